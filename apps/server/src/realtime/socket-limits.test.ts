import { afterEach, expect, test, vi } from 'vitest';
import { createUser } from '../../test/fixtures.ts';
import { connectClient, type ChatClient } from '../../test/socket-client.ts';
import { listen } from '../../test/socket-room.ts';
import { appPerTest, type TestApp } from '../../test/test-app.ts';
import { TOO_MANY_SOCKETS } from './socket-server.ts';

const open = appPerTest();
let t: TestApp | undefined;
const clients: ChatClient[] = [];

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

async function listenWith(env: Record<string, string>) {
  t = await open({ env });
  return listen(t.app);
}

test('finding 6: one user cannot hold more sockets than the cap; a closed one frees a place', async () => {
  const baseUrl = await listenWith({ SOCKETS_PER_USER: '3', SOCKETS_PER_IP: '100' });
  const alice = await createUser(t!.database.db);
  const bob = await createUser(t!.database.db);
  for (let index = 0; index < 3; index += 1) {
    clients.push(await connectClient(baseUrl, { cookie: alice.cookie }));
  }
  await expect(connectClient(baseUrl, { cookie: alice.cookie })).rejects.toThrow(TOO_MANY_SOCKETS);
  // Another user is unaffected.
  clients.push(await connectClient(baseUrl, { cookie: bob.cookie }));
  // Closing one of Alice's sockets lets her open another.
  clients.shift()!.close();
  await vi.waitFor(async () => {
    const again = await connectClient(baseUrl, { cookie: alice.cookie });
    clients.push(again);
  });
});

test('finding 6: one client address cannot hold more sockets than the cap', async () => {
  const baseUrl = await listenWith({ SOCKETS_PER_USER: '100', SOCKETS_PER_IP: '4' });
  const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t!.database.db)));
  for (const user of users.slice(0, 4)) {
    clients.push(await connectClient(baseUrl, { cookie: user.cookie }));
  }
  await expect(connectClient(baseUrl, { cookie: users[4]!.cookie })).rejects.toThrow(
    TOO_MANY_SOCKETS,
  );
});

test('finding 6: a socket refused by a check after the cap gives its place back', async () => {
  const baseUrl = await listenWith({ SOCKETS_PER_USER: '2', SOCKETS_PER_IP: '2' });
  const alice = await createUser(t!.database.db);
  // A check after the cap (the chat's author lookup during a database outage, say) refuses the
  // next handshakes: each must give its place back, or Alice is locked out once it passes.
  let refuseLater = true;
  t!.app.realtime.io.use((_socket, next) => {
    next(refuseLater ? new Error('refused by a later check') : undefined);
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await expect(connectClient(baseUrl, { cookie: alice.cookie })).rejects.toThrow(
      'refused by a later check',
    );
  }
  refuseLater = false;
  for (let index = 0; index < 2; index += 1) {
    clients.push(await connectClient(baseUrl, { cookie: alice.cookie }));
  }
  await expect(connectClient(baseUrl, { cookie: alice.cookie })).rejects.toThrow(TOO_MANY_SOCKETS);
});
