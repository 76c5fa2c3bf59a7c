import { expect, test } from 'vitest';
import {
  isValidDateOfBirth,
  loginBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  userDetailsBodySchema,
} from './auth.ts';
import { userNameSchema } from './profile.ts';
import { messages } from './messages.ts';

const today = new Date('2026-11-22T12:00:00Z');

test('a date of birth is a real calendar date between 1900 and today', () => {
  expect(isValidDateOfBirth('2004-02-29', today)).toBe(true);
  expect(isValidDateOfBirth('2026-11-22', today)).toBe(true);
  expect(isValidDateOfBirth('2003-02-29', today)).toBe(false);
  expect(isValidDateOfBirth('2004-13-01', today)).toBe(false);
  expect(isValidDateOfBirth('2026-11-23', today)).toBe(false);
  expect(isValidDateOfBirth('1899-12-31', today)).toBe(false);
  expect(isValidDateOfBirth('04-05-2004', today)).toBe(false);
});

test('user names: 3 to 30 letters, digits, dots or underscores', () => {
  for (const ok of ['kai', 'Kai_Zetsu.2', 'a'.repeat(30)]) {
    expect(userNameSchema.safeParse(ok).success, ok).toBe(true);
  }
  for (const bad of ['ka', 'a'.repeat(31), 'kai zetsu', 'kai@x', 'ünï']) {
    expect(userNameSchema.safeParse(bad).success, bad).toBe(false);
  }
});

test('signup lower-cases the Gmail address and rejects unknown fields', () => {
  const parsed = signupBodySchema.parse({
    phoneOrEmail: ' Kai.Z@GMAIL.com ',
    fullName: ' Kai ',
    userName: 'kai',
    password: 'abc123!',
  });
  expect(parsed).toEqual({
    phoneOrEmail: 'kai.z@gmail.com',
    fullName: 'Kai',
    userName: 'kai',
    password: 'abc123!',
  });
  const extra = signupBodySchema.safeParse({ ...parsed, role: 'admin' });
  expect(extra.success).toBe(false);
});

test('user details carry product.md messages for the missing fields', () => {
  const noDob = userDetailsBodySchema.safeParse({ pronouns: 'Other', userId: 'u' });
  expect(noDob.error?.issues[0]?.message).toBe(messages.dobRequired);
  const noPronoun = userDetailsBodySchema.safeParse({ dateOfBirth: '2004-01-01', userId: 'u' });
  expect(noPronoun.error?.issues[0]?.message).toBe(messages.pronounRequired);
});

test('login accepts the userId cookie value, including null, and caps the password length', () => {
  expect(
    loginBodySchema.safeParse({ phoneOrEmail: 'a@gmail.com', password: 'x', userId: null }).success,
  ).toBe(true);
  expect(
    loginBodySchema.safeParse({ phoneOrEmail: 'a@gmail.com', password: 'x'.repeat(129) }).success,
  ).toBe(false);
});

test('reset uses the reset wording of the password rule', () => {
  const weak = resetPasswordBodySchema.safeParse({ token: 't', newPassword: 'abcdef' });
  expect(weak.error?.issues[0]?.message).toBe(messages.resetPassword);
});
