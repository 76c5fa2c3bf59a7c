import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import webpush from 'web-push';
import { afterEach, expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { pushSettings, pushSubscriptions, users } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { deviceKeys } from '../../../test/push-device.ts';
import { connectClient, nextEvent, type ChatClient } from '../../../test/socket-client.ts';
import { listen } from '../../../test/socket-room.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { upsertSubscription } from './push.queries.ts';

const open = appPerTest();
const keys = webpush.generateVAPIDKeys();
const vapidEnv = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
const clients: ChatClient[] = [];
const servers: (() => void)[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  for (const close of servers.splice(0)) close();
});

/** A browser named `name`: its keys, and the subscription it posts. */
function device(name: string) {
  const { ecdh, authSecret, p256dh, auth } = deviceKeys();
  return {
    ecdh,
    authSecret,
    body: {
      endpoint: `https://push.example/${name}`,
      expirationTime: null,
      keys: { p256dh, auth },
    },
  };
}

async function devicesOf(t: TestApp, user: TestUser) {
  const rows = await t.database.db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));
  return rows.map((row) => row.endpoint).sort();
}

test('a device subscribes and unsubscribes; one student may have several', async () => {
  const t = await open({ env: vapidEnv });
  const ben = await createUser(t.database.db);
  const ada = await createUser(t.database.db);
  const phone = device('phone');
  const laptop = device('laptop');

  const state = await call(t.app, 'GET', '/api/push', { as: ben });
  expect(state.statusCode).toBe(200);
  expect(state.headers['cache-control']).toBe('no-store');
  expect(state.json()).toEqual({
    enabled: true,
    publicKey: keys.publicKey,
    settings: { mention: true, reply: true, follow: true },
  });

  for (const d of [phone, laptop]) {
    const response = await call(t.app, 'POST', '/api/push/subscriptions', {
      as: ben,
      body: d.body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  }
  // Subscribing again is not a second device.
  await call(t.app, 'POST', '/api/push/subscriptions', { as: ben, body: phone.body });
  expect(await devicesOf(t, ben)).toEqual([laptop.body.endpoint, phone.body.endpoint]);

  // Someone else cannot remove Ben's device.
  await call(t.app, 'DELETE', '/api/push/subscriptions', {
    as: ada,
    body: { endpoint: phone.body.endpoint },
  });
  expect(await devicesOf(t, ben)).toHaveLength(2);

  const removed = await call(t.app, 'DELETE', '/api/push/subscriptions', {
    as: ben,
    body: { endpoint: phone.body.endpoint },
  });
  expect(removed.statusCode).toBe(200);
  expect(await devicesOf(t, ben)).toEqual([laptop.body.endpoint]);
});

test('subscription bodies are validated and the routes need a session', async () => {
  const t = await open({ env: vapidEnv });
  const ben = await createUser(t.database.db);
  const good = device('x').body;
  const bad = [
    {},
    { ...good, endpoint: 'http://push.example/plain' },
    { ...good, endpoint: 'not a url' },
    { ...good, keys: { p256dh: good.keys.p256dh } },
    { ...good, keys: { ...good.keys, auth: 'no spaces allowed here!' } },
    { ...good, extra: 1 },
  ];
  for (const body of bad) {
    const response = await call(t.app, 'POST', '/api/push/subscriptions', { as: ben, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  }
  expect(await devicesOf(t, ben)).toEqual([]);
  const anonymous = await call(t.app, 'POST', '/api/push/subscriptions', { body: good });
  expect(anonymous.statusCode).toBe(401);
});

test('without VAPID keys push is off: the state says so and subscribing is refused', async () => {
  const t = await open();
  const ben = await createUser(t.database.db);
  const state = await call(t.app, 'GET', '/api/push', { as: ben });
  expect(state.json()).toMatchObject({ enabled: false, publicKey: null });
  const response = await call(t.app, 'POST', '/api/push/subscriptions', {
    as: ben,
    body: device('x').body,
  });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ message: 'Push notifications are off on this server.' });
});

test('each kind is switched on its own and kept; reports are for moderators only', async () => {
  const t = await open({ env: vapidEnv });
  const ben = await createUser(t.database.db);
  const off = await call(t.app, 'PUT', '/api/push/settings', {
    as: ben,
    body: { mention: false },
  });
  expect(off.statusCode).toBe(200);
  expect(off.json().settings).toEqual({ mention: false, reply: true, follow: true });
  const [row] = await t.database.db
    .select()
    .from(pushSettings)
    .where(eq(pushSettings.userId, ben.id));
  expect(row?.off).toEqual(['mention']);

  const member = await call(t.app, 'PUT', '/api/push/settings', {
    as: ben,
    body: { report: false },
  });
  expect(member.statusCode).toBe(403);
  for (const body of [{}, { mention: 'no' }, { chat: true }]) {
    const response = await call(t.app, 'PUT', '/api/push/settings', { as: ben, body });
    expect(response.statusCode).toBe(400);
  }

  await t.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, ben.id));
  // The user cache keeps a row a few seconds; a fresh moderator is read from the database.
  const mod = await createUser(t.database.db);
  await t.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, mod.id));
  const staff = await call(t.app, 'PUT', '/api/push/settings', {
    as: mod,
    body: { report: false, follow: false },
  });
  expect(staff.statusCode).toBe(200);
  expect(staff.json().settings).toEqual({
    mention: true,
    reply: true,
    follow: false,
    report: false,
  });
});

/** A local push service that decrypts what it gets with the device's keys. */
async function localPushService(d: ReturnType<typeof device>) {
  const messages: unknown[] = [];
  let arrived: () => void = () => {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: d.ecdh,
        authSecret: d.authSecret.toString('base64url'),
      });
      messages.push(JSON.parse(plain.toString('utf8')));
      response.statusCode = 201;
      response.end();
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(() => server.close());
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/push/ben`,
    messages,
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
  };
}

test('a chat mention is pushed, encrypted, unless the student has the chat open', async () => {
  const t = await open({ env: vapidEnv });
  const baseUrl = await listen(t.app);
  const db = t.database.db;
  const ada = await createUser(db);
  const ben = await createUser(db);
  const phone = device('phone');
  const service = await localPushService(phone);
  // The route takes https endpoints only; the local service is plain http.
  await upsertSubscription(db, ben.id, { endpoint: service.endpoint, ...phone.body.keys });

  const author = await connectClient(baseUrl, { cookie: ada.cookie });
  clients.push(author);
  const arrived = service.next();
  const firstId = newMessageId(ada.id);
  const first = await author
    .timeout(5000)
    .emitWithAck('sendMessage', { message: `hi @${ben.userName}`, messageId: firstId });
  expect(first).toEqual({ received: true });
  await arrived;
  expect(service.messages).toEqual([
    {
      title: `${ada.fullName} mentioned you`,
      body: `hi @${ben.userName}`,
      tag: `chat:${firstId}`,
      url: `/chat?message=${encodeURIComponent(firstId)}`,
    },
  ]);

  // Ben opens the chat on another device: the next mention is only shown there.
  const laptop = await connectClient(baseUrl, { cookie: ben.cookie });
  clients.push(laptop);
  const snapshot = nextEvent(laptop, 'currentUsers');
  laptop.emit('join');
  await snapshot;
  const live = nextEvent(laptop, 'notification');
  const second = await author.timeout(5000).emitWithAck('sendMessage', {
    message: `again @${ben.userName}`,
    messageId: newMessageId(ada.id),
  });
  expect(second).toEqual({ received: true });
  await live;
  await t.app.push.idle();
  expect(service.messages).toHaveLength(1);

  // Back on another screen: the chat is no longer in view, and mentions are pushed again.
  laptop.emit('leave');
  await expect
    .poll(async () => {
      const sockets = await t.app.realtime.io.in(`user:${ben.id}`).fetchSockets();
      return sockets.some((socket) => socket.data.joined);
    })
    .toBe(false);
  const third = newMessageId(ada.id);
  const arrivedAgain = service.next();
  await author
    .timeout(5000)
    .emitWithAck('sendMessage', { message: `and @${ben.userName}`, messageId: third });
  await arrivedAgain;
  expect(service.messages).toHaveLength(2);
  expect(service.messages[1]).toMatchObject({ body: `and @${ben.userName}` });
});

test('a new follower is not pushed while the student has their follower list open', async () => {
  const t = await open({ env: vapidEnv });
  const baseUrl = await listen(t.app);
  const db = t.database.db;
  const [ada, cy, ben] = [await createUser(db), await createUser(db), await createUser(db)];
  const phone = device('phone');
  const service = await localPushService(phone);
  await upsertSubscription(db, ben.id, { endpoint: service.endpoint, ...phone.body.keys });
  const follow = (who: TestUser) =>
    call(t.app, 'POST', '/api/follow', {
      as: who,
      body: { targetUserName: ben.userName, action: 'follow' },
    });

  // Ben's laptop shows his follower list: Ada's follow is seen there, not pushed to his phone.
  const laptop = await connectClient(baseUrl, { cookie: ben.cookie });
  clients.push(laptop);
  expect(await laptop.timeout(5000).emitWithAck('viewing', { screens: ['followers'] })).toEqual({
    ok: true,
  });
  expect((await follow(ada)).statusCode).toBe(200);
  await t.app.push.idle();
  expect(service.messages).toEqual([]);

  // The list closed: Cy's follow is pushed.
  await laptop.timeout(5000).emitWithAck('viewing', { screens: [] });
  const arrived = service.next();
  expect((await follow(cy)).statusCode).toBe(200);
  await arrived;
  expect(service.messages).toEqual([
    expect.objectContaining({ title: `${cy.fullName} started following you` }),
  ]);
});

test('a new report is not pushed to a moderator who has the queue open', async () => {
  const t = await open({ env: vapidEnv });
  const baseUrl = await listen(t.app);
  const db = t.database.db;
  const mod = await createUser(db);
  await db.update(users).set({ role: 'moderator' }).where(eq(users.id, mod.id));
  const [ada, ben] = [await createUser(db), await createUser(db)];
  const phone = device('phone');
  const service = await localPushService(phone);
  await upsertSubscription(db, mod.id, { endpoint: service.endpoint, ...phone.body.keys });
  const report = (reporter: TestUser, reported: TestUser) =>
    call(t.app, 'POST', '/api/reports', {
      as: reporter,
      body: { kind: 'user', userName: reported.userName, reason: 'spam' },
    });

  const laptop = await connectClient(baseUrl, { cookie: mod.cookie });
  clients.push(laptop);
  await laptop.timeout(5000).emitWithAck('viewing', { screens: ['reports'] });
  expect((await report(ada, ben)).statusCode).toBe(201);
  await t.app.push.idle();
  expect(service.messages).toEqual([]);

  // The laptop's tab goes: nothing shows the queue any more, and the next report is pushed.
  laptop.close();
  await expect
    .poll(async () => (await t.app.realtime.io.in(`user:${mod.id}`).fetchSockets()).length)
    .toBe(0);
  const arrived = service.next();
  expect((await report(ben, ada)).statusCode).toBe(201);
  await arrived;
  expect(service.messages).toEqual([expect.objectContaining({ title: 'New report' })]);
});

test('viewing names known screens only; the chat is told by join', async () => {
  const t = await open({ env: vapidEnv });
  const baseUrl = await listen(t.app);
  const ben = await createUser(t.database.db);
  const socket = await connectClient(baseUrl, { cookie: ben.cookie });
  clients.push(socket);
  for (const payload of [{ screens: ['chat'] }, { screens: 'followers' }, {}, null]) {
    const answer = await socket.timeout(5000).emitWithAck('viewing', payload as never);
    expect(answer).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  }
  const [seen] = await t.app.realtime.io.in(`user:${ben.id}`).fetchSockets();
  expect(seen?.data.viewing).toEqual([]);
});
