import { expect, test } from 'vitest';
import type { SocializeCard, SocializeResponse } from '@tuning/shared/profile';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { setFollow } from '../follows/follows.queries.ts';
import { createFollowsService } from '../follows/follows.service.ts';
import { createProfilesService } from './profiles.service.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

/** Straight through the follows table's own write, counters included: quicker than HTTP. */
async function follow(testApp: TestApp, who: TestUser, target: TestUser) {
  await setFollow(testApp.database.db, who.id, target.id, true);
}

async function socialize(app: TestApp['app'], viewer: TestUser, query = '') {
  const response = await call(app, 'GET', `/api/allcurrentuser${query}`, { as: viewer });
  expect(response.statusCode).toBe(200);
  return response.json<SocializeResponse>();
}

function cardOf(page: SocializeResponse, user: TestUser): SocializeCard {
  const card = page.specificUsersData.find((entry) => entry.cuid === user.id);
  if (!card) throw new Error(`${user.userName} is not on the page`);
  return card;
}

test('cards carry the college, the follow state and who of the people the viewer follows follows them', async () => {
  const testApp = await open();
  const { app, database } = testApp;
  const db = database.db;
  const viewer = await createUser(db, { userName: 'viewer', collegeName: 'North College' });
  // Created out of name order: the names on a card come in user-name order, case aside.
  const carol = await createUser(db, { userName: 'Carol', collegeName: 'North College' });
  const alice = await createUser(db, { userName: 'alice', collegeName: 'South College' });
  const bob = await createUser(db, { userName: 'bob', collegeName: '' });
  const stranger = await createUser(db, { userName: 'stranger' });
  const star = await createUser(db, { userName: 'star', collegeName: 'East College' });
  const quiet = await createUser(db, { userName: 'quiet' });
  const lone = await createUser(db, { userName: 'lone' });

  for (const friend of [alice, bob, carol]) await follow(testApp, viewer, friend);
  for (const fan of [carol, alice, bob, stranger]) await follow(testApp, fan, star);
  await follow(testApp, viewer, star);
  await follow(testApp, carol, quiet);
  await follow(testApp, stranger, lone);
  await follow(testApp, bob, alice);
  // The viewer's own follow never counts as a mutual follower, nor does a follow of the viewer.
  await follow(testApp, alice, viewer);

  const page = await socialize(app, viewer);
  expect(cardOf(page, star)).toEqual({
    cuid: star.id,
    fullName: star.fullName,
    userName: 'star',
    userProfilePic: '',
    collegeName: 'East College',
    isFollowing: true,
    followers: 5,
    mutualFollowers: { total: 3, userNames: ['alice', 'bob'] },
  });
  expect(cardOf(page, quiet)).toMatchObject({
    isFollowing: false,
    followers: 1,
    mutualFollowers: { total: 1, userNames: ['Carol'] },
  });
  // Followed only by someone the viewer does not follow.
  expect(cardOf(page, lone)).toMatchObject({
    isFollowing: false,
    followers: 1,
    mutualFollowers: { total: 0, userNames: [] },
  });
  expect(cardOf(page, alice)).toMatchObject({
    collegeName: 'South College',
    isFollowing: true,
    followers: 2,
    mutualFollowers: { total: 1, userNames: ['bob'] },
  });
  expect(cardOf(page, bob)).toMatchObject({
    collegeName: '',
    isFollowing: true,
    mutualFollowers: { total: 0, userNames: [] },
  });
  expect(cardOf(page, carol).collegeName).toBe('North College');

  // Another viewer sees their own follows: the same card, other mutuals.
  const fromStranger = await socialize(app, stranger);
  expect(cardOf(fromStranger, star)).toMatchObject({
    isFollowing: true,
    followers: 5,
    mutualFollowers: { total: 0, userNames: [] },
  });

  // An unfollow takes the person off at once.
  await call(app, 'POST', '/api/follow', {
    as: viewer,
    body: { targetUserName: 'alice', action: 'unfollow' },
  });
  const after = await socialize(app, viewer, '?q=star');
  expect(cardOf(after, star).mutualFollowers).toEqual({ total: 2, userNames: ['bob', 'Carol'] });
});

test('a page asks for its follow states once, and every page of the cursor gets them', async () => {
  const testApp = await open();
  const { database } = testApp;
  const db = database.db;
  const viewer = await createUser(db);
  const friends: TestUser[] = [];
  for (let i = 0; i < 3; i++) friends.push(await createUser(db, { userName: `friend_${i}` }));
  const others: TestUser[] = [];
  for (let i = 0; i < 7; i++) others.push(await createUser(db));
  for (const friend of friends) await follow(testApp, viewer, friend);
  for (const [index, other] of others.entries()) {
    // Each of the others is followed by (index % 4) of the viewer's friends.
    for (const friend of friends.slice(0, index % 4)) await follow(testApp, friend, other);
  }

  const follows = createFollowsService({ db });
  const asked: number[] = [];
  const profiles = createProfilesService({
    db,
    follows: {
      isFollowing: follows.isFollowing,
      viewerStates: (viewerId, ids) => {
        asked.push(ids.length);
        return follows.viewerStates(viewerId, ids);
      },
    },
  });

  const seen = new Map<string, SocializeCard>();
  let cursor: string | undefined;
  do {
    const page = await profiles.socialize(viewer.id, { limit: 4, cursor });
    for (const card of page.specificUsersData) seen.set(card.cuid, card);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  expect(asked).toEqual([4, 4, 2]);
  expect(seen.size).toBe(10);
  for (const [index, other] of others.entries()) {
    const expected = friends.slice(0, index % 4).map((friend) => friend.userName);
    expect(seen.get(other.id)?.mutualFollowers).toEqual({
      total: expected.length,
      userNames: expected.slice(0, 2),
    });
  }
  for (const friend of friends) expect(seen.get(friend.id)?.isFollowing).toBe(true);
});

test('someone who blocked the viewer is not on their pages; a mute or the reverse block changes nothing', async () => {
  const { app, database } = await open();
  const db = database.db;
  const viewer = await createUser(db, { userName: 'viewer', collegeName: 'North College' });
  const blocker = await createUser(db, { userName: 'blocker', collegeName: 'North College' });
  const muter = await createUser(db, { userName: 'muter', collegeName: 'North College' });
  const blocked = await createUser(db, { userName: 'blockedbyviewer', collegeName: 'South' });
  const block = async (who: TestUser, target: TestUser, kind: 'block' | 'mute') => {
    const response = await call(app, 'POST', '/api/blocks', {
      as: who,
      body: { userName: target.userName, kind },
    });
    expect(response.statusCode).toBe(200);
  };
  const names = (page: SocializeResponse) => page.specificUsersData.map((card) => card.userName);

  // Seen first, so a cached page cannot hide a missing invalidation.
  expect(names(await socialize(app, viewer))).toContain('blocker');
  await block(blocker, viewer, 'block');
  await block(muter, viewer, 'mute');
  await block(viewer, blocked, 'block');

  for (const query of ['', '?q=blocker', '?q=North']) {
    const shown = names(await socialize(app, viewer, query));
    expect(shown).not.toContain('blocker');
    if (query === '') expect(shown).toEqual(expect.arrayContaining(['muter', 'blockedbyviewer']));
  }
  // The blocker still finds the viewer (to see whom they blocked, and to undo it).
  expect(names(await socialize(app, blocker))).toContain('viewer');

  const unblock = await call(app, 'DELETE', '/api/blocks/viewer', { as: blocker });
  expect(unblock.statusCode).toBe(200);
  expect(names(await socialize(app, viewer))).toContain('blocker');
});
