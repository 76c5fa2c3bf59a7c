import cookie from '@fastify/cookie';
import { eq, sql, type SQL } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect, test } from 'vitest';
import { follows, users } from '../../db/schema.ts';
import { registerErrorHandler } from '../../lib/error-handler.ts';
import { registerAuthentication } from '../auth/authenticate.ts';
import type { SessionService } from '../auth/session.service.ts';
import { createUser } from '../../../test/fixtures.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { followsRoutes } from './follows.routes.ts';
import type { FollowsService } from './follows.service.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

async function counts(testApp: TestApp, id: string) {
  const [row] = await testApp.database.db
    .select({ followers: users.followersCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

test('follow and unfollow are idempotent and move both counts once', async () => {
  const testApp = await open();
  const { app, database } = testApp;
  const a = await createUser(database.db);
  const b = await createUser(database.db);
  const follow = (action: string) =>
    call(app, 'POST', '/api/follow', {
      as: b,
      body: { targetUserName: a.userName.toUpperCase(), action },
    });

  expect((await follow('follow')).json()).toEqual({ isFollowing: true, followers: 1 });
  expect((await follow('follow')).json()).toEqual({ isFollowing: true, followers: 1 });
  expect(await counts(testApp, a.id)).toEqual({ followers: 1, following: 0 });
  expect(await counts(testApp, b.id)).toEqual({ followers: 0, following: 1 });

  const stats = await call(app, 'GET', `/api/userfollowstats/${a.userName}`, { as: b });
  expect(stats.json()).toEqual({ isFollowing: true, followers: 1 });
  const stat = await call(app, 'GET', `/api/userfollowstat/${b.userName}`, { as: a });
  expect(stat.json()).toEqual({ isFollowing: false, followers: 0 });

  const own = await call(app, 'GET', '/api/followerfollowinglistprofile', { as: a });
  expect(own.json()).toEqual({
    usersFromFollowersList: [
      {
        cuid: b.id,
        userName: b.userName,
        fullName: b.fullName,
        userProfilePic: '',
        isFollowing: false,
        followers: 0,
      },
    ],
    usersFromFollowingList: [],
  });
  const ofB = await call(app, 'GET', `/api/followerfollowinglist?userName=${b.userName}`, {
    as: a,
  });
  expect(ofB.json().usersFromFollowingList).toMatchObject([
    { cuid: a.id, isFollowing: false, followers: 1 },
  ]);
  const ofBSeenByB = await call(app, 'GET', `/api/followerfollowinglist?userName=${b.userName}`, {
    as: b,
  });
  expect(ofBSeenByB.json().usersFromFollowingList).toMatchObject([
    { cuid: a.id, isFollowing: true, followers: 1 },
  ]);

  expect((await follow('unfollow')).json()).toEqual({ isFollowing: false, followers: 0 });
  expect((await follow('unfollow')).json()).toEqual({ isFollowing: false, followers: 0 });
  expect(await counts(testApp, a.id)).toEqual({ followers: 0, following: 0 });
  expect(await counts(testApp, b.id)).toEqual({ followers: 0, following: 0 });
});

test('no self-follow, unknown users 404, bad actions and extra fields 400', async () => {
  const { app, database } = await open();
  const a = await createUser(database.db);
  const post = (payload: Record<string, unknown>) =>
    call(app, 'POST', '/api/follow', { as: a, body: payload });
  expect((await post({ targetUserName: a.userName, action: 'follow' })).statusCode).toBe(400);
  expect((await post({ targetUserName: 'ghost_user', action: 'follow' })).statusCode).toBe(404);
  expect((await post({ targetUserName: a.userName, action: 'block' })).statusCode).toBe(400);
  expect(
    (await post({ targetUserName: a.userName, action: 'follow', followerId: 'x' })).statusCode,
  ).toBe(400);
  expect((await post({ targetUserName: 'a\u0000b', action: 'follow' })).statusCode).toBe(400);
  const nul = await call(app, 'GET', '/api/userfollowstats/a%00b', { as: a });
  expect(nul.statusCode).toBe(400);
  const anonymous = await call(app, 'POST', '/api/follow', {
    body: { targetUserName: a.userName, action: 'follow' },
  });
  expect(anonymous.statusCode).toBe(401);
});

test('a malformed parameter or body is the JSON 400 it always was, after the session check', async () => {
  const { app, database } = await open();
  const a = await createUser(database.db);
  const asA = (method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    call(app, method, url, { as: a, body });
  const badRequest = (message: string) => ({ code: 'BAD_REQUEST', message });

  // A URL parameter is told without its name: it is a single value.
  const long = await asA('GET', `/api/userfollowstats/${'x'.repeat(61)}`);
  expect(long.statusCode).toBe(400);
  expect(long.json()).toEqual(badRequest('Too big: expected string to have <=60 characters'));
  const blank = await asA('GET', '/api/userfollowstat/%20');
  expect(blank.json()).toEqual(badRequest('Too small: expected string to have >=1 characters'));
  expect((await asA('GET', '/api/userfollowstats/a%00b')).json()).toEqual(
    badRequest('Invalid character'),
  );

  // A body field is named; no body is checked as `{}`.
  expect(
    (await asA('POST', '/api/follow', { targetUserName: 'x', action: 'like' })).json(),
  ).toEqual(badRequest('action: Invalid option: expected one of "follow"|"unfollow"'));
  expect((await asA('POST', '/api/follow')).json()).toEqual(
    badRequest('targetUserName: Invalid input: expected string, received undefined'),
  );
  expect(
    (await asA('POST', '/api/follow', { targetUserName: 'x', action: 'follow', by: 'y' })).json(),
  ).toEqual(badRequest('Unknown field: by'));

  // Signed out, the answer is 401 whatever the input.
  const anonymous = await call(app, 'GET', `/api/userfollowstats/${'x'.repeat(61)}`);
  expect(anonymous.statusCode).toBe(401);
});

/** The follows routes alone, built like the app (same compilers and error handler), on a stub. */
async function followsApp(stub: Partial<FollowsService>) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(cookie);
  const sessions = { resolve: async () => ({ userId: 'u1', sessionHash: 'h' }) };
  registerAuthentication(app, sessions as unknown as SessionService, 'token');
  await app.register(followsRoutes, { prefix: '/api', follows: stub as FollowsService });
  return app;
}

test('answers are checked against their schema: an unlisted field or a wrong type is a 500', async () => {
  const answers: unknown[] = [];
  const app = await followsApp({ status: async () => answers.shift() as never });
  try {
    const ask = () =>
      app.inject({
        method: 'GET',
        url: '/api/userfollowstats/ada',
        headers: { cookie: 'token=t' },
      });

    answers.push({ isFollowing: true, followers: 2 });
    const good = await ask();
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('{"isFollowing":true,"followers":2}');

    for (const wrong of [
      { isFollowing: true, followers: 2, email: 'ada.secret@gmail.com' },
      { isFollowing: 'yes', followers: 2 },
      { isFollowing: true },
      { isFollowing: true, followers: 2.5 },
    ]) {
      answers.push(wrong);
      const response = await ask();
      expect(response.statusCode, JSON.stringify(wrong)).toBe(500);
      expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
      expect(response.body).not.toContain('secret');
    }
  } finally {
    await app.close();
  }
});

test('50 concurrent follow/unfollow calls on one pair leave the counts equal to the rows', async () => {
  const testApp = await open();
  const { app, database } = testApp;
  const a = await createUser(database.db);
  const b = await createUser(database.db);
  const c = await createUser(database.db);
  const calls = Array.from({ length: 50 }, (_, i) =>
    call(app, 'POST', '/api/follow', {
      cookie: i % 3 === 0 ? c.cookie : b.cookie,
      body: { targetUserName: a.userName, action: i % 2 === 0 ? 'follow' : 'unfollow' },
    }),
  );
  const responses = await Promise.all(calls);
  expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

  const rowCount = async (where: SQL) => {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(where);
    return row?.n;
  };
  const aFollowers = await rowCount(eq(follows.followeeId, a.id));
  expect((await counts(testApp, a.id))?.followers).toBe(aFollowers);
  expect((await counts(testApp, b.id))?.following).toBe(
    await rowCount(eq(follows.followerId, b.id)),
  );
  expect((await counts(testApp, c.id))?.following).toBe(
    await rowCount(eq(follows.followerId, c.id)),
  );
});
