import { expect, test } from 'vitest';
import type { SuggestionsResponse } from '@tuning/shared/profile';
import { SUSPENDED_FOR_GOOD } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { putBlock } from '../blocks/blocks.queries.ts';
import { setFollow } from '../follows/follows.queries.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

async function follow(testApp: TestApp, who: TestUser, target: TestUser) {
  await setFollow(testApp.database.db, who.id, target.id, true);
}

async function suggestions(app: TestApp['app'], viewer: TestUser, query = '') {
  const response = await call(app, 'GET', `/api/suggestions${query}`, { as: viewer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SuggestionsResponse>();
}

const names = (page: SuggestionsResponse) => page.suggestions.map((card) => card.userName);

test('suggestions: same college first, then friends of friends, then who follows you, then the most followed', async () => {
  const testApp = await open();
  const { app, database } = testApp;
  const db = database.db;
  const viewer = await createUser(db, { userName: 'viewer', collegeName: 'North College' });
  const friendA = await createUser(db, { userName: 'friend_a', collegeName: 'East' });
  const friendB = await createUser(db, { userName: 'friend_b', collegeName: 'East' });
  const classmate = await createUser(db, { userName: 'classmate', collegeName: 'North College' });
  const twoMutual = await createUser(db, { userName: 'two_mutual', collegeName: 'West' });
  const oneMutual = await createUser(db, { userName: 'one_mutual', collegeName: 'West' });
  const fan = await createUser(db, { userName: 'fan', collegeName: 'West' });
  const popular = await createUser(db, { userName: 'popular', collegeName: 'West' });
  const nobody = await createUser(db, { userName: 'nobody', collegeName: 'West' });

  await follow(testApp, viewer, friendA);
  await follow(testApp, viewer, friendB);
  await follow(testApp, friendA, twoMutual);
  await follow(testApp, friendB, twoMutual);
  await follow(testApp, friendA, oneMutual);
  await follow(testApp, fan, viewer);
  for (const follower of [friendA, friendB, nobody]) await follow(testApp, follower, popular);
  // The classmate is followed by nobody the viewer knows: the college alone puts them first.

  const page = await suggestions(app, viewer, '?limit=24');
  expect(page.selectedCollege).toBe('North College');
  // popular has 2 mutual follows (friend_a, friend_b) and more followers than two_mutual.
  expect(names(page)).toEqual([
    'classmate',
    'popular',
    'two_mutual',
    'one_mutual',
    'fan',
    'nobody',
  ]);
  const card = page.suggestions.find((entry) => entry.cuid === twoMutual.id);
  expect(card).toEqual({
    cuid: twoMutual.id,
    fullName: twoMutual.fullName,
    userName: 'two_mutual',
    userProfilePic: '',
    collegeName: 'West',
    isFollowing: false,
    followers: 2,
    mutualFollowers: { total: 2, userNames: ['friend_a', 'friend_b'] },
  });
  expect(page.suggestions.find((entry) => entry.cuid === classmate.id)?.mutualFollowers).toEqual({
    total: 0,
    userNames: [],
  });

  // The default asks for 6; limit bounds it.
  expect((await suggestions(app, viewer)).suggestions).toHaveLength(6);
  expect(names(await suggestions(app, viewer, '?limit=2'))).toEqual(['classmate', 'popular']);
});

test('suggestions never offer the viewer, the followed, the blocked either way, the muted or the suspended', async () => {
  const testApp = await open();
  const { app, database } = testApp;
  const db = database.db;
  const viewer = await createUser(db, { userName: 'viewer' });
  const followed = await createUser(db, { userName: 'followed' });
  const blockedByViewer = await createUser(db, { userName: 'blocked' });
  const mutedByViewer = await createUser(db, { userName: 'muted' });
  const blocksViewer = await createUser(db, { userName: 'blocker' });
  const mutesViewer = await createUser(db, { userName: 'muter' });
  await createUser(db, { userName: 'suspended', suspendedUntil: SUSPENDED_FOR_GOOD });
  await createUser(db, {
    userName: 'was_suspended',
    suspendedUntil: new Date(Date.now() - 60_000),
  });
  await follow(testApp, viewer, followed);
  await putBlock(db, viewer.id, blockedByViewer.id, 'block');
  await putBlock(db, viewer.id, mutedByViewer.id, 'mute');
  await putBlock(db, blocksViewer.id, viewer.id, 'block');
  await putBlock(db, mutesViewer.id, viewer.id, 'mute');

  const page = await suggestions(app, viewer, '?limit=24');
  // Someone who only mutes the viewer is still offered (a mute hides messages, nothing else).
  expect(names(page).sort()).toEqual(['muter', 'was_suspended']);
  expect(page.selectedCollege).toBe('');

  // Following someone takes them off at once.
  await follow(testApp, viewer, mutesViewer);
  expect(names(await suggestions(app, viewer, '?limit=24'))).toEqual(['was_suspended']);
});

test('suggestions need a session and a limit of 1 to 24', async () => {
  const { app, database } = await open();
  const viewer = await createUser(database.db);
  expect((await call(app, 'GET', '/api/suggestions')).statusCode).toBe(401);
  for (const query of ['?limit=0', '?limit=25', '?limit=x', '?other=1']) {
    const response = await call(app, 'GET', `/api/suggestions${query}`, { as: viewer });
    expect(response.statusCode, query).toBe(400);
  }
});
