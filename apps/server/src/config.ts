import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './server-root.ts';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => {
        if (value === undefined) return true;
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL starting with ${protocols.join(' or ')}//` },
    );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Tuning <no-reply@tuning.local>'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    // Compared with the Origin header as origins: `https://App.example/` is `https://app.example`.
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  LLM_BASE_URL: optionalUrl(['http:', 'https:']),
  LLM_MODEL: z.string().trim().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600000).default(120000),
  LLM_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(30000),
  LLM_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(400),
  LLM_CONTEXT_TOKENS: z.coerce.number().int().min(2048).max(1_048_576).default(8192),
  LLM_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.8),
  LLM_TOP_P: z.coerce.number().gt(0).max(1).default(0.95),
  LLM_FREQUENCY_PENALTY: z.coerce.number().min(-2).max(2).default(0.3),
  REPLY_SIGNING_KEY: z.string().min(32, 'use at least 32 characters').optional(),
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(3000),
  SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(365).default(14),
  LOGIN_DELAY_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  SOCKETS_PER_USER: z.coerce.number().int().min(1).max(10000).default(20),
  SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100000).default(500),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `development` (set by `npm run dev`) logs the link of every email written to the outbox. */
  NODE_ENV: z.string().optional(),
  /** Web Push (ADR 0021): both keys from `npm run push:keys`, or neither (push is off). */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  /** Who the push services may contact about this server: a mailto: or https: URL. */
  VAPID_SUBJECT: optionalUrl(['mailto:', 'https:']),
  WEB_DIST: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  trustProxy: boolean;
  corsOrigins: string[];
  /**
   * Origins whose state-changing requests and sockets are accepted: PUBLIC_URL's, the CORS
   * allow-list, and, only while PUBLIC_URL is unset (a local run), the loopback names of this port
   * and of the web app's development server.
   * Never derived from a request's Host header, which a DNS-rebinding page controls.
   */
  allowedOrigins: string[];
  llm: {
    baseUrl: string | undefined;
    model: string | undefined;
    apiKey: string | undefined;
    /** How long the model may take before its first word. */
    timeoutMs: number;
    /** How long it may go quiet between two pieces once it has started. */
    idleTimeoutMs: number;
    maxTokens: number;
    /** The model's context window, which the prompt and the reply share (README). */
    contextTokens: number;
    sampling: { temperature: number; topP: number; frequencyPenalty: number };
  };
  /** Signs the characters' replies (see reply-signature.ts); one per instance group. */
  replySigningKey: string | undefined;
  logLevel: string;
  /** How long a PostgreSQL query or connection may take before the call answers 503. */
  databaseTimeoutMs: number;
  /**
   * Served over https, decided here once: cookies are Secure, the session cookie is `__Host-token`,
   * and HSTS is sent.
   */
  secureCookies: boolean;
  /** `token`, or `__Host-token` over https (bound to this host, Secure, path /, no Domain). */
  sessionCookie: string;
  /** A session unused for this long ends, whatever its 30-day absolute lifetime. */
  sessionIdleMs: number;
  /** The step of the delay a login from an account-and-client pair meets after 3 attempts. */
  loginDelayMs: number;
  /** Open sockets one user, and one client address, may hold on this instance. */
  socketsPerUser: number;
  socketsPerIp: number;
  /** NODE_ENV=development: the outbox's email links are logged for a developer to follow. */
  logEmailLinks: boolean;
  webDist: string;
  /** Prometheus metrics on a port of their own; off unless METRICS_PORT is set. */
  metrics: { port: number; host: string; token: string | undefined } | undefined;
  /** Web Push's VAPID keys (base64url) and contact; undefined when not configured: push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
}

/** The web app's development server (`npm run dev -w @tuning/web`), which proxies to this one. */
const VITE_DEV_PORT = 5173;

export class ConfigError extends Error {}

/** Reads the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.LLM_BASE_URL && !e.LLM_MODEL) {
    throw new ConfigError('Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (npm run push:keys) or neither',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const secureCookies = publicUrl.startsWith('https:');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    allowedOrigins: [
      ...new Set([
        new URL(publicUrl).origin,
        ...e.CORS_ORIGINS,
        ...(e.PUBLIC_URL
          ? []
          : ['localhost', '127.0.0.1', '[::1]'].flatMap((host) =>
              [e.PORT, VITE_DEV_PORT].map((port) => `http://${host}:${port}`),
            )),
      ]),
    ],
    llm: {
      baseUrl: e.LLM_BASE_URL,
      model: e.LLM_MODEL,
      apiKey: e.LLM_API_KEY,
      timeoutMs: e.LLM_TIMEOUT_MS,
      idleTimeoutMs: e.LLM_IDLE_TIMEOUT_MS,
      maxTokens: e.LLM_MAX_TOKENS,
      contextTokens: e.LLM_CONTEXT_TOKENS,
      sampling: {
        temperature: e.LLM_TEMPERATURE,
        topP: e.LLM_TOP_P,
        frequencyPenalty: e.LLM_FREQUENCY_PENALTY,
      },
    },
    replySigningKey: e.REPLY_SIGNING_KEY,
    logLevel: e.LOG_LEVEL,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    secureCookies,
    sessionCookie: secureCookies ? '__Host-token' : 'token',
    sessionIdleMs: Math.round(e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000),
    loginDelayMs: e.LOGIN_DELAY_MS,
    socketsPerUser: e.SOCKETS_PER_USER,
    socketsPerIp: e.SOCKETS_PER_IP,
    logEmailLinks: e.NODE_ENV === 'development',
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '..', 'web', 'dist')),
    metrics:
      e.METRICS_PORT === undefined
        ? undefined
        : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            // Push services accept an https: or mailto: contact only.
            subject:
              e.VAPID_SUBJECT ??
              (secureCookies
                ? publicUrl
                : `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM}`),
          }
        : undefined,
  };
}

/** For command-line entry points: the configuration, or its message on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
