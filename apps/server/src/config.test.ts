import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults: port 3000, ./data, embedded engines, PUBLIC_URL from the port', () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.dataDir.endsWith('/data')).toBe(true);
  expect(config.databaseUrl).toBeUndefined();
  expect(config.redisUrl).toBeUndefined();
  expect(config.smtpUrl).toBeUndefined();
  expect(config.publicUrl).toBe('http://localhost:3000');
});

test.each([
  ['PORT', 'abc'],
  ['PORT', '70000'],
  ['DATABASE_URL', 'mysql://localhost/db'],
  ['REDIS_URL', 'http://localhost'],
  ['SMTP_URL', 'not a url'],
  ['PUBLIC_URL', 'ftp://example.com'],
  ['LLM_BASE_URL', 'nope'],
  ['CORS_ORIGINS', 'not-an-origin'],
])('a bad %s (%s) is refused with a message naming it', (name, value) => {
  expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ [name]: value })).toThrow(name);
});

test('LLM_BASE_URL without LLM_MODEL is refused', () => {
  expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow('LLM_MODEL');
});

test('PUBLIC_URL loses its trailing slash', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://tuning.example/' }).publicUrl).toBe(
    'https://tuning.example',
  );
});

test('allowed origins: PUBLIC_URL and CORS_ORIGINS; loopback names only while PUBLIC_URL is unset', () => {
  expect(loadConfig({ PORT: '4000' }).allowedOrigins).toEqual([
    'http://localhost:4000',
    'http://localhost:5173',
    'http://127.0.0.1:4000',
    'http://127.0.0.1:5173',
    'http://[::1]:4000',
    'http://[::1]:5173',
  ]);
  expect(
    loadConfig({ PUBLIC_URL: 'https://tuning.example', CORS_ORIGINS: 'https://app.example' })
      .allowedOrigins,
  ).toEqual(['https://tuning.example', 'https://app.example']);
});

test('session cookie and idle timeout: token over http, __Host-token over https', () => {
  const local = loadConfig({});
  expect(local).toMatchObject({ secureCookies: false, sessionCookie: 'token' });
  expect(local.sessionIdleMs).toBe(14 * 24 * 60 * 60 * 1000);
  expect(
    loadConfig({ PUBLIC_URL: 'https://tuning.example', SESSION_IDLE_DAYS: '2' }),
  ).toMatchObject({
    secureCookies: true,
    sessionCookie: '__Host-token',
    sessionIdleMs: 2 * 24 * 60 * 60 * 1000,
  });
});

test('finding 9: CORS_ORIGINS are compared as origins; only http and https are accepted', () => {
  expect(
    loadConfig({
      PUBLIC_URL: 'https://tuning.example',
      CORS_ORIGINS: 'https://App.Example/, http://localhost:4173',
    }).allowedOrigins,
  ).toEqual(['https://tuning.example', 'https://app.example', 'http://localhost:4173']);
  expect(() => loadConfig({ CORS_ORIGINS: 'mailto:someone@example.com' })).toThrow(/CORS_ORIGINS/);
});
