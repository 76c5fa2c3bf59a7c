import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { newMessageId, type OnlineUser, type OnlineUsersAck } from '@tuning/shared/chat';
import type { ReactionsChangedEvent } from '@tuning/shared/chat-extras';
import { profilePhotoUrl } from '@tuning/shared/profile';
import { profilePhotos, users } from '../../db/schema.ts';
import { userRowsChanged } from '../users/user-cache.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { nextEvent, sendAndReceive, type ChatClient } from '../../../test/socket-client.ts';
import { history, react, roomPerTest } from '../../../test/socket-room.ts';
import { call } from '../../../test/http.ts';

// A block hides photos and reactions both ways. The one blocked never gets the
// blocker's photo (chat, presence, profile-image, the photo itself, follow lists); the blocker
// never gets the blocked person's reactions, live or in history.

const room = roomPerTest();
const db = () => room.app().database.db;

async function withPhoto(user: TestUser, version: number): Promise<string> {
  await db().update(users).set({ photoVersion: version }).where(eq(users.id, user.id));
  userRowsChanged(db(), user.id);
  return profilePhotoUrl(user.id, version);
}

/** `user` joins; with the online list of the snapshot the join brought. */
async function client(user: TestUser): Promise<{ socket: ChatClient; online: OnlineUser[] }> {
  const socket = await room.connect(user);
  const snapshot = nextEvent(socket, 'currentUsers');
  socket.emit('join');
  const [online] = await snapshot;
  return { socket, online };
}

async function block(blocker: TestUser, blocked: TestUser, kind: 'block' | 'mute' = 'block') {
  const response = await call(room.app().app, 'POST', '/api/blocks', {
    as: blocker,
    body: { userName: blocked.userName, kind },
  });
  expect(response.statusCode).toBe(200);
}

const get = (user: TestUser | undefined, url: string) =>
  call(room.app().app, 'GET', url, { as: user });

test("the one blocked never gets the blocker's photo: chat, presence, photo and follow lists", async () => {
  const alice = await createUser(db());
  const bob = await createUser(db());
  const carol = await createUser(db());
  const photo = await withPhoto(alice, 7);
  await block(alice, bob);

  // Presence: Bob's snapshot and page, and the delta when Alice comes.
  const b = await client(bob);
  const c = await client(carol);
  const joined = nextEvent(b.socket, 'userJoined', (people) =>
    people.some((person) => person.userId === alice.id),
  );
  const seenByCarol = nextEvent(c.socket, 'userJoined', (people) =>
    people.some((person) => person.userId === alice.id),
  );
  const a = await client(alice);
  const [delta] = await joined;
  expect(delta.find((person) => person.userId === alice.id)?.profilePic).toBe('');
  expect((await seenByCarol)[0].find((person) => person.userId === alice.id)?.profilePic).toBe(
    photo,
  );
  const page: OnlineUsersAck = await b.socket.timeout(5000).emitWithAck('getOnlineUsers', {});
  if (!page.ok) throw new Error(page.error.message);
  expect(page.users.find((person) => person.userId === alice.id)?.profilePic).toBe('');
  const later = await client(bob);
  expect(later.online.find((person) => person.userId === alice.id)?.profilePic).toBe('');

  // Chat: live and in history (socket and HTTP), to Bob without it, to Carol with it.
  const toBob = nextEvent(b.socket, 'message', (message) => message.userId === alice.id);
  const toCarol = nextEvent(c.socket, 'message', (message) => message.userId === alice.id);
  await sendAndReceive(a.socket, alice, 'hello room', [b.socket, c.socket]);
  expect((await toBob)[0].profilePic).toBe('');
  expect((await toCarol)[0].profilePic).toBe(photo);
  // A reply of Alice's, to Carol's message: still without the photo.
  const carolSaid = await sendAndReceive(c.socket, carol, 'carol here', [a.socket, b.socket]);
  const reply = nextEvent(b.socket, 'message', (message) => message.replyTo !== undefined);
  const ack = await a.socket.timeout(5000).emitWithAck('sendMessage', {
    message: 'answering carol',
    messageId: newMessageId(alice.id),
    replyTo: carolSaid,
  });
  expect(ack).toEqual({ received: true });
  expect((await reply)[0]).toMatchObject({ profilePic: '', replyTo: { messageId: carolSaid } });
  for (const messages of [await history(b.socket), await room.httpHistory(bob)]) {
    const alices = messages.filter((message) => message.userId === alice.id);
    expect(alices).toHaveLength(2);
    for (const message of alices) expect(message.profilePic).toBe('');
  }
  for (const message of (await history(c.socket)).filter((m) => m.userId === alice.id)) {
    expect(message.profilePic).toBe(photo);
  }

  // The photo's URL and the photo itself.
  expect((await get(bob, `/api/profile-image/${alice.id}`)).json()).toEqual({ imageUrl: '' });
  expect((await get(carol, `/api/profile-image/${alice.id}`)).json()).toEqual({ imageUrl: photo });
  await db()
    .insert(profilePhotos)
    .values({ userId: alice.id, image: Buffer.from('RIFF'), contentType: 'image/webp' });
  expect((await get(bob, photo)).statusCode).toBe(404);
  expect((await get(carol, photo)).statusCode).toBe(200);
  expect((await get(undefined, photo)).statusCode).toBe(200);

  // Follow lists: Carol's followers, Alice among them, as Bob and as Carol see them.
  const follow = await call(room.app().app, 'POST', '/api/follow', {
    as: alice,
    body: { targetUserName: carol.userName, action: 'follow' },
  });
  expect(follow.statusCode).toBe(200);
  const listPic = async (viewer: TestUser) => {
    const lists = await get(viewer, `/api/followerfollowinglist?userName=${carol.userName}`);
    expect(lists.statusCode).toBe(200);
    return lists.json().usersFromFollowersList[0]?.userProfilePic;
  };
  expect(await listPic(bob)).toBe('');
  expect(await listPic(carol)).toBe(photo);
});

test("the blocker never gets the blocked person's reactions, live or in history", async () => {
  const alice = await createUser(db());
  const bob = await createUser(db());
  const carol = await createUser(db());
  const a = (await client(alice)).socket;
  const b = (await client(bob)).socket;
  const c = (await client(carol)).socket;
  const messageId = await sendAndReceive(c, carol, 'react to this', [a, b]);
  await block(alice, bob);

  const seen = (socket: ChatClient, revisionOf: (event: ReactionsChangedEvent) => boolean) =>
    nextEvent(socket, 'reactionsChanged', (event) => revisionOf(event));
  // Bob reacts: Carol sees it; Alice gets the list without it.
  const toCarol = seen(c, (event) => event.reactions.length === 1);
  const toAlice = seen(a, () => true);
  expect(await react(b, { messageId, emoji: '🔥', on: true })).toEqual({ ok: true });
  expect((await toCarol)[0].reactions).toEqual([
    { emoji: '🔥', count: 1, users: [expect.objectContaining({ userId: bob.id })] },
  ]);
  expect((await toAlice)[0].reactions).toEqual([]);

  // Carol reacts with the same emoji: Alice's count leaves Bob out.
  const carolToAlice = seen(a, (event) => event.reactions.length > 0);
  const carolToCarol = seen(c, (event) => event.reactions[0]?.count === 2);
  expect(await react(c, { messageId, emoji: '🔥', on: true })).toEqual({ ok: true });
  expect((await carolToCarol)[0].reactions[0]?.count).toBe(2);
  expect((await carolToAlice)[0].reactions).toEqual([
    { emoji: '🔥', count: 1, users: [expect.objectContaining({ userId: carol.id })] },
  ]);

  // History, socket and HTTP alike.
  for (const messages of [await history(a), await room.httpHistory(alice)]) {
    expect(messages.find((m) => m.messageId === messageId)?.reactions).toEqual([
      { emoji: '🔥', count: 1, users: [expect.objectContaining({ userId: carol.id })] },
    ]);
  }
  const carolSees = (await history(c)).find((m) => m.messageId === messageId);
  expect(carolSees?.reactions?.[0]?.count).toBe(2);
  const bobSees = (await room.httpHistory(bob)).find((m) => m.messageId === messageId);
  expect(bobSees?.reactions?.[0]?.count).toBe(2);
});
