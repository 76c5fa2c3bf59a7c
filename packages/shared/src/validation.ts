import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * PostgreSQL text cannot hold NUL: every schema of text that may be stored refuses it with this
 * rule, so such input is a 400, never a 500.
 */
export const noNul = (value: string): boolean => !value.includes('\u0000');

/** product.md §5: letters, digits or ._%+- followed by @gmail.com. */
export const GMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@gmail\.com$/i;
/** product.md §5: ≥6 chars, a letter, a digit and one of !@#$%^&*, nothing else. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,}$/;
export const PASSWORD_MAX = 128;
export const BIO_MAX = 160;
export const PRONOUNS = ['He/Him', 'She/Her', 'They/Them', 'Other'] as const;
export type Pronoun = (typeof PRONOUNS)[number];

export function isGmail(value: string): boolean {
  return value.length <= 254 && GMAIL_PATTERN.test(value);
}

/**
 * The mailbox an address reaches, as Gmail routes it: case, dots and a `+tag` in the name do not
 * matter, and googlemail.com is gmail.com. One account per key (`a.b+x@gmail.com` is `ab@gmail.com`).
 * Other domains: the lower-cased address.
 */
export function emailKeyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const [name, domain] = [address.slice(0, at), address.slice(at + 1)];
  if (at < 0 || (domain !== 'gmail.com' && domain !== 'googlemail.com')) return address;
  return `${name.split('+')[0]!.replaceAll('.', '')}@gmail.com`;
}

export function isValidPassword(value: string): boolean {
  return value.length <= PASSWORD_MAX && PASSWORD_PATTERN.test(value);
}

export const gmailSchema = z
  .string()
  .trim()
  .max(254, messages.invalidGmail)
  .regex(GMAIL_PATTERN, messages.invalidGmail)
  .transform((email) => email.toLowerCase());

export const signupPasswordSchema = z
  .string()
  .max(PASSWORD_MAX, messages.signupPassword)
  .regex(PASSWORD_PATTERN, messages.signupPassword);

export const resetPasswordSchema = z
  .string()
  .max(PASSWORD_MAX, messages.resetPassword)
  .regex(PASSWORD_PATTERN, messages.resetPassword);
