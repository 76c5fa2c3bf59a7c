import { expect, test } from 'vitest';
import { conversationTexts } from '@tuning/shared/conversations';
import {
  follow as followIn,
  friendsTalking,
  openDirect,
  sendTo,
  students as studentsIn,
} from '../../../test/conversations.ts';
import type { TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

// What a block does to the lists of private conversations (issue 34, product.md §15), on PGlite
// and PostgreSQL: a one-to-one across it leaves the inbox and the counts until Unblock, a group
// stays, and the blocked person's pending requests are removed for good.

const open = appPerTest();
const students = <N extends number>(t: TestApp, count: N) => studentsIn(t.database.db, count);
const follow = (t: TestApp, from: TestUser, to: TestUser) => followIn(t.app, from, to);

const listed = async (t: TestApp, as: TestUser, folder: 'inbox' | 'requests' = 'inbox') => {
  const res = await call(t.app, 'GET', `/api/conversations?folder=${folder}`, { as });
  expect(res.statusCode).toBe(200);
  return (res.json().conversations as { conversationId: string }[]).map((c) => c.conversationId);
};

const unread = async (t: TestApp, as: TestUser) =>
  (await call(t.app, 'GET', '/api/conversations/unread', { as })).json() as {
    inbox: number;
    requests: number;
  };

const block = async (t: TestApp, as: TestUser, who: TestUser, kind = 'block') => {
  const res = await call(t.app, 'POST', '/api/blocks', {
    as,
    body: { userName: who.userName, kind },
  });
  expect(res.statusCode).toBe(200);
};

const unblock = async (t: TestApp, as: TestUser, who: TestUser) => {
  const res = await call(t.app, 'DELETE', `/api/blocks/${who.userName}`, { as });
  expect(res.statusCode).toBe(200);
};

test('a one-to-one across a block leaves both inboxes and counts until Unblock; a group stays', async () => {
  const t = await open();
  const [alice, bob, carol] = await students(t, 3);
  const direct = await friendsTalking(t.app, alice, bob);
  await follow(t, alice, carol);
  await follow(t, carol, alice);
  const made = await call(t.app, 'POST', '/api/conversations', {
    as: alice,
    body: { name: 'Lab', userNames: [bob.userName, carol.userName] },
  });
  expect(made.statusCode).toBe(200);
  const group = made.json().conversationId as string;
  expect((await sendTo(t.app, bob, direct, 'hi Alice')).statusCode).toBe(200);
  expect((await sendTo(t.app, carol, group, 'lab at 3')).statusCode).toBe(200);
  expect(await listed(t, alice)).toEqual([group, direct]);
  expect(await unread(t, alice)).toEqual({ inbox: 2, requests: 0 });

  // A mute hides messages on screen only: the conversation stays listed and counted.
  await block(t, alice, bob, 'mute');
  expect(await listed(t, alice)).toEqual([group, direct]);
  expect(await unread(t, alice)).toEqual({ inbox: 2, requests: 0 });

  await block(t, alice, bob);
  expect(await listed(t, alice)).toEqual([group]);
  expect(await unread(t, alice)).toEqual({ inbox: 1, requests: 0 });
  // The one blocked loses it too, and the group stays for both.
  expect(await listed(t, bob)).toEqual([group]);
  // Still there to open (it says who blocked whom), just not listed.
  expect((await call(t.app, 'GET', `/api/conversations/${direct}`, { as: alice })).statusCode).toBe(
    200,
  );

  await unblock(t, alice, bob);
  expect(await listed(t, alice)).toEqual([group, direct]);
  expect(await listed(t, bob)).toEqual([group, direct]);
  expect(await unread(t, alice)).toEqual({ inbox: 2, requests: 0 });
});

test('a request from someone the reader is blocked by is hidden, and back once they unblock', async () => {
  const t = await open();
  const [carol, dan] = await students(t, 2);
  const { conversationId } = (await openDirect(t.app, carol, dan)).json();
  expect((await sendTo(t.app, carol, conversationId, 'hey Dan')).statusCode).toBe(200);
  expect(await listed(t, dan, 'requests')).toEqual([conversationId]);

  // The sender blocks the one they wrote to: the request is only hidden (it was not Dan's doing).
  await block(t, carol, dan);
  expect(await listed(t, dan, 'requests')).toEqual([]);
  expect(await unread(t, dan)).toEqual({ inbox: 0, requests: 0 });
  expect(await listed(t, carol)).toEqual([]);

  await unblock(t, carol, dan);
  expect(await listed(t, dan, 'requests')).toEqual([conversationId]);
  expect(await unread(t, dan)).toEqual({ inbox: 0, requests: 1 });
});

test('blocking someone whose requests wait removes them for good: gone from Requests, refused', async () => {
  const t = await open();
  const [alice, bob, dan] = await students(t, 3);
  const direct = (await openDirect(t.app, alice, bob)).json().conversationId as string;
  expect((await sendTo(t.app, alice, direct, 'hi Bob')).statusCode).toBe(200);
  // A group Alice made, Bob not following her: a request for him too.
  await follow(t, alice, bob);
  await follow(t, alice, dan);
  await follow(t, dan, alice);
  const group = (
    await call(t.app, 'POST', '/api/conversations', {
      as: alice,
      body: { name: 'Study', userNames: [bob.userName, dan.userName] },
    })
  ).json().conversationId as string;
  expect((await sendTo(t.app, alice, group, 'welcome')).statusCode).toBe(200);
  expect(await listed(t, bob, 'requests')).toEqual([group, direct]);
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 2 });

  await block(t, bob, alice);
  expect(await listed(t, bob, 'requests')).toEqual([]);
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 0 });
  for (const id of [direct, group]) {
    const res = await call(t.app, 'GET', `/api/conversations/${id}`, { as: bob });
    expect(res.statusCode, id).toBe(404);
    expect(res.json().message).toBe(conversationTexts.notFound);
  }

  // Unblocking does not bring them back: removed as a deleted request is.
  await unblock(t, bob, alice);
  expect(await listed(t, bob, 'requests')).toEqual([]);
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 0 });
  const refused = await sendTo(t.app, alice, direct, 'hello?');
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(conversationTexts.cannotMessage);
  // The group goes on for the others.
  expect((await sendTo(t.app, alice, group, 'ready?')).statusCode).toBe(200);
  expect(await listed(t, dan)).toEqual([group]);
  // Bob may still open the one-to-one himself, as after deleting the request.
  const reopened = await openDirect(t.app, bob, alice);
  expect(reopened.json()).toMatchObject({ conversationId: direct, status: 'accepted' });
});
