import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { authTexts } from '@tuning/shared/auth';
import { messages } from '@tuning/shared/messages';
import { USERNAME_RULE } from '@tuning/shared/profile';
import { passwordResets, sessions, users } from '../../db/schema.ts';
import { userRowsChanged } from '../users/user-cache.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/fixtures.ts';
import { call, type CallOptions } from '../../../test/http.ts';
import { FORGOT_EMAILS_PER_HOUR, THROTTLES } from './auth.throttle.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

const open = appPerTest();
let current: TestApp | undefined;

async function setup(env?: Record<string, string>): Promise<TestApp> {
  current = await open(env ? { env } : {});
  return current;
}

/** A fresh app and one student in it. */
async function setupWithUser(): Promise<TestApp & { user: TestUser }> {
  const testApp = await setup();
  return { ...testApp, user: await createUser(testApp.database.db) };
}

/** Every call comes from one address unless a test says otherwise (the throttles count by it). */
type AuthCallOptions = Pick<CallOptions, 'cookie' | 'ip' | 'headers'>;

const post = (app: FastifyInstance, url: string, body?: unknown, options?: AuthCallOptions) =>
  call(app, 'POST', url, { ...options, body, ip: options?.ip ?? '10.0.0.1' });
const get = (app: FastifyInstance, url: string, options?: AuthCallOptions) =>
  call(app, 'GET', url, { ...options, ip: options?.ip ?? '10.0.0.1' });

function tokenCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return `token=${cookie.value}`;
}

function tokenFromLink(link: string | undefined): string {
  const token = new URL(link ?? '').searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  phoneOrEmail: 'New.Student@Gmail.com',
  fullName: 'New Student',
  userName: 'new_student',
  password: 'secret1!',
  ...overrides,
});

test('signup creates the account, signs it in and emails a confirmation link from PUBLIC_URL', async () => {
  const { app, database, mail } = await setup();
  const response = await post(app, '/api/signup', signupBody(), {
    headers: { host: 'evil.example' },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  expect(body).toEqual({
    userId: expect.any(String),
    userEmail: 'new.student@gmail.com',
    message: messages.signupSuccess,
  });
  const cookie = response.cookies.find((c) => c.name === 'token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.secure).toBeFalsy();

  const [row] = await database.db.select().from(users).where(eq(users.id, body.userId));
  expect(row?.email).toBe('new.student@gmail.com');
  expect(row?.emailConfirmedAt).toBeNull();
  expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

  expect(mail.sent).toHaveLength(1);
  expect(mail.sent[0]?.to).toBe('new.student@gmail.com');
  expect(mail.sent[0]?.link).toMatch(/^http:\/\/tuning\.test\/confirm-email\?token=[\w-]{43}$/);
  expect(mail.sent[0]?.text).toContain(mail.sent[0]?.link);

  const auth = await get(app, '/api/userauth', { cookie: tokenCookie(response) });
  expect(auth.statusCode).toBe(200);
  expect(auth.json()).toEqual({
    userId: body.userId,
    userEmail: 'new.student@gmail.com',
    emailConfirmed: false,
  });
});

test('the session cookie is Secure (and __Host-) when PUBLIC_URL is https', async () => {
  current = await open({ env: { PUBLIC_URL: 'https://tuning.example' } });
  const response = await post(current.app, '/api/signup', signupBody());
  expect(response.cookies.find((c) => c.name === '__Host-token')?.secure).toBe(true);
});

test('signup enforces the product.md rules with their messages', async () => {
  const { app } = await setup();
  const cases: [Record<string, unknown>, string][] = [
    [{ phoneOrEmail: 'someone@yahoo.com' }, messages.invalidGmail],
    [{ phoneOrEmail: 'bad address@gmail.com' }, messages.invalidGmail],
    [{ password: 'abc123' }, messages.signupPassword],
    [{ password: 'abcdef!' }, messages.signupPassword],
    [{ password: 'a1!' }, messages.signupPassword],
    [{ password: 'abc123!~' }, messages.signupPassword],
    [{ password: `a1!${'x'.repeat(126)}` }, messages.signupPassword],
    [{ userName: 'x' }, USERNAME_RULE],
    [{ fullName: 'Kai\u0000' }, 'Full name must be'],
    [{ fullName: '   ' }, 'Full name must be'],
  ];
  for (const [index, [overrides, message]] of cases.entries()) {
    // A fresh email per case: the per-email signup throttle counts refused attempts too.
    const body = signupBody({ phoneOrEmail: `case${index}@gmail.com`, ...overrides });
    const response = await post(app, '/api/signup', body);
    expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(response.json().message).toContain(message);
  }
  const unknown = await post(app, '/api/signup', signupBody({ admin: true }));
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().message).toBe('Unknown field: admin');
  const invalid = await post(app, '/api/signup', signupBody({ phoneOrEmail: 'kai@yahoo.com' }));
  expect(invalid.json()).toEqual({
    code: 'BAD_REQUEST',
    message: `phoneOrEmail: ${messages.invalidGmail}`,
  });
  const empty = await post(app, '/api/signup');
  expect(empty.json()).toEqual({
    code: 'BAD_REQUEST',
    message: 'phoneOrEmail: Invalid input: expected string, received undefined',
  });
});

test('POST currentuser needs no body; a malformed one is a 400 for the signed-in, a 401 for others', async () => {
  const { app, user } = await setupWithUser();
  const bare = await post(app, '/api/currentuser', undefined, { cookie: user.cookie });
  expect(bare.statusCode).toBe(200);
  expect(bare.body).toBe(JSON.stringify({ userId: user.id }));
  const wrong = await post(app, '/api/currentuser', { userId: 5 }, { cookie: user.cookie });
  expect(wrong.json()).toEqual({
    code: 'BAD_REQUEST',
    message: 'userId: Invalid input: expected string, received number',
  });
  const anonymous = await post(app, '/api/currentuser', { userId: 5 });
  expect(anonymous.statusCode).toBe(401);
});

test('emails and user names are unique regardless of case', async () => {
  const { app } = await setup();
  expect((await post(app, '/api/signup', signupBody())).statusCode).toBe(201);
  for (const [taken, message] of [
    [{ phoneOrEmail: 'NEW.student@gmail.com', userName: 'other_name' }, authTexts.emailTaken],
    [{ phoneOrEmail: 'other@gmail.com', userName: 'NEW_Student' }, messages.usernameTaken],
  ] as const) {
    const again = await post(app, '/api/signup', signupBody(taken));
    expect(again.statusCode, message).toBe(409);
    expect(again.json().message).toBe(message);
  }
});

test('user details need the session of that same user and product.md values', async () => {
  const { app, database, user } = await setupWithUser();
  const other = await createUser(database.db);
  const good = { dateOfBirth: '2004-05-06', pronouns: 'They/Them', userId: user.id };

  expect((await post(app, '/api/signup/userdetails', good)).statusCode).toBe(401);
  const foreign = await post(app, '/api/signup/userdetails', { ...good, userId: other.id }, user);
  expect(foreign.statusCode).toBe(403);

  const noDob = await post(app, '/api/signup/userdetails', { ...good, dateOfBirth: '' }, user);
  expect(noDob.statusCode).toBe(400);
  expect(noDob.json().message).toContain(messages.dobRequired);
  const badPronoun = await post(app, '/api/signup/userdetails', { ...good, pronouns: 'Xe' }, user);
  expect(badPronoun.statusCode).toBe(400);
  expect(badPronoun.json().message).toContain(messages.pronounRequired);
  for (const dateOfBirth of ['2004-02-30', '3000-01-01', 'yesterday']) {
    const bad = await post(app, '/api/signup/userdetails', { ...good, dateOfBirth }, user);
    expect(bad.statusCode, dateOfBirth).toBe(400);
  }

  const ok = await post(app, '/api/signup/userdetails', good, user);
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ userId: user.id });
  const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
  expect(row).toMatchObject({ dateOfBirth: '2004-05-06', pronouns: 'They/Them' });
});

test('user details take an optional college, trimmed and bounded', async () => {
  const { app, database, user } = await setupWithUser();
  const good = { dateOfBirth: '2004-05-06', pronouns: 'She/Her', userId: user.id };
  const long = await post(
    app,
    '/api/signup/userdetails',
    { ...good, collegeName: 'x'.repeat(101) },
    user,
  );
  expect(long.statusCode).toBe(400);
  expect(long.json().message).toMatch(/^collegeName: /);

  const ok = await post(
    app,
    '/api/signup/userdetails',
    { ...good, collegeName: '  Meridian College ' },
    user,
  );
  expect(ok.statusCode).toBe(200);
  const college = await post(app, '/api/currentusercollege', {}, user);
  expect(college.json().usercollegeData.college).toBe('Meridian College');

  // Skipping the field later keeps the college already given.
  expect((await post(app, '/api/signup/userdetails', good, user)).statusCode).toBe(200);
  const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
  expect(row?.collegeName).toBe('Meridian College');
});

test('login refuses a wrong password and an unknown email with the same answer', async () => {
  const { app, user } = await setupWithUser();
  const wrong = await post(app, '/api/login', { phoneOrEmail: user.email, password: 'wrong1!' });
  const unknown = await post(app, '/api/login', {
    phoneOrEmail: 'nobody@gmail.com',
    password: TEST_PASSWORD,
  });
  for (const response of [wrong, unknown]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: messages.loginFailed });
    expect(response.cookies.find((c) => c.name === 'token')).toBeUndefined();
  }
  const tooLong = await post(app, '/api/login', {
    phoneOrEmail: user.email,
    password: 'a1!'.repeat(50),
  });
  expect(tooLong.statusCode).toBe(400);
});

test('login gives a new session id and kills the cookie sent before it (session fixation)', async () => {
  const { app, user } = await setupWithUser();
  const response = await post(
    app,
    '/api/login',
    { phoneOrEmail: user.email.toUpperCase(), password: TEST_PASSWORD, userId: 'from-a-cookie' },
    { cookie: user.cookie },
  );
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ userId: user.id, userEmail: user.email });
  const fresh = tokenCookie(response);
  expect(fresh).not.toBe(user.cookie);
  expect((await get(app, '/api/userauth', { cookie: user.cookie })).statusCode).toBe(401);
  expect((await get(app, '/api/userauth', { cookie: fresh })).statusCode).toBe(200);
});

test('logout deletes the session and clears the cookie', async () => {
  const { app, database, events } = await setupWithEvents();
  const user = await createUser(database.db);
  const revoked: unknown[] = [];
  events.on('sessionsRevoked', (event) => revoked.push(event));
  const response = await post(app, '/api/logout', undefined, user);
  expect(response.statusCode).toBe(200);
  const cleared = response.cookies.find((c) => c.name === 'token');
  expect(cleared?.value).toBe('');
  expect((await get(app, '/api/userauth', user)).statusCode).toBe(401);
  expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  expect(revoked).toEqual([{ userId: user.id, sessionHash: expect.any(String) }]);
  expect((await post(app, '/api/logout')).statusCode).toBe(200);
});

async function setupWithEvents() {
  const { createAppEvents } = await import('../../lib/events.ts');
  const events = createAppEvents();
  current = await open({ events });
  return { ...current, events };
}

test('currentuser returns product.md currentUserData; the photo URL follows photoVersion', async () => {
  const { app, database } = await setup();
  const user = await createUser(database.db, { bio: 'Hi', collegeName: 'MIT', collegeYear: '2' });
  expect((await get(app, '/api/currentuser')).statusCode).toBe(401);
  const response = await get(app, '/api/currentuser', user);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    currentUserData: {
      userCurrentId: user.id,
      userFullName: user.fullName,
      userUserName: user.userName,
      userLocation: '',
      userCollegeName: 'MIT',
      userCollegeYear: '2',
      userBio: 'Hi',
      userExternalLink: '',
      userProfilePic: '',
      userFollowing: 0,
      userFollower: 0,
    },
  });
  await database.db.update(users).set({ photoVersion: 7 }).where(eq(users.id, user.id));
  userRowsChanged(database.db, user.id); // as every writer of `users` in the app does
  const withPhoto = await get(app, '/api/currentuser', user);
  expect(withPhoto.json().currentUserData.userProfilePic).toBe(
    `/api/profile-image/${user.id}/photo.webp?v=7`,
  );

  const posted = await post(app, '/api/currentuser', { userId: 'someone-else' }, user);
  expect(posted.json()).toEqual({ userId: user.id });
  const college = await post(app, '/api/currentusercollege', { userId: user.id }, user);
  expect(college.json()).toEqual({ usercollegeData: { college: 'MIT' } });
});

test('forgotpassword answers the same for known and unknown emails and mails only real accounts', async () => {
  const { app, mail, user } = await setupWithUser();
  const known = await post(
    app,
    '/api/forgotpassword',
    { phoneOrEmail: user.email.toUpperCase() },
    {
      headers: { host: 'evil.example' },
    },
  );
  const unknown = await post(app, '/api/forgotpassword', { phoneOrEmail: 'nobody@gmail.com' });
  expect(known.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(known.statusCode);
  expect(unknown.body).toBe(known.body);
  expect(known.json()).toEqual({ message: messages.forgotSent });
  await expect.poll(() => mail.sent.length).toBe(1);
  expect(mail.sent[0]?.to).toBe(user.email);
  expect(mail.sent[0]?.link).toMatch(/^http:\/\/tuning\.test\/reset-password\?token=[\w-]{43}$/);

  const invalid = await post(app, '/api/forgotpassword', { phoneOrEmail: 'x@yahoo.com' });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().message).toContain(messages.invalidGmail);
});

async function requestReset(testApp: TestApp, email: string): Promise<string> {
  const before = testApp.mail.sent.length;
  const response = await post(testApp.app, '/api/forgotpassword', { phoneOrEmail: email });
  expect(response.statusCode).toBe(200);
  await expect.poll(() => testApp.mail.sent.length).toBe(before + 1);
  return tokenFromLink(testApp.mail.sent.at(-1)?.link);
}

test('a reset changes the password, is single use and revokes every session', async () => {
  const testApp = await setup();
  const { app, database } = testApp;
  const user = await createUser(database.db);
  const secondLogin = await post(app, '/api/login', {
    phoneOrEmail: user.email,
    password: TEST_PASSWORD,
  });
  const token = await requestReset(testApp, user.email);

  const reset = await post(app, '/api/resetpassword', { token, newPassword: 'newpass2@' });
  expect(reset.statusCode).toBe(200);
  expect(reset.json()).toEqual({ message: messages.resetSuccess });

  expect((await get(app, '/api/userauth', user)).statusCode).toBe(401);
  expect((await get(app, '/api/userauth', { cookie: tokenCookie(secondLogin) })).statusCode).toBe(
    401,
  );

  const old = await post(app, '/api/login', { phoneOrEmail: user.email, password: TEST_PASSWORD });
  expect(old.statusCode).toBe(401);
  const fresh = await post(app, '/api/login', { phoneOrEmail: user.email, password: 'newpass2@' });
  expect(fresh.statusCode).toBe(200);

  const reused = await post(app, '/api/resetpassword', { token, newPassword: 'another3#' });
  expect(reused.statusCode).toBe(404);
  expect(reused.json().message).toBe(messages.resetNotFound);
});

test('a newer reset request leaves the older link usable; using any link ends them all', async () => {
  // Each request used to cancel the previous link, so a stranger asking for resets
  // cancelled the one the owner was about to open.
  for (const use of ['first', 'second'] as const) {
    const testApp = await setup();
    const user = await createUser(testApp.database.db);
    const first = await requestReset(testApp, user.email);
    const second = await requestReset(testApp, user.email);
    const third = await requestReset(testApp, user.email);
    const [used, other] = use === 'first' ? [first, second] : [second, first];
    const ok = await post(testApp.app, '/api/resetpassword', {
      token: used,
      newPassword: 'newpass2@',
    });
    expect(ok.statusCode, use).toBe(200);
    for (const token of [other, third, used]) {
      const ended = await post(testApp.app, '/api/resetpassword', {
        token,
        newPassword: 'another3#',
      });
      expect(ended.statusCode, use).toBe(404);
      expect(ended.json().message).toBe(messages.resetNotFound);
    }
    const rows = await testApp.database.db.select().from(passwordResets);
    expect(rows).toEqual([]);
  }
});

test('two links of one user used at once: one wins, the other is refused', async () => {
  const testApp = await setup();
  const user = await createUser(testApp.database.db);
  const first = await requestReset(testApp, user.email);
  const second = await requestReset(testApp, user.email);
  const answers = await Promise.all(
    [first, second].map((token, i) =>
      post(testApp.app, '/api/resetpassword', { token, newPassword: `newpass${i}@` }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
});

test('a new reset request clears only the expired links of its user', async () => {
  const testApp = await setup();
  const { database } = testApp;
  const user = await createUser(database.db);
  const other = await createUser(database.db);
  await requestReset(testApp, user.email);
  const otherToken = await requestReset(testApp, other.email);
  await database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
  const live = await requestReset(testApp, user.email);
  const rows = await database.db.select().from(passwordResets);
  expect(rows.map((row) => row.userId).sort()).toEqual([user.id, other.id].sort());
  // The other user's expired link still answers 401, not 404: it was left alone.
  const expired = await post(testApp.app, '/api/resetpassword', {
    token: otherToken,
    newPassword: 'newpass2@',
  });
  expect(expired.statusCode).toBe(401);
  const ok = await post(testApp.app, '/api/resetpassword', {
    token: live,
    newPassword: 'newpass2@',
  });
  expect(ok.statusCode).toBe(200);
});

test('an expired reset token is refused with 401 and the password stays', async () => {
  const testApp = await setup();
  const { app, database } = testApp;
  const user = await createUser(database.db);
  const token = await requestReset(testApp, user.email);
  await database.db
    .update(passwordResets)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(passwordResets.userId, user.id));
  const response = await post(app, '/api/resetpassword', { token, newPassword: 'newpass2@' });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'TOKEN_EXPIRED', message: messages.resetExpired });
  const login = await post(app, '/api/login', {
    phoneOrEmail: user.email,
    password: TEST_PASSWORD,
  });
  expect(login.statusCode).toBe(200);
});

test('reset refuses a bad format with 400 and an unknown token with 404', async () => {
  const { app } = await setup();
  const weak = await post(app, '/api/resetpassword', {
    token: 'x'.repeat(43),
    newPassword: 'short',
  });
  expect(weak.statusCode).toBe(400);
  expect(weak.json().message).toBe(messages.resetInvalid);
  const missing = await post(app, '/api/resetpassword', { newPassword: 'newpass2@' });
  expect(missing.statusCode).toBe(400);
  // product.md §8: every malformed reset, whatever its fault, has the same answer.
  for (const body of [undefined, {}, { token: 'x'.repeat(43), newPassword: 'newpass2@', a: 1 }]) {
    const malformed = await post(app, '/api/resetpassword', body);
    expect(malformed.statusCode, JSON.stringify(body)).toBe(400);
    expect(malformed.json()).toEqual({ code: 'BAD_REQUEST', message: messages.resetInvalid });
  }
  const unknown = await post(app, '/api/resetpassword', {
    token: 'x'.repeat(43),
    newPassword: 'newpass2@',
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(messages.resetNotFound);
});

test('email confirmation: the emailed token confirms once; resend replaces it', async () => {
  const { app, mail } = await setup();
  const signup = await post(app, '/api/signup', signupBody());
  const cookie = tokenCookie(signup);
  const firstToken = tokenFromLink(mail.sent[0]?.link);

  const resend = await post(app, '/api/resend-confirmation', undefined, { cookie });
  expect(resend.statusCode).toBe(200);
  expect(resend.json()).toEqual({ message: authTexts.confirmationSent });
  const secondToken = tokenFromLink(mail.sent[1]?.link);
  expect((await post(app, '/api/confirm-email', { token: firstToken })).statusCode).toBe(404);

  const confirmed = await post(app, '/api/confirm-email', { token: secondToken });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toEqual({ message: authTexts.emailConfirmed });
  expect((await get(app, '/api/userauth', { cookie })).json().emailConfirmed).toBe(true);
  expect((await post(app, '/api/confirm-email', { token: secondToken })).statusCode).toBe(404);

  const again = await post(app, '/api/resend-confirmation', undefined, { cookie });
  expect(again.json()).toEqual({ message: authTexts.emailAlreadyConfirmed });
  expect(mail.sent).toHaveLength(2);
  expect((await post(app, '/api/resend-confirmation')).statusCode).toBe(401);
});

test('finding 1: strangers cannot lock a student out; a guesser is refused per account and client', async () => {
  // Delays are tested with the throttle itself (auth.throttle.test.ts); here they would only be slow.
  const { app, database } = await setup({ LOGIN_DELAY_MS: '0' });
  const user = await createUser(database.db);
  const attempt = (ip: string, email = user.email) =>
    post(app, '/api/login', { phoneOrEmail: email, password: 'wrong1!' }, { ip });
  // Thirty wrong passwords from thirty addresses: each pair has attempts left, nothing locks.
  for (let i = 0; i < 30; i++) expect((await attempt(`10.1.0.${i}`)).statusCode).toBe(401);
  const owner = () =>
    post(
      app,
      '/api/login',
      { phoneOrEmail: user.email, password: TEST_PASSWORD },
      { ip: '10.9.9.9' },
    );
  expect((await owner()).statusCode).toBe(200);

  // One address guessing one account is refused after its budget, even with the right password.
  for (let i = 0; i < THROTTLES.loginAccount.max; i++) {
    expect((await attempt('10.1.1.1')).statusCode).toBe(401);
  }
  const limited = await attempt('10.1.1.1');
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  const guessedRight = await post(
    app,
    '/api/login',
    { phoneOrEmail: user.email, password: TEST_PASSWORD },
    { ip: '10.1.1.1' },
  );
  expect(guessedRight.statusCode).toBe(429);
  // The owner, from their own device, still gets in.
  expect((await owner()).statusCode).toBe(200);

  for (let i = 0; i < THROTTLES.loginIp.max; i++) {
    expect((await attempt('10.2.0.1', `someone${i}@gmail.com`)).statusCode).toBe(401);
  }
  const ipLimited = await attempt('10.2.0.1', 'someone-else@gmail.com');
  expect(ipLimited.statusCode).toBe(429);
  expect(ipLimited.headers['retry-after']).toBeDefined();
  expect((await attempt('10.2.0.2', 'someone-else@gmail.com')).statusCode).toBe(401);
});

test('finding 1: forgot-password has its own bucket per account and client, and caps emails', async () => {
  const { app, mail, user } = await setupWithUser();
  const forgot = (ip: string) =>
    post(app, '/api/forgotpassword', { phoneOrEmail: user.email }, { ip });
  // A stranger's five requests do not keep the owner from asking.
  for (let i = 0; i < THROTTLES.forgotAccount.max; i++) {
    expect((await forgot('10.4.0.1')).statusCode).toBe(200);
  }
  expect((await forgot('10.4.0.1')).statusCode).toBe(429);
  const before = mail.sent.length;
  expect((await forgot('10.4.9.9')).statusCode).toBe(200);
  expect(mail.sent.length).toBe(before + 1);
  // Past FORGOT_EMAILS_PER_HOUR for the account, the answer is the same but no email goes out.
  for (let i = 0; mail.sent.length < FORGOT_EMAILS_PER_HOUR; i++) {
    expect((await forgot(`10.6.0.${i}`)).statusCode).toBe(200);
  }
  const flooded = await forgot('10.7.0.1');
  expect(flooded.statusCode).toBe(200);
  expect(flooded.json()).toEqual({ message: messages.forgotSent });
  expect(mail.sent.length).toBe(FORGOT_EMAILS_PER_HOUR);
});

test('signup, forgotpassword and resetpassword are throttled', async () => {
  const { app } = await setup();
  for (let i = 0; i < THROTTLES.signupIp.max; i++) {
    await post(app, '/api/signup', signupBody({ password: 'weak' }), { ip: '10.3.0.1' });
  }
  const signup = await post(app, '/api/signup', signupBody(), { ip: '10.3.0.1' });
  expect(signup.statusCode).toBe(429);
  expect(signup.headers['retry-after']).toBeDefined();

  const forgot = (phoneOrEmail: string) =>
    post(app, '/api/forgotpassword', { phoneOrEmail }, { ip: '10.4.0.1' });
  for (let i = 0; i < THROTTLES.forgotAccount.max; i++) {
    expect((await forgot('target@gmail.com')).statusCode).toBe(200);
  }
  expect((await forgot('Target@gmail.com')).statusCode).toBe(429);

  const token = 'y'.repeat(43);
  const resetFrom = (ip: string) =>
    post(app, '/api/resetpassword', { token, newPassword: 'newpass2@' }, { ip });
  for (let i = 0; i < THROTTLES.resetAccount.max; i++) {
    expect((await resetFrom(`10.5.0.${i}`)).statusCode).toBe(404);
  }
  const reset = await resetFrom('10.5.1.1');
  expect(reset.statusCode).toBe(429);
  expect(reset.json().message).toBe(messages.resetTooMany);
  expect(Number(reset.headers['retry-after'])).toBeGreaterThan(0);
});

/** The auth routes that read a JSON body, for the malformed and fuzzed bodies below. */
const JSON_ROUTES = [
  '/api/signup',
  '/api/signup/userdetails',
  '/api/login',
  '/api/currentuser',
  '/api/currentusercollege',
  '/api/forgotpassword',
  '/api/resetpassword',
  '/api/confirm-email',
];

test('malformed bodies get 400, never 5xx; text/plain gets 415; cross-site gets 403', async () => {
  const { app, user } = await setupWithUser();
  const bodies: unknown[] = [
    [],
    [1, 2],
    { phoneOrEmail: 5, password: null },
    { phoneOrEmail: ['a@gmail.com'], token: { $ne: null } },
    { phoneOrEmail: `${'a'.repeat(10_000)}@gmail.com`, password: 'x'.repeat(10_000) },
    { userId: 123, dateOfBirth: 20040506, pronouns: null, newPassword: 1 },
    { __proto__: { admin: true }, constructor: 1 },
  ];
  let ip = 0;
  for (const url of JSON_ROUTES) {
    for (const body of bodies) {
      const response = await post(app, url, body, { cookie: user.cookie, ip: `10.6.${ip++}.1` });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    // Sent as written, under the type named.
    const raw = (contentType: string, body: string) =>
      call(app, 'POST', url, {
        cookie: user.cookie,
        headers: { 'content-type': contentType },
        body,
      });
    expect((await raw('application/json', '{"phoneOrEmail":')).statusCode, url).toBe(400);
    expect((await raw('text/plain', 'phoneOrEmail=a@gmail.com')).statusCode, url).toBe(415);
    const crossSite = await post(
      app,
      url,
      {},
      { cookie: user.cookie, headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.statusCode, url).toBe(403);
  }
});

test('finding 9: an Origin equal to the Host header is not trusted; PUBLIC_URL is', async () => {
  const { app, user } = await setupWithUser();
  // A DNS-rebinding page at evil.example:80 sends Origin and Host naming the same host.
  const rebound = await post(
    app,
    '/api/logout',
    {},
    { cookie: user.cookie, headers: { origin: 'http://evil.example', host: 'evil.example' } },
  );
  expect(rebound.statusCode).toBe(403);
  const own = await post(
    app,
    '/api/logout',
    {},
    { cookie: user.cookie, headers: { origin: 'http://tuning.test' } },
  );
  expect(own.statusCode).toBeLessThan(400);
});

test('fuzzed JSON bodies never produce a 5xx', async () => {
  const { app, user } = await setupWithUser();
  const field = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.record(
      {
        phoneOrEmail: fc.oneof(field, fc.emailAddress()),
        password: field,
        fullName: field,
        userName: field,
        dateOfBirth: field,
        pronouns: field,
        userId: field,
        token: field,
        newPassword: field,
      },
      { requiredKeys: [] },
    ),
  );
  let n = 0;
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...JSON_ROUTES), body, async (url, payload) => {
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.7.${n % 250}.${Math.floor(n++ / 250)}`,
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
});

test('NUL characters (which PostgreSQL text cannot hold) are a 400, not a 500', async () => {
  const { app, user } = await setupWithUser();
  const cases: [string, Record<string, unknown>][] = [
    ['/api/login', { phoneOrEmail: 'kai\u0000@gmail.com', password: 'abc123!' }],
    ['/api/signup', signupBody({ fullName: 'Kai\u0000Zetsu' })],
    ['/api/forgotpassword', { phoneOrEmail: 'kai\u0000@gmail.com' }],
    ['/api/resetpassword', { token: 'abc\u0000', newPassword: 'abc123!' }],
    ['/api/confirm-email', { token: 'abc\u0000' }],
    ['/api/signup/userdetails', { dateOfBirth: '2004-01-01', pronouns: 'Other', userId: '\u0000' }],
  ];
  for (const [url, body] of cases) {
    const response = await post(app, url, body, user);
    expect(response.statusCode, url).toBe(400);
  }
});
