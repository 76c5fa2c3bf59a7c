import { z } from 'zod';
import { messages } from './messages.ts';
import { FIELD_MAX, FULL_NAME_MAX, userNameSchema } from './profile.ts';
import {
  PASSWORD_MAX,
  PRONOUNS,
  gmailSchema,
  noNul,
  resetPasswordSchema,
  signupPasswordSchema,
} from './validation.ts';

/** The answers' types; their schemas are in `auth-response-schemas.ts`. */
export type {
  CurrentUserCollegeResponse,
  LoginResponse,
  MessageResponse,
  SignupResponse,
  UserAuthResponse,
  UserIdResponse,
} from './auth-response-schemas.ts';

export const FULL_NAME_RULE = `Full name must be 1 to ${FULL_NAME_MAX} characters.`;
export const fullNameSchema = z
  .string()
  .refine(noNul, FULL_NAME_RULE)
  .pipe(z.string().trim().min(1, FULL_NAME_RULE).max(FULL_NAME_MAX, FULL_NAME_RULE));

const userIdSchema = z.string().max(100).refine(noNul);
/** Reset and confirmation tokens are 43 base64url characters; anything far off is refused early. */
const tokenSchema = z.string().min(1).max(200).refine(noNul);

/** product.md §3 signup payload. */
export const signupBodySchema = z
  .object({
    phoneOrEmail: gmailSchema,
    fullName: fullNameSchema,
    userName: userNameSchema,
    password: signupPasswordSchema,
  })
  .strict();
export type SignupBody = z.input<typeof signupBodySchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_OF_BIRTH_RULE = 'Date of Birth must be a real date in the past.';

/** A calendar date (YYYY-MM-DD) after 1900 and not in the future. */
export function isValidDateOfBirth(value: string, today = new Date()): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return date.getUTCFullYear() >= 1900 && date.getTime() <= today.getTime();
}

/** product.md §3 user details payload. */
export const userDetailsBodySchema = z
  .object({
    dateOfBirth: z
      .string(messages.dobRequired)
      .min(1, messages.dobRequired)
      .refine((value) => isValidDateOfBirth(value), DATE_OF_BIRTH_RULE),
    pronouns: z.enum(PRONOUNS, messages.pronounRequired),
    userId: userIdSchema,
    /** Optional at step 2, so Socialize and suggestions can sort by it from day one. */
    collegeName: z
      .string()
      .refine(noNul, 'Invalid character')
      .pipe(z.string().trim().max(FIELD_MAX))
      .optional(),
  })
  .strict();
export type UserDetailsBody = z.input<typeof userDetailsBodySchema>;

/** product.md §3/§7 login payload; `userId` comes from a client cookie and is ignored by the server. */
export const loginBodySchema = z
  .object({
    phoneOrEmail: z.string().trim().min(1).max(254).refine(noNul, messages.loginFailed),
    password: z.string().min(1).max(PASSWORD_MAX),
    userId: z.string().max(100).nullable().optional(),
  })
  .strict();
export type LoginBody = z.input<typeof loginBodySchema>;

/** `POST /api/currentuser` and `POST /api/currentusercollege`: the client sends its userId. */
export const currentUserIdBodySchema = z
  .object({ userId: z.string().max(100).optional() })
  .strict();
export type CurrentUserIdBody = z.input<typeof currentUserIdBodySchema>;

export const forgotPasswordBodySchema = z.object({ phoneOrEmail: gmailSchema }).strict();
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({ token: tokenSchema, newPassword: resetPasswordSchema })
  .strict();
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const confirmEmailBodySchema = z.object({ token: tokenSchema }).strict();
export type ConfirmEmailBody = z.input<typeof confirmEmailBodySchema>;

export const authTexts = {
  emailConfirmed: 'Your email is confirmed.',
  emailAlreadyConfirmed: 'Your email is already confirmed.',
  confirmationSent: 'A new confirmation link is on its way to your email.',
  confirmationInvalid:
    'This confirmation link is not valid. It may have been replaced by a newer one.',
  confirmationExpired: 'This confirmation link has expired.',
  emailTaken: 'An account with this email already exists.',
  loggedOut: 'Logged out',
  notYourAccount: 'You can only change your own account.',
} as const;
