import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import webpush from 'web-push';
import { afterEach, beforeAll, expect, test } from 'vitest';
import type { AppNotification } from '@tuning/shared/notifications';
import type { PushMessage } from '@tuning/shared/push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, users } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { deviceKeys } from '../../../test/push-device.ts';
import { warmUpDatabase } from '../../../test/safety-helpers.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createPushService, type PushDeps } from './push.service.ts';
import { upsertSubscription, writeOffKinds } from './push.queries.ts';

beforeAll(warmUpDatabase);
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@tuning.test' };
const silent = { warn: () => {} } as unknown as PushDeps['log'];

/** A local push service: answers `status` and hands over each request it got. */
async function pushServer(status: number) {
  const received: { headers: Record<string, unknown>; body: Buffer }[] = [];
  let arrived: () => void = () => {};
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status;
      response.end();
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/push/`,
    received,
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
  };
}

function mention(actor: TestUser): AppNotification {
  return {
    id: 7,
    kind: 'mention',
    actor: {
      userId: actor.id,
      username: actor.userName,
      fullName: actor.fullName,
      profilePic: '',
    },
    messageId: 'm-1',
    seq: 3,
    snippet: 'hey @ben look',
    createdAt: Date.now(),
    read: false,
  };
}

async function setUp(extra: Partial<PushDeps> = {}) {
  const database = await createTestDatabase();
  closing.push(() => database.close());
  const db: Db = database.db;
  const ada = await createUser(db);
  const ben = await createUser(db);
  const push = createPushService({ db, log: silent, vapid, ...extra });
  return { db, ada, ben, push };
}

/** A push service that takes every message: the endpoints sent to, in order. */
function recordedSends() {
  const sent: string[] = [];
  const send: NonNullable<PushDeps['send']> = async ({ endpoint }) => {
    sent.push(endpoint);
    return { status: 201 };
  };
  return { sent, send };
}

async function devices(db: Db, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

test('a mention arrives at the push service encrypted (aes128gcm) and decrypts to the message', async () => {
  const { db, ada, ben, push } = await setUp();
  const service = await pushServer(201);
  const keys = deviceKeys();
  await upsertSubscription(db, ben.id, { endpoint: `${service.url}ben`, ...keys });

  const arrived = service.next();
  push.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await arrived;
  await push.idle();

  expect(service.received).toHaveLength(1);
  const [request] = service.received;
  expect(request!.headers['content-encoding']).toBe('aes128gcm');
  expect(String(request!.headers.authorization)).toMatch(/^vapid t=.+, k=/);
  // The body is not readable without the device's private key.
  expect(request!.body.toString('utf8')).not.toContain('mentioned');
  const plain = ece.decrypt(request!.body, {
    version: 'aes128gcm',
    privateKey: keys.ecdh,
    authSecret: keys.authSecret.toString('base64url'),
  });
  const message = JSON.parse(plain.toString('utf8')) as PushMessage;
  expect(message).toEqual({
    title: `${ada.fullName} mentioned you`,
    body: 'hey @ben look',
    tag: 'chat:m-1',
    url: '/chat?message=m-1',
  });
});

test.each([404, 410])('a push service answering %i removes the subscription', async (status) => {
  const { db, ada, ben, push } = await setUp();
  const gone = await pushServer(status);
  const alive = await pushServer(201);
  await upsertSubscription(db, ben.id, { endpoint: `${gone.url}old`, ...deviceKeys() });
  await upsertSubscription(db, ben.id, { endpoint: `${alive.url}new`, ...deviceKeys() });

  push.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await push.idle();

  expect(gone.received).toHaveLength(1);
  expect(alive.received).toHaveLength(1);
  expect((await devices(db, ben.id)).map((row) => row.endpoint)).toEqual([`${alive.url}new`]);
});

test('a push service that fails otherwise keeps the subscription, and nothing throws', async () => {
  const { db, ada, ben, push } = await setUp();
  const busy = await pushServer(500);
  await upsertSubscription(db, ben.id, { endpoint: `${busy.url}x`, ...deviceKeys() });
  push.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await push.idle();
  expect(busy.received).toHaveLength(1);
  expect(await devices(db, ben.id)).toHaveLength(1);
});

test('each kind has its own switch', async () => {
  const { sent, send } = recordedSends();
  const { db, ada, ben, push } = await setUp({ send });
  await upsertSubscription(db, ben.id, { endpoint: 'https://push.test/ben', ...deviceKeys() });
  await writeOffKinds(db, ben.id, ['mention']);

  push.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await push.idle();
  expect(sent).toEqual([]);

  push.notified([{ recipientId: ben.id, notification: { ...mention(ada), kind: 'reply' } }]);
  push.notified([{ recipientId: ben.id, notification: { ...mention(ada), kind: 'follow' } }]);
  await push.idle();
  expect(sent).toEqual(['https://push.test/ben', 'https://push.test/ben']);

  // A private conversation's mention or message is not pushed as the room's.
  push.notified([
    { recipientId: ben.id, notification: { ...mention(ada), kind: 'reply', conversationId: 'c' } },
    {
      recipientId: ben.id,
      notification: { ...mention(ada), kind: 'message', conversationId: 'c' },
    },
  ]);
  await push.idle();
  expect(sent).toHaveLength(2);

  await writeOffKinds(db, ben.id, ['mention', 'reply', 'follow']);
  push.notified([{ recipientId: ben.id, notification: { ...mention(ada), kind: 'reply' } }]);
  await push.idle();
  expect(sent).toHaveLength(2);
});

test('nothing is pushed while the recipient looks at the screen it would open', async () => {
  const { sent, send } = recordedSends();
  const looking = new Set<string>();
  const { db, ada, ben, push } = await setUp({
    send,
    isLooking: async (userId, screen) => looking.has(`${userId}:${screen}`),
  });
  await upsertSubscription(db, ben.id, { endpoint: 'https://push.test/ben', ...deviceKeys() });

  looking.add(`${ben.id}:chat`);
  push.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await push.idle();
  expect(sent).toEqual([]);
  // A follow opens another screen: it is pushed.
  push.notified([{ recipientId: ben.id, notification: { ...mention(ada), kind: 'follow' } }]);
  await push.idle();
  expect(sent).toHaveLength(1);

  looking.clear();
  push.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await push.idle();
  expect(sent).toHaveLength(2);
});

test('new reports go to moderators who want them, not to members or the reporter', async () => {
  const { sent, send } = recordedSends();
  const { db, ada, ben, push } = await setUp({ send });
  const mod = await createUser(db);
  await db.update(users).set({ role: 'moderator' }).where(eq(users.id, mod.id));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, ada.id));
  for (const user of [ada, ben, mod]) {
    await upsertSubscription(db, user.id, {
      endpoint: `https://push.test/${user.userName}`,
      ...deviceKeys(),
    });
  }
  push.reportFiled(ada.id, { reportId: 'r-1', reason: 'spam' });
  await push.idle();
  expect(sent).toEqual([`https://push.test/${mod.userName}`]);

  await writeOffKinds(db, mod.id, ['report']);
  push.reportFiled(ben.id, { reportId: 'r-2', reason: 'spam' });
  await push.idle();
  expect(sent).toEqual([`https://push.test/${mod.userName}`, `https://push.test/${ada.userName}`]);
});

test('with no VAPID keys nothing is sent and subscribing is refused', async () => {
  const { sent, send } = recordedSends();
  const { db, ada, ben } = await setUp();
  const off = createPushService({ db, log: silent, vapid: undefined, send });
  await upsertSubscription(db, ben.id, { endpoint: 'https://push.test/ben', ...deviceKeys() });
  off.notified([{ recipientId: ben.id, notification: mention(ada) }]);
  await off.idle();
  expect(sent).toEqual([]);
  await expect(
    off.subscribe(ben.id, { endpoint: 'https://push.test/b2', ...deviceKeys() }),
  ).rejects.toThrow('Push notifications are off on this server.');
});
