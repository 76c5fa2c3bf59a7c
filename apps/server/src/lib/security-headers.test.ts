import Fastify from 'fastify';
import { expect, test } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

test('the headers are helmet’s, computed once from the options', () => {
  const headers = securityHeaders(options);
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers).not.toHaveProperty('strict-transport-security');
  expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  expect(securityHeaders({ ...options, hsts: true })).toHaveProperty('strict-transport-security');
});

test('every response carries them: a route, a 404 and an error', async () => {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  for (const url of ['/ok', '/missing', '/boom']) {
    const response = await app.inject({ url });
    expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  }
  await app.close();
});
