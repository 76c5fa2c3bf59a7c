import { expect, test } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { appPerTest } from '../../../test/test-app.ts';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import { LIMITS } from '../../lib/limits.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

const profileBody = {
  fullName: 'Ada Lovelace',
  userName: 'ada.l',
  bio: 'Counting machines',
  collegeName: 'Analytical College',
  location: 'London',
  externalLink: 'https://ada.example.com',
};

/** A fresh app with two students in it. */
async function openWithTwo() {
  const { app, database } = await open();
  return { app, a: await createUser(database.db), b: await createUser(database.db) };
}

test('PUT /api/currentuser saves the signed-in user only; a userId in the body is refused', async () => {
  const { app, a, b } = await openWithTwo();

  const hijack = await call(app, 'PUT', '/api/currentuser', {
    as: b,
    body: { ...profileBody, userId: a.id },
  });
  expect(hijack.statusCode).toBe(400);
  expect(hijack.json().message).toContain('userId');

  const own = await call(app, 'PUT', '/api/currentuser', { as: b, body: profileBody });
  expect(own.json()).toEqual({ proceed: true });

  const viewA = await call(app, 'GET', `/api/otheruserprofile?userName=${a.userName}`, { as: b });
  expect(viewA.json().otherUserData.fullName).toBe(a.fullName);
  const viewB = await call(app, 'GET', '/api/otheruserprofile?userName=ADA.L', { as: a });
  expect(viewB.json()).toEqual({
    otherUserData: {
      userProfilePic: '',
      fullName: 'Ada Lovelace',
      userName: 'ada.l',
      bio: 'Counting machines',
      collegeYear: '',
      collegeName: 'Analytical College',
      location: 'London',
      externalLink: 'https://ada.example.com',
      followers: 0,
      following: 0,
    },
    isFollowing: false,
  });

  const anonymous = await call(app, 'PUT', '/api/currentuser', { body: profileBody });
  expect(anonymous.statusCode).toBe(401);
});

test('profile validation: bio 160 passes, 161 fails, links must be http(s), unknown fields fail', async () => {
  const { app, database } = await open();
  const a = await createUser(database.db);
  const put = (payload: Record<string, unknown>) =>
    call(app, 'PUT', '/api/currentuser', { as: a, body: payload });

  expect((await put({ ...profileBody, bio: 'x'.repeat(160) })).statusCode).toBe(200);
  const long = await put({ ...profileBody, bio: 'x'.repeat(161) });
  expect(long.statusCode).toBe(400);
  expect(long.json().message).toContain('160');
  expect((await put({ ...profileBody, externalLink: 'javascript:alert(1)' })).statusCode).toBe(400);
  expect((await put({ ...profileBody, externalLink: 'ada.example.com' })).statusCode).toBe(400);
  expect((await put({ ...profileBody, externalLink: '' })).statusCode).toBe(200);
  expect((await put({ ...profileBody, isAdmin: true })).statusCode).toBe(400);
  expect((await put({ ...profileBody, userName: 'no spaces allowed' })).statusCode).toBe(400);
  expect((await put({ ...profileBody, followersCount: 99 })).statusCode).toBe(400);
  // PostgreSQL text cannot hold NUL: a 400, never a 500.
  expect((await put({ ...profileBody, bio: 'a\u0000b' })).statusCode).toBe(400);
  expect((await put({ ...profileBody, location: '\u0000' })).statusCode).toBe(400);
  const search = await call(app, 'GET', '/api/allcurrentuser?q=%00', { as: a });
  expect(search.statusCode).toBe(400);
  // Query strings and bodies are told as they always were: the first issue, its field named.
  const socialize = async (query: string) =>
    (await call(app, 'GET', `/api/allcurrentuser${query}`, { as: a })).json();
  expect(await socialize('?limit=abc')).toEqual({
    code: 'BAD_REQUEST',
    message: 'limit: Invalid input: expected number, received NaN',
  });
  expect(await socialize('?limit=101')).toEqual({
    code: 'BAD_REQUEST',
    message: 'limit: Too big: expected number to be <=100',
  });
  expect(await socialize('?sort=name')).toEqual({
    code: 'BAD_REQUEST',
    message: 'Unknown field: sort',
  });
  const empty = await call(app, 'PUT', '/api/currentuser', { as: a });
  expect(empty.json()).toEqual({
    code: 'BAD_REQUEST',
    message: 'fullName: Invalid input: expected string, received undefined',
  });
  const viewed = await call(app, 'GET', '/api/otheruserprofile', {
    cookie: `${a.cookie}; viewedUser=a%00b`,
  });
  expect(viewed.statusCode).toBe(400);
});

test('user names are unique case-insensitively; the own unchanged name is always available', async () => {
  const { app, database } = await open();
  const a = await createUser(database.db, { userName: 'Taken_Name' });
  const b = await createUser(database.db);
  const check = (cookie: string, userName: string) =>
    call(app, 'POST', '/api/check-username', {
      cookie,
      body: { userName, currentUserId: 'ignored' },
    });

  expect((await check(b.cookie, 'taken_name')).json()).toEqual({ isAvailable: false });
  expect((await check(b.cookie, 'fresh_name')).json()).toEqual({ isAvailable: true });
  expect((await check(a.cookie, 'TAKEN_NAME')).json()).toEqual({ isAvailable: true });

  const steal = await call(app, 'PUT', '/api/currentuser', {
    as: b,
    body: { ...profileBody, userName: 'taken_NAME' },
  });
  expect(steal.json()).toEqual({ proceed: false });
  const keep = await call(app, 'PUT', '/api/currentuser', {
    as: a,
    body: { ...profileBody, userName: 'taken_name' },
  });
  expect(keep.json()).toEqual({ proceed: true });
});

test('gotouserprofile remembers the clicked user for otheruserprofile and followerfollowinglist', async () => {
  const { app, a, b } = await openWithTwo();
  const go = await call(app, 'POST', '/api/gotouserprofile', {
    as: b,
    body: { ClickedUser: a.userName },
  });
  expect(go.json()).toEqual({ isFollowing: false });
  const viewed = go.cookies.find((c) => c.name === 'viewedUser');
  expect(viewed?.httpOnly).toBe(true);
  const cookie = `${b.cookie}; viewedUser=${viewed?.value}`;
  const profile = await call(app, 'GET', '/api/otheruserprofile', { cookie });
  expect(profile.json().otherUserData.userName).toBe(a.userName);
  const lists = await call(app, 'GET', '/api/followerfollowinglist', { cookie });
  expect(lists.json()).toEqual({ usersFromFollowersList: [], usersFromFollowingList: [] });

  const none = await call(app, 'POST', '/api/gotouserprofile', {
    as: b,
    body: { ClickedUser: 'nobody_here' },
  });
  expect(none.statusCode).toBe(404);
  const noSelection = await call(app, 'GET', '/api/otheruserprofile', { as: b });
  expect(noSelection.statusCode).toBe(400);
});

test('allcurrentuser: same college first, never self, cursor pages cover everyone once, search', async () => {
  const { app, database } = await open();
  const me = await createUser(database.db, { collegeName: 'North College' });
  const same = [];
  const others = [];
  for (let i = 0; i < 4; i++)
    same.push(await createUser(database.db, { collegeName: 'North College' }));
  for (let i = 0; i < 5; i++)
    others.push(await createUser(database.db, { collegeName: 'South College' }));
  await createUser(database.db, { fullName: 'Zelda Searchable', collegeName: 'East College' });

  const first = await call(app, 'GET', '/api/allcurrentuser', { as: me });
  const body = first.json();
  expect(body.selectedCollege).toBe('North College');
  expect(body.specificUsersData).toHaveLength(10);
  expect(Object.keys(body.specificUsersData[0]).sort()).toEqual([
    'collegeName',
    'cuid',
    'followers',
    'fullName',
    'isFollowing',
    'mutualFollowers',
    'userName',
    'userProfilePic',
  ]);
  const firstFour = body.specificUsersData
    .slice(0, 4)
    .map((c: { cuid: string }) => c.cuid)
    .sort();
  expect(firstFour).toEqual(same.map((u) => u.id).sort());
  expect(body.nextCursor).toBeNull();

  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/allcurrentuser?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
    const page = (await call(app, 'GET', url, { as: me })).json();
    seen.push(...page.specificUsersData.map((c: { cuid: string }) => c.cuid));
    cursor = page.nextCursor;
  } while (cursor);
  expect(seen).toHaveLength(10);
  expect(new Set(seen).size).toBe(10);
  expect(seen).not.toContain(me.id);
  expect(seen.slice(0, 4).sort()).toEqual(firstFour);

  const search = await call(app, 'GET', '/api/allcurrentuser?q=zelda', { as: me });
  expect(search.json().specificUsersData.map((c: { fullName: string }) => c.fullName)).toEqual([
    'Zelda Searchable',
  ]);
  const byCollege = await call(app, 'GET', '/api/allcurrentuser?q=south', { as: me });
  expect(byCollege.json().specificUsersData).toHaveLength(5);
  const wildcard = await call(app, 'GET', '/api/allcurrentuser?q=%25', { as: me });
  expect(wildcard.json().specificUsersData).toHaveLength(0);
  const badCursor = await call(app, 'GET', '/api/allcurrentuser?cursor=nonsense', { as: me });
  expect(badCursor.statusCode).toBe(400);
});

test('allcurrentuser pages are limited per user, whichever cursor or search they ask for', async () => {
  const t = await open();
  const me = await createUser(t.database.db);
  const other = await createUser(t.database.db);
  const page = (cookie: string, i: number) =>
    call(t.app, 'GET', `/api/allcurrentuser?q=${i % 2 === 0 ? '' : `s${i}`}`, { cookie });
  const { max } = LIMITS.socializePages.perUser;
  for (let i = 0; i < max; i++) expect((await page(me.cookie, i)).statusCode).toBe(200);
  const refused = await page(me.cookie, max);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: chatExtrasTexts.tooFast });
  expect(refused.headers['retry-after']).toBeDefined();
  // Someone else's pages are their own.
  expect((await page(other.cookie, 0)).statusCode).toBe(200);
});
