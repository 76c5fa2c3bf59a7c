import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@tuning/shared/messages';
import { AppError } from '../../lib/app-error.ts';

export interface ThrottleRule {
  /** Namespaces the key, so one IP or email has a separate budget per rule. */
  name: string;
  max: number;
  windowMs: number;
  /** The key to count under; undefined skips the rule (the body will fail validation anyway). */
  key: (request: FastifyRequest) => string | undefined;
  /**
   * Past `max`, wait this many multiples of the app's login delay instead of refusing: a guesser
   * is slowed while the request still goes through.
   */
  delaySteps?: number;
}

const MINUTE = 60_000;

/** The limits, per IP and per account; generous enough for a class sharing one campus IP. */
export const THROTTLES = {
  loginIp: { name: 'login-ip', max: 20, windowMs: MINUTE, key: byIp },
  /**
   * Per account and client, never per account alone: a stranger guessing from elsewhere cannot
   * lock the owner out of their own device. The same pair is slowed after 3 attempts, slowed more
   * after 6, and refused after 10.
   */
  loginSlow: {
    name: 'login-slow',
    max: 3,
    windowMs: 15 * MINUTE,
    key: byEmailAndIp,
    delaySteps: 1,
  },
  loginSlower: {
    name: 'login-slower',
    max: 6,
    windowMs: 15 * MINUTE,
    key: byEmailAndIp,
    delaySteps: 4,
  },
  loginAccount: { name: 'login-email-ip', max: 10, windowMs: 15 * MINUTE, key: byEmailAndIp },
  signupIp: { name: 'signup-ip', max: 30, windowMs: MINUTE, key: byIp },
  signupAccount: { name: 'signup-email', max: 5, windowMs: 15 * MINUTE, key: byBodyEmail },
  forgotIp: { name: 'forgot-ip', max: 10, windowMs: MINUTE, key: byIp },
  /** Its own buckets, per account and client: a stranger cannot use up the owner's. */
  forgotAccount: { name: 'forgot-email-ip', max: 5, windowMs: 15 * MINUTE, key: byEmailAndIp },
  resetIp: { name: 'reset-ip', max: 20, windowMs: MINUTE, key: byIp },
  resetAccount: { name: 'reset-token', max: 5, windowMs: 15 * MINUTE, key: byBodyToken },
  confirmIp: { name: 'confirm-ip', max: 20, windowMs: MINUTE, key: byIp },
  resendAccount: {
    name: 'resend-user',
    max: 3,
    windowMs: 15 * MINUTE,
    key: (request) => request.session?.userId,
  },
} satisfies Record<string, ThrottleRule>;

function byIp(request: FastifyRequest): string {
  return request.ip;
}

function bodyField(request: FastifyRequest, field: string): unknown {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}

function byBodyEmail(request: FastifyRequest): string | undefined {
  const value = bodyField(request, 'phoneOrEmail');
  return typeof value === 'string' && value.length <= 254 ? value.trim().toLowerCase() : undefined;
}

function byEmailAndIp(request: FastifyRequest): string | undefined {
  const email = byBodyEmail(request);
  return email === undefined ? undefined : `${email}|${request.ip}`;
}

/**
 * Reset emails one account receives in an hour, from every client together. Past it the answer
 * is unchanged (ADR 0002: nothing tells whether the account exists) but no email is sent, so
 * nobody can flood an inbox from many addresses.
 */
export const FORGOT_EMAILS_PER_HOUR = 20;

function byBodyToken(request: FastifyRequest): string | undefined {
  const value = bodyField(request, 'token');
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
}

/**
 * A preHandler that applies every rule in order through @fastify/rate-limit's stores (shared
 * through Redis when REDIS_URL is set) and answers 429 with Retry-After at the first exhausted one.
 */
export function throttle(
  app: FastifyInstance,
  rules: ThrottleRule[],
  message: string = messages.resetTooMany,
  delayMs = 0,
) {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }));
  return async (request: FastifyRequest): Promise<void> => {
    let steps = 0;
    for (const { rule, check } of limiters) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        if (rule.delaySteps !== undefined) {
          steps = Math.max(steps, rule.delaySteps);
          continue;
        }
        throw new AppError('RATE_LIMITED', message, {
          retryAfterSeconds: Math.max(1, result.ttlInSeconds),
        });
      }
    }
    if (steps > 0 && delayMs > 0) await setTimeout(steps * delayMs);
  };
}
