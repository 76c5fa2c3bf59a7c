import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX } from '@tuning/shared/validation';

/** argon2id (algorithm 2) with OWASP's minimum: 19 MiB, 2 passes, one lane. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Over-long inputs never reach the hash: the cost of hashing must not be chosen by the caller. */
export async function hashPassword(password: string): Promise<string> {
  if (password.length > PASSWORD_MAX) throw new RangeError('password too long');
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends one verification, so an unknown
 * email costs the same time as a wrong password.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (password.length > PASSWORD_MAX) return false;
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
