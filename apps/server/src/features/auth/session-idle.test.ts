import { expect, test } from 'vitest';
import { createAppEvents } from '../../lib/events.ts';
import { createUser, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { appPerTest } from '../../../test/test-app.ts';
import { createSessionService } from './session.service.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

const HOUR = 60 * 60 * 1000;

test('finding 11: a session unused for the idle timeout ends; one in use stays', async () => {
  const t = await open();
  const user = await createUser(t.database.db);
  let clock = Date.now();
  const sessions = createSessionService({
    db: t.database.db,
    events: createAppEvents(),
    now: () => new Date(clock),
    idleMs: 24 * HOUR,
  });
  const idle = await sessions.create(user.id);
  const used = await sessions.create(user.id);
  clock += 20 * HOUR;
  expect(await sessions.resolve(used.token)).not.toBeNull();
  clock += 20 * HOUR; // 40 h after sign-in: `idle` was last used 40 h ago, `used` 20 h ago.
  expect(await sessions.resolve(idle.token)).toBeNull();
  expect(await sessions.resolve(used.token)).not.toBeNull();
});

test('finding 11: over https the session cookie is __Host-token: Secure, path /, no Domain', async () => {
  const t = await open({ env: { PUBLIC_URL: 'https://tuning.test' } });
  const user = await createUser(t.database.db);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json', origin: 'https://tuning.test' },
    payload: { phoneOrEmail: user.email, password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((entry) => entry.name === '__Host-token');
  expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
  expect(cookie!.domain).toBeUndefined();
  expect(login.cookies.some((entry) => entry.name === 'token')).toBe(false);
  const me = (name: string) =>
    call(t.app, 'GET', '/api/currentuser', { cookie: `${name}=${cookie!.value}` });
  expect((await me('__Host-token')).statusCode).toBe(200);
  // The http name means nothing over https.
  expect((await me('token')).statusCode).toBe(401);
});

test('lookups made together are answered each with its own session, the ended ones with null', async () => {
  const t = await open();
  const [ann, ben] = [await createUser(t.database.db), await createUser(t.database.db)];
  const sessions = createSessionService({ db: t.database.db, events: createAppEvents() });
  const [annNow, benNow] = [await sessions.create(ann.id), await sessions.create(ben.id)];
  const found = await Promise.all(
    [benNow.token, 'no-such-session', annNow.token, 'not-a-token', benNow.token].map((token) =>
      sessions.resolve(token),
    ),
  );
  expect(found.map((session) => session?.userId ?? null)).toEqual([
    ben.id,
    null,
    ann.id,
    null,
    ben.id,
  ]);
});
