import { isIPv6 } from 'node:net';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@tuning/shared/messages';
import { emailKeyOf } from '@tuning/shared/validation';
import { AppError } from '../../lib/app-error.ts';
import { LIMITS, type Window } from '../../lib/limits.ts';

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

/** How each limit in LIMITS (lib/limits.ts) is keyed: per IP, per account, per account and client. */
export const THROTTLES = {
  loginIp: keyed('login-ip', LIMITS.login.perIp, byIp),
  loginSlow: keyed('login-slow', LIMITS.login.slowAfter, byEmailAndIp, 1),
  loginSlower: keyed('login-slower', LIMITS.login.slowerAfter, byEmailAndIp, 4),
  loginAccount: keyed('login-email-ip', LIMITS.login.perAccountAndClient, byEmailAndIp),
  signupIp: keyed('signup-ip', LIMITS.signup.perIp, byIp),
  signupAccount: keyed('signup-email', LIMITS.signup.perAccount, byBodyEmail),
  forgotIp: keyed('forgot-ip', LIMITS.forgotPassword.perIp, byIp),
  forgotAccount: keyed('forgot-email-ip', LIMITS.forgotPassword.perAccountAndClient, byEmailAndIp),
  resetIp: keyed('reset-ip', LIMITS.resetPassword.perIp, byIp),
  resetAccount: keyed('reset-token', LIMITS.resetPassword.perToken, byBodyToken),
  confirmIp: keyed('confirm-ip', LIMITS.confirmEmail.perIp, byIp),
  resendAccount: perUser('resend-user', LIMITS.resendConfirmation.perUser),
} satisfies Record<string, ThrottleRule>;

/** The rule `name`: `window`'s budget counted under `key`, slowed by `delaySteps` if given. */
function keyed(
  name: string,
  window: Window,
  key: ThrottleRule['key'],
  delaySteps?: number,
): ThrottleRule {
  const rule = { name, max: window.max, windowMs: window.windowMs, key };
  return delaySteps === undefined ? rule : { ...rule, delaySteps };
}

/** A limit per signed-in user: for routes behind `app.requireUser`, which sets the session. */
export function perUser(name: string, window: Window): ThrottleRule {
  return keyed(name, window, (request) => request.session?.userId);
}

/**
 * The client an address stands for: an IPv4 address, or an IPv6 address's /64 network. One host
 * commonly holds a whole /64, so counting IPv6 addresses one by one would give it endless budgets.
 */
export function clientOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 address (`::1.2.3.4`) fills the last two groups.
  const tailSize = tailGroups.length + (tail?.includes('.') ? 1 : 0);
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailSize)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

function byIp(request: FastifyRequest): string {
  return clientOf(request.ip);
}

function bodyField(request: FastifyRequest, field: string): unknown {
  const body = request.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
}

/**
 * The mailbox an address names, as budgets count it: Unicode-folded (NFKC, so a Kelvin sign is a
 * `k` and full-width letters are letters), then its Gmail key (dots, `+tag` and googlemail.com
 * dropped). Keyed by the address as typed, each spelling of one mailbox had its own budget
 * (22 spellings gave 20 wrong passwords with no delay; product.md §12, one account per mailbox).
 */
export function mailboxKeyOf(address: string): string {
  return emailKeyOf(address.normalize('NFKC'));
}

function byBodyEmail(request: FastifyRequest): string | undefined {
  const value = bodyField(request, 'phoneOrEmail');
  return typeof value === 'string' && value.length <= 254 ? mailboxKeyOf(value) : undefined;
}

function byEmailAndIp(request: FastifyRequest): string | undefined {
  const email = byBodyEmail(request);
  return email === undefined ? undefined : `${email}|${byIp(request)}`;
}

/** Reset emails one account receives in an hour (ADR 0002: past it the answer is unchanged). */
export const FORGOT_EMAILS_PER_HOUR = LIMITS.forgotPassword.emailsPerAccount.max;

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

/**
 * Login's budget, as one hook: every route that checks a password by address (login, and the
 * signed-out export and deletion) counts against the same budget only if it uses this one hook
 * (a store of its own per `throttle` without Redis).
 */
export function loginThrottle(app: FastifyInstance, delayMs: number) {
  return throttle(
    app,
    [THROTTLES.loginIp, THROTTLES.loginAccount, THROTTLES.loginSlow, THROTTLES.loginSlower],
    messages.resetTooMany,
    delayMs,
  );
}
