import { safetyTexts } from '@tuning/shared/safety';
import { SUSPENDED_FOR_GOOD } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** Whether a suspension ending at `until` (a users.suspended_until) is still on at `now`. */
export function isSuspended(until: Date | null | undefined, now: Date): until is Date {
  return until != null && until.getTime() > now.getTime();
}

/** A suspension's end as people are told it: null when it has none. */
export function suspensionEnd(until: Date): Date | null {
  return until.getTime() >= SUSPENDED_FOR_GOOD.getTime() ? null : until;
}

/**
 * The 403 a suspended account gets at login, only once its password is verified: someone without
 * the password learns nothing about the account (ADR 0002).
 */
export function suspendedError(until: Date): AppError {
  return new AppError('FORBIDDEN', safetyTexts.suspended(suspensionEnd(until)));
}
