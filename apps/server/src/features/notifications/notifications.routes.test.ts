import { eq } from 'drizzle-orm';
import { afterEach, expect, test } from 'vitest';
import { NOTIFICATIONS_PAGE } from '@tuning/shared/chat-extras';
import type { AppNotification, NotificationsPage } from '@tuning/shared/notifications';
import { blocks, conversationMessages as chatMessages, notifications } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { postMessage } from '../../../test/safety-helpers.ts';
import { connectClient, nextEvent, type ChatClient } from '../../../test/socket-client.ts';
import { listen } from '../../../test/socket-room.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

const open = appPerTest();
let t: TestApp | undefined;
const clients: ChatClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function list(user: TestUser, query = ''): Promise<NotificationsPage> {
  const response = await call(t!.app, 'GET', `/api/notifications${query}`, { as: user });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

function follow(who: TestUser, target: TestUser, action: 'follow' | 'unfollow') {
  return call(t!.app, 'POST', '/api/follow', {
    as: who,
    body: { targetUserName: target.userName, action },
  });
}

test('a new follower is a notification, live and listed; following again is not news', async () => {
  t = await open();
  const baseUrl = await listen(t.app);
  const db = t.database.db;
  const ada = await createUser(db, { photoVersion: 3 });
  const ben = await createUser(db);
  // The bell listens on any page: no chat join needed.
  const socket = await connectClient(baseUrl, { cookie: ben.cookie });
  clients.push(socket);
  const received: AppNotification[] = [];
  socket.on('notification', (notification) => received.push(notification));

  const live = nextEvent(socket, 'notification');
  expect((await follow(ada, ben, 'follow')).statusCode).toBe(200);
  const expected = {
    id: expect.any(Number),
    kind: 'follow',
    actor: {
      userId: ada.id,
      username: ada.userName,
      fullName: ada.fullName,
      profilePic: `/api/profile-image/${ada.id}/photo.webp?v=3`,
    },
    createdAt: expect.any(Number),
    read: false,
  };
  expect((await live)[0]).toEqual(expected);
  expect(await list(ben)).toEqual({ notifications: [expected], unread: 1, hasMore: false });

  // Unfollowing and following again, or following twice, tells nobody anything new.
  expect((await follow(ada, ben, 'unfollow')).statusCode).toBe(200);
  expect((await follow(ada, ben, 'follow')).statusCode).toBe(200);
  expect((await follow(ada, ben, 'follow')).statusCode).toBe(200);
  expect((await list(ben)).notifications).toHaveLength(1);
  expect(received).toHaveLength(1);
  expect((await list(ada)).notifications).toEqual([]);
}, 60_000); // the file's first password hash is slow on a busy machine

test('pages newest first; marking read up to one or all; hidden actors are left out', async () => {
  t = await open();
  const db = t.database.db;
  const me = await createUser(db);
  const fan = await createUser(db);
  const pest = await createUser(db);
  const messageId = await postMessage(db, me, 'my witty remark');
  const [{ seq }] = (await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.messageId, messageId))) as [{ seq: number }];
  const emoji = ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇', '🙂', '🙃', '😉'];
  const total = NOTIFICATIONS_PAGE + 5;
  await db.insert(notifications).values(
    Array.from({ length: total }, (_, i) => ({
      recipientId: me.id,
      actorId: fan.id,
      kind: 'reaction' as const,
      messageSeq: seq,
      emoji: `${emoji[i % emoji.length]}${i}`,
    })),
  );
  await db.insert(notifications).values({
    recipientId: me.id,
    actorId: pest.id,
    kind: 'mention',
    messageSeq: seq,
  });

  const first = await list(me);
  expect(first.hasMore).toBe(true);
  expect(first.unread).toBe(total + 1);
  expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE);
  const ids = first.notifications.map((n) => n.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  expect(first.notifications[0]).toMatchObject({ kind: 'mention', actor: { userId: pest.id } });
  expect(first.notifications[1]).toMatchObject({
    kind: 'reaction',
    messageId,
    seq,
    snippet: 'my witty remark',
    emoji: `${emoji[(total - 1) % emoji.length]}${total - 1}`,
    read: false,
  });
  const second = await list(me, `?before=${ids.at(-1)}`);
  expect(second.hasMore).toBe(false);
  expect(second.notifications).toHaveLength(total + 1 - NOTIFICATIONS_PAGE);
  expect(Math.max(...second.notifications.map((n) => n.id))).toBeLessThan(ids.at(-1)!);

  // Someone I block now is out of my list and my count.
  await db.insert(blocks).values({ blockerId: me.id, blockedId: pest.id, kind: 'block' });
  expect((await list(me)).notifications[0]).toMatchObject({ actor: { userId: fan.id } });
  expect((await list(me)).unread).toBe(total);

  const read = (body: unknown) => call(t!.app, 'POST', '/api/notifications/read', { as: me, body });
  const upTo = first.notifications[5]!.id;
  const some = await read({ upTo });
  expect(some.statusCode).toBe(200);
  expect(some.json()).toEqual({ unread: 4 });
  expect((await list(me)).notifications.slice(0, 6).map((n) => n.read)).toEqual([
    false,
    false,
    false,
    false,
    true,
    true,
  ]);
  expect((await read(undefined)).json()).toEqual({ unread: 0 });
  expect((await list(me)).unread).toBe(0);

  for (const body of [{ upTo: -1 }, { upTo: 'all' }, { upTo: 1, extra: true }]) {
    expect((await read(body)).statusCode).toBe(400);
  }
  for (const query of ['?before=abc', '?before=-1', '?other=1']) {
    expect((await call(t.app, 'GET', `/api/notifications${query}`, { as: me })).statusCode).toBe(
      400,
    );
  }
  expect((await call(t.app, 'GET', '/api/notifications')).statusCode).toBe(401);
  expect((await call(t.app, 'POST', '/api/notifications/read', { body: {} })).statusCode).toBe(401);
  // Only one's own: the fan has none and marks none of mine.
  expect((await list(fan)).notifications).toEqual([]);
});
