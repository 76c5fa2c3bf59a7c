import { count, eq, sql } from 'drizzle-orm';
import { safetyTexts } from '@tuning/shared/safety';
import { expect, test } from 'vitest';
import { blocks, follows, users } from '../../db/schema.ts';
import type { AppEventMap } from '../../lib/events.ts';
import { createAppEvents } from '../../lib/events.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

const openApp = appPerTest();

async function setup() {
  const events = createAppEvents();
  const changed: AppEventMap['blocksChanged'][0][] = [];
  events.on('blocksChanged', (event) => changed.push(event));
  return { ...(await openApp({ events })), changed };
}

async function counts(app: TestApp, user: TestUser) {
  const [row] = await app.database.db
    .select({ followers: users.followersCount, following: users.followingCount })
    .from(users)
    .where(eq(users.id, user.id));
  return row;
}

const follow = (app: TestApp, who: TestUser, target: TestUser, action = 'follow') =>
  call(app.app, 'POST', '/api/follow', {
    as: who,
    body: { targetUserName: target.userName, action },
  });

test('a block ends follows both ways with their counts, and refuses new ones either way', async () => {
  const app = await setup();
  const db = app.database.db;
  const [ana, ben, cy] = [await createUser(db), await createUser(db), await createUser(db)];
  await follow(app, ana, ben);
  await follow(app, ben, ana);
  await follow(app, cy, ana);
  expect(await counts(app, ana)).toEqual({ followers: 2, following: 1 });

  const blocked = await call(app.app, 'POST', '/api/blocks', {
    as: ana,
    body: { userName: ben.userName.toUpperCase() },
  });
  expect(blocked.statusCode).toBe(200);
  expect(blocked.json()).toEqual({
    message: safetyTexts.blocked(ben.userName),
    block: {
      userId: ben.id,
      userName: ben.userName,
      fullName: ben.fullName,
      profilePic: '',
      kind: 'block',
      createdAt: expect.any(String),
    },
  });
  expect(app.changed).toEqual([{ blockerId: ana.id, blockedId: ben.id }]);
  expect(await counts(app, ana)).toEqual({ followers: 1, following: 0 });
  expect(await counts(app, ben)).toEqual({ followers: 0, following: 0 });
  const left = await db.select().from(follows);
  expect(left).toEqual([expect.objectContaining({ followerId: cy.id, followeeId: ana.id })]);

  for (const [who, target] of [
    [ben, ana],
    [ana, ben],
  ] as const) {
    const refused = await follow(app, who, target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message: safetyTexts.cannotFollowBlocked,
    });
  }
  // Unfollowing stays possible (and changes nothing).
  expect((await follow(app, ben, ana, 'unfollow')).json()).toEqual({
    isFollowing: false,
    followers: 1,
  });
  expect((await db.select({ n: count() }).from(follows))[0]!.n).toBe(1);

  // Lifted: following works again.
  const lifted = await call(app.app, 'DELETE', `/api/blocks/${ben.userName}`, { as: ana });
  expect(lifted.json()).toEqual({ message: safetyTexts.unblocked(ben.userName) });
  expect(app.changed).toHaveLength(2);
  expect((await follow(app, ben, ana)).json()).toEqual({ isFollowing: true, followers: 2 });
});

test('someone blocked sees only the name and @username of the blocker, no counts or lists', async () => {
  const app = await setup();
  const db = app.database.db;
  const owner = await createUser(db, {
    bio: 'secret bio',
    collegeName: 'Harborview University',
    collegeYear: '2nd year',
    location: 'Lisbon',
    externalLink: 'https://example.com/me',
    photoVersion: 7,
  });
  const viewer = await createUser(db);
  const friend = await createUser(db);
  await follow(app, friend, owner);
  await follow(app, owner, friend);

  const before = await call(app.app, 'GET', `/api/otheruserprofile?userName=${owner.userName}`, {
    as: viewer,
  });
  expect(before.json().otherUserData).toMatchObject({ bio: 'secret bio', followers: 1 });
  expect(before.json()).not.toHaveProperty('blockedYou');

  await call(app.app, 'POST', '/api/blocks', { as: owner, body: { userName: viewer.userName } });
  const profile = await call(app.app, 'GET', `/api/otheruserprofile?userName=${owner.userName}`, {
    as: viewer,
  });
  expect(profile.json()).toEqual({
    otherUserData: {
      userProfilePic: '',
      fullName: owner.fullName,
      userName: owner.userName,
      bio: '',
      collegeYear: '',
      collegeName: '',
      location: '',
      externalLink: '',
      followers: 0,
      following: 0,
    },
    isFollowing: false,
    blockedYou: true,
  });
  const lists = await call(
    app.app,
    'GET',
    `/api/followerfollowinglist?userName=${owner.userName}`,
    {
      as: viewer,
    },
  );
  expect(lists.json()).toEqual({ usersFromFollowersList: [], usersFromFollowingList: [] });
  const stats = await call(app.app, 'GET', `/api/userfollowstats/${owner.userName}`, {
    as: viewer,
  });
  expect(stats.json()).toEqual({ isFollowing: false, followers: 0 });

  // The blocker still sees the other's profile, and that they block them.
  const own = await call(app.app, 'GET', `/api/otheruserprofile?userName=${viewer.userName}`, {
    as: owner,
  });
  expect(own.json()).toMatchObject({ youBlocked: 'block' });
  expect(own.json()).not.toHaveProperty('blockedYou');
  // Others see everything.
  const third = await call(app.app, 'GET', `/api/otheruserprofile?userName=${owner.userName}`, {
    as: friend,
  });
  expect(third.json().otherUserData).toMatchObject({ bio: 'secret bio', followers: 1 });
});

test('a mute only hides: follows and profiles stay; blocking someone muted turns it into a block', async () => {
  const app = await setup();
  const db = app.database.db;
  const [ana, ben] = [await createUser(db), await createUser(db)];
  await follow(app, ana, ben);
  await follow(app, ben, ana);

  const muted = await call(app.app, 'POST', '/api/blocks', {
    as: ana,
    body: { userName: ben.userName, kind: 'mute' },
  });
  expect(muted.json()).toMatchObject({
    message: safetyTexts.muted(ben.userName),
    block: { kind: 'mute' },
  });
  expect(await counts(app, ana)).toEqual({ followers: 1, following: 1 });
  expect((await follow(app, ben, ana)).statusCode).toBe(200);
  const profile = await call(app.app, 'GET', `/api/otheruserprofile?userName=${ana.userName}`, {
    as: ben,
  });
  expect(profile.json()).not.toHaveProperty('blockedYou');
  expect(
    (
      await call(app.app, 'GET', `/api/otheruserprofile?userName=${ben.userName}`, { as: ana })
    ).json(),
  ).toMatchObject({ youBlocked: 'mute' });

  await call(app.app, 'POST', '/api/blocks', { as: ana, body: { userName: ben.userName } });
  const rows = await db.select().from(blocks);
  expect(rows).toEqual([expect.objectContaining({ blockerId: ana.id, kind: 'block' })]);
  expect(await counts(app, ana)).toEqual({ followers: 0, following: 0 });
  expect(app.changed).toHaveLength(2);
});

test('the list is newest first; unknown people are 404, oneself is 400, bodies are checked', async () => {
  const app = await setup();
  const db = app.database.db;
  const [ana, ben, cy] = [await createUser(db), await createUser(db), await createUser(db)];
  await call(app.app, 'POST', '/api/blocks', { as: ana, body: { userName: ben.userName } });
  await db.execute(sql`update ${blocks} set created_at = now() - interval '1 minute'`);
  await call(app.app, 'POST', '/api/blocks', {
    as: ana,
    body: { userName: cy.userName, kind: 'mute' },
  });
  const list = await call(app.app, 'GET', '/api/blocks', { as: ana });
  expect(
    list.json().blocks.map((b: { userName: string; kind: string }) => [b.userName, b.kind]),
  ).toEqual([
    [cy.userName, 'mute'],
    [ben.userName, 'block'],
  ]);
  expect((await call(app.app, 'GET', '/api/blocks', { as: ben })).json()).toEqual({ blocks: [] });

  const cases: [string, 'POST' | 'DELETE', unknown, number, string | undefined][] = [
    ['/api/blocks', 'POST', { userName: 'nobody_here' }, 404, 'User not found'],
    ['/api/blocks/nobody_here', 'DELETE', undefined, 404, 'User not found'],
    ['/api/blocks', 'POST', { userName: ana.userName }, 400, safetyTexts.cannotBlockYourself],
    [`/api/blocks/${ana.userName}`, 'DELETE', undefined, 400, safetyTexts.cannotBlockYourself],
    ['/api/blocks', 'POST', { userName: ben.userName, kind: 'ban' }, 400, undefined],
    ['/api/blocks', 'POST', { userName: ben.userName, extra: 1 }, 400, 'Unknown field: extra'],
    ['/api/blocks', 'POST', { userName: 'a\u0000b' }, 400, undefined],
    ['/api/blocks', 'POST', {}, 400, undefined],
  ];
  for (const [url, method, body, status, message] of cases) {
    const response = await call(app.app, method, url, { as: ana, body });
    expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
    if (message) expect(response.json().message).toBe(message);
  }
  // Lifting a block that is not there answers the same and announces nothing.
  const before = app.changed.length;
  const none = await call(app.app, 'DELETE', `/api/blocks/${ben.userName}`, { as: cy });
  expect(none.json()).toEqual({ message: safetyTexts.unblocked(ben.userName) });
  expect(app.changed).toHaveLength(before);

  for (const [method, url] of [
    ['GET', '/api/blocks'],
    ['POST', '/api/blocks'],
    ['DELETE', `/api/blocks/${ben.userName}`],
  ] as const) {
    expect(
      (await call(app.app, method, url, { body: { userName: ben.userName } })).statusCode,
    ).toBe(401);
  }
  const crossSite = await app.app.inject({
    method: 'POST',
    url: '/api/blocks',
    headers: { cookie: ana.cookie, origin: 'https://evil.example' },
    payload: { userName: ben.userName },
  });
  expect(crossSite.statusCode).toBe(403);
});

test('blocks and follows racing on one pair never leave a follow beside a block; counts stay exact', async () => {
  const app = await setup();
  const db = app.database.db;
  const [ana, ben] = [await createUser(db), await createUser(db)];
  const calls = [];
  for (let i = 0; i < 12; i++) {
    calls.push(follow(app, ben, ana, i % 3 === 2 ? 'unfollow' : 'follow'));
    calls.push(follow(app, ana, ben));
    if (i === 6)
      calls.push(
        call(app.app, 'POST', '/api/blocks', { as: ana, body: { userName: ben.userName } }),
      );
  }
  const answers = await Promise.all(calls);
  for (const answer of answers) expect([200, 403]).toContain(answer.statusCode);
  expect((await db.select({ n: count() }).from(follows))[0]!.n).toBe(0);
  expect(await counts(app, ana)).toEqual({ followers: 0, following: 0 });
  expect(await counts(app, ben)).toEqual({ followers: 0, following: 0 });
});

test('blocking is rate limited per user', async () => {
  const app = await setup();
  const db = app.database.db;
  const [ana, ben] = [await createUser(db), await createUser(db)];
  let last;
  for (let i = 0; i < 31; i++) {
    last = await call(app.app, 'POST', '/api/blocks', {
      as: ana,
      body: { userName: ben.userName, kind: i % 2 ? 'mute' : 'block' },
    });
  }
  expect(last?.statusCode).toBe(429);
  expect(last?.headers['retry-after']).toBeDefined();
  // Another user has a budget of their own.
  expect(
    (await call(app.app, 'POST', '/api/blocks', { as: ben, body: { userName: ana.userName } }))
      .statusCode,
  ).toBe(200);
});
