import { emailKeyOf } from '@tuning/shared/validation';
import { authTexts } from '@tuning/shared/auth';
import { messages } from '@tuning/shared/messages';
import { safetyTexts } from '@tuning/shared/safety';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { SUSPENDED_FOR_GOOD, sessions, users } from '../../db/schema.ts';
import { LIMITS } from '../../lib/limits.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { userRowsChanged } from '../users/user-cache.ts';
import { createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

const setup = appPerTest();

const login = (app: TestApp, email: string, password = TEST_PASSWORD) =>
  call(app.app, 'POST', '/api/login', { body: { phoneOrEmail: email, password } });

const signup = (app: TestApp, email: string, userName: string) =>
  call(app.app, 'POST', '/api/signup', {
    body: { phoneOrEmail: email, fullName: 'Gmail Student', userName, password: TEST_PASSWORD },
  });

test('Gmail spellings of one mailbox are one account: signup refuses the second', async () => {
  const app = await setup();
  expect((await signup(app, 'Ada.Lovelace+tuning@gmail.com', 'ada_one')).statusCode).toBe(201);
  for (const [email, userName] of [
    ['adalovelace@gmail.com', 'ada_two'],
    ['a.d.a.lovelace@gmail.com', 'ada_three'],
    ['ADALOVELACE+other@gmail.com', 'ada_four'],
  ] as const) {
    const refused = await signup(app, email, userName);
    expect(refused.statusCode, email).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: authTexts.emailTaken });
  }
  const rows = await app.database.db.select({ key: users.emailKey }).from(users);
  expect(rows).toEqual([{ key: 'adalovelace@gmail.com' }]);
  // Another mailbox is another account.
  expect((await signup(app, 'ada.lovelace2@gmail.com', 'ada_five')).statusCode).toBe(201);
});

test('login and forgot-password find the account by its exact address or any spelling of it', async () => {
  const app = await setup();
  const user = await createUser(app.database.db, { email: 'grace.hopper@gmail.com' });
  for (const email of [
    'grace.hopper@gmail.com',
    'gracehopper@gmail.com',
    'Grace.Hopper+navy@gmail.com',
    'gracehopper@googlemail.com',
  ]) {
    const response = await login(app, email);
    expect(response.statusCode, email).toBe(200);
    expect(response.json()).toEqual({ userId: user.id, userEmail: 'grace.hopper@gmail.com' });
  }
  const wrong = await login(app, 'gracehopper@gmail.com', 'wrong1!');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().message).toBe(messages.loginFailed);

  const forgot = await call(app.app, 'POST', '/api/forgotpassword', {
    body: { phoneOrEmail: 'g.r.a.c.e.hopper+reset@gmail.com' },
  });
  expect(forgot.statusCode).toBe(200);
  expect(app.mail.sent.map((mail) => mail.to)).toEqual(['grace.hopper@gmail.com']);
});

test('spellings of one mailbox, googlemail.com and Unicode look-alikes share one login and reset budget', async () => {
  const app = await setup({ env: { LOGIN_DELAY_MS: '0' } });
  await createUser(app.database.db, { email: 'kate.kim@gmail.com' });
  // Dots, +tags, letter case, googlemail.com, a Kelvin sign and full-width letters.
  const spellings = [
    'kate.kim@gmail.com',
    'katekim@gmail.com',
    'k.a.t.e.kim@gmail.com',
    'KateKim+a@gmail.com',
    'katekim@googlemail.com',
    '\u212Aate.kim@gmail.com',
    'kate.\u212Aim@gmail.com',
    '\uFF4Bate.kim@gmail.com',
    'kate.kim+b@GoogleMail.com',
    'Kate.Kim+c@gmail.com',
    'kate.kim+d@gmail.com',
  ];
  const { max } = LIMITS.login.perAccountAndClient;
  expect(spellings.length).toBe(max + 1);
  const statuses: number[] = [];
  for (const email of spellings) statuses.push((await login(app, email, 'wrong1!')).statusCode);
  expect(statuses.slice(0, max).filter((status) => status === 429)).toEqual([]);
  expect(statuses[max]).toBe(429);

  const forgot = LIMITS.forgotPassword.perAccountAndClient.max;
  const resets: number[] = [];
  for (const email of spellings.slice(0, forgot + 1)) {
    resets.push(
      (await call(app.app, 'POST', '/api/forgotpassword', { body: { phoneOrEmail: email } }))
        .statusCode,
    );
  }
  expect(resets.slice(0, forgot).filter((status) => status === 429)).toEqual([]);
  expect(resets[forgot]).toBe(429);
  expect(app.mail.sent.length).toBeLessThanOrEqual(forgot);
});

test("the owner's reset email goes out while strangers exhaust the account's reset emails", async () => {
  const app = await setup({ env: { LOGIN_DELAY_MS: '0' } });
  await createUser(app.database.db, { email: 'ida.owner@gmail.com' });
  const from = (ip: string, url: string, payload: Record<string, unknown>) =>
    app.app.inject({ method: 'POST', url, remoteAddress: ip, payload });
  // The owner signs in from their own client once.
  const owner = '192.0.2.9';
  expect(
    (
      await from(owner, '/api/login', {
        phoneOrEmail: 'ida.owner@gmail.com',
        password: TEST_PASSWORD,
      })
    ).statusCode,
  ).toBe(200);

  // Strangers from other clients, in several spellings, use up the account's emails.
  const perClient = LIMITS.forgotPassword.perAccountAndClient.max;
  const cap = LIMITS.forgotPassword.emailsPerAccount.max;
  const spellings = ['ida.owner@gmail.com', 'idaowner@gmail.com', 'I.D.A.owner+x@gmail.com'];
  let asked = 0;
  for (let client = 1; asked < cap + perClient; client++) {
    for (let i = 0; i < perClient; i++, asked++) {
      const response = await from(`198.51.100.${client}`, '/api/forgotpassword', {
        phoneOrEmail: spellings[i % spellings.length],
      });
      expect(response.statusCode).toBe(200);
    }
  }
  expect(app.mail.sent).toHaveLength(cap);

  // The owner's own request still gets its email.
  const mine = await from(owner, '/api/forgotpassword', { phoneOrEmail: 'ida.owner@gmail.com' });
  expect(mine.statusCode).toBe(200);
  expect(app.mail.sent).toHaveLength(cap + 1);
  expect(app.mail.sent.at(-1)?.to).toBe('ida.owner@gmail.com');
});

test('twins made before keys existed each keep their own account, reached by the exact address', async () => {
  const app = await setup();
  const db = app.database.db;
  // Migration 0003 gives the younger twin a key of its own.
  const older = await createUser(db, { email: 'twin.one@gmail.com' });
  const younger = await createUser(db, {
    email: 'twinone@gmail.com',
    emailKey: `twinone@gmail.com#${'0'.repeat(8)}`,
  });
  expect((await login(app, 'twin.one@gmail.com')).json().userId).toBe(older.id);
  expect((await login(app, 'twinone@gmail.com')).json().userId).toBe(younger.id);
  // Any other spelling reaches the one holding the key.
  expect((await login(app, 'twin.one+x@gmail.com')).json().userId).toBe(older.id);
});

test("emailKeyOf and migration 0003's SQL fold addresses the same way", async () => {
  const app = await setup();
  const migration = fs.readFileSync(path.join(MIGRATIONS_FOLDER, '0003_safety.sql'), 'utf8');
  const expression = /SELECT "id",\s+(CASE WHEN[\s\S]+?END) AS "key"/.exec(migration)?.[1];
  expect(expression).toBeDefined();
  const emails = [
    'a.b+x@gmail.com',
    'A.B@GoogleMail.com',
    'ab@gmail.com',
    'a.b@example.com',
    'x+y@outlook.com',
    'plain@gmail.co',
  ];
  for (const email of emails) {
    const result = (await app.database.db.execute(
      sql.raw(`select ${expression!.replaceAll('"email"', `'${email}'`)} as key`),
    )) as unknown as { rows: { key: string }[] };
    expect(result.rows[0]?.key, email).toBe(emailKeyOf(email));
  }
});

test('a suspended account is refused at login, after the password, with when it ends', async () => {
  const app = await setup();
  const db = app.database.db;
  const until = new Date('2031-05-04T10:30:00Z');
  const user = await createUser(db, { suspendedUntil: until, suspensionReason: 'spam' });
  const forGood = await createUser(db, { suspendedUntil: SUSPENDED_FOR_GOOD });

  const refused = await login(app, user.email);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: safetyTexts.suspended(until) });
  expect(refused.json().message).toBe('Your account is suspended until May 4, 2031, 10:30 AM UTC.');
  expect(refused.cookies).toEqual([]);
  expect((await login(app, forGood.email)).json().message).toBe(safetyTexts.suspended(null));

  // Without the password nothing tells a suspended account from any other (ADR 0002).
  const guess = await login(app, user.email, 'wrong1!');
  expect(guess.statusCode).toBe(401);
  expect(guess.json().message).toBe(messages.loginFailed);

  // Its sessions do not work either, even one that a login racing the suspension made.
  expect((await call(app.app, 'GET', '/api/currentuser', { as: user })).statusCode).toBe(401);

  // When the suspension ends, login works again.
  await db
    .update(users)
    .set({ suspendedUntil: new Date(Date.now() - 1000) })
    .where(eq(users.id, user.id));
  userRowsChanged(db, user.id);
  const back = await login(app, user.email);
  expect(back.statusCode).toBe(200);
  expect((await call(app.app, 'GET', '/api/currentuser', { as: user })).statusCode).toBe(200);
});

test('a session found in the database is refused while its user is suspended', async () => {
  const app = await setup();
  const db = app.database.db;
  const user = await createUser(db);
  await db
    .update(users)
    .set({ suspendedUntil: new Date(Date.now() + 3_600_000) })
    .where(eq(users.id, user.id));
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const response = await call(app.app, 'GET', '/api/userauth', { cookie: `token=${token}` });
  expect(response.statusCode).toBe(401);
});

test('a suspended student still exports their data and deletes the account with their password', async () => {
  const app = await setup({ env: { LOGIN_DELAY_MS: '0' } });
  const db = app.database.db;
  const user = await createUser(db, {
    email: 'sus.pended@gmail.com',
    suspendedUntil: SUSPENDED_FOR_GOOD,
    suspensionReason: 'spam',
  });
  expect((await login(app, user.email)).statusCode).toBe(403);
  const credentials = (email: string, password = TEST_PASSWORD) => ({
    body: { phoneOrEmail: email, password },
  });

  // Any spelling of the mailbox, as at login.
  const exported = await call(
    app.app,
    'POST',
    '/api/account/export',
    credentials('suspended+x@gmail.com'),
  );
  expect(exported.statusCode).toBe(200);
  expect(exported.headers['content-disposition']).toContain(`tuning-${user.userName}-`);
  expect(exported.json()).toMatchObject({
    format: 'tuning-account-export',
    account: { userId: user.id, userName: user.userName, suspensionReason: 'spam' },
  });

  // Without the password, nothing tells an account from none (ADR 0002), and nothing goes.
  for (const [email, password] of [
    [user.email, 'wrong1!'],
    ['nobody.here@gmail.com', TEST_PASSWORD],
  ] as const) {
    for (const path of ['/api/account/export', '/api/account/delete']) {
      const refused = await call(app.app, 'POST', path, credentials(email, password));
      expect(refused.statusCode, `${path} ${email}`).toBe(401);
      expect(refused.json()).toEqual({ code: 'UNAUTHORIZED', message: messages.loginFailed });
    }
  }

  const deleted = await call(app.app, 'POST', '/api/account/delete', credentials(user.email));
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: safetyTexts.accountDeleted });
  expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  expect((await login(app, user.email)).statusCode).toBe(401);
});

test('guesses through the signed-out export and deletion use the login budget', async () => {
  const app = await setup({ env: { LOGIN_DELAY_MS: '0' } });
  const user = await createUser(app.database.db, { suspendedUntil: SUSPENDED_FOR_GOOD });
  const max = LIMITS.login.perAccountAndClient.max;
  for (let i = 0; i < max; i++) {
    const path = i % 2 === 0 ? '/api/account/export' : '/api/account/delete';
    const guess = await call(app.app, 'POST', path, {
      body: { phoneOrEmail: user.email, password: `wrong${i}!` },
    });
    expect(guess.statusCode).toBe(401);
  }
  // The right password now waits, here and at login.
  for (const path of ['/api/account/export', '/api/login']) {
    const held = await call(app.app, 'POST', path, {
      body: { phoneOrEmail: user.email, password: TEST_PASSWORD },
    });
    expect(held.statusCode, path).toBe(429);
  }
});
