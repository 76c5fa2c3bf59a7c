import { expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';

// The navigation's count of private messages (issue 34), on PGlite and on PostgreSQL.

const open = appPerTest();
const WEEK_AGO = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);

const unread = async (t: TestApp, as: TestUser) => {
  const res = await call(t.app, 'GET', '/api/conversations/unread', { as });
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function send(t: TestApp, as: TestUser, conversationId: string, message: string) {
  const res = await call(t.app, 'POST', `/api/conversations/${conversationId}/messages`, {
    as,
    body: { message, messageId: newMessageId(as.id) },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('unread messages over the inbox and requests waiting; reading and accepting move them', async () => {
  const t = await open();
  const alice = await createUser(t.database.db, { createdAt: WEEK_AGO });
  const bob = await createUser(t.database.db, { createdAt: WEEK_AGO });
  expect((await call(t.app, 'GET', '/api/conversations/unread')).statusCode).toBe(401);
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 0 });

  // Bob does not follow Alice: her first messages are a request for him.
  const { conversationId } = (
    await call(t.app, 'POST', '/api/conversations/direct', {
      as: alice,
      body: { userName: bob.userName },
    })
  ).json();
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 0 });
  await send(t, alice, conversationId, 'hi');
  await send(t, alice, conversationId, 'are you in the lab?');
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 1 });
  // The sender's own messages are never unread for her.
  expect(await unread(t, alice)).toEqual({ inbox: 0, requests: 0 });

  const accepted = await call(t.app, 'POST', `/api/conversations/${conversationId}/accept`, {
    as: bob,
  });
  expect(accepted.statusCode).toBe(200);
  expect(await unread(t, bob)).toEqual({ inbox: 2, requests: 0 });

  const last = await send(t, alice, conversationId, 'room 4');
  expect(await unread(t, bob)).toEqual({ inbox: 3, requests: 0 });
  const read = await call(t.app, 'PUT', `/api/conversations/${conversationId}/read`, {
    as: bob,
    body: { seq: last.seq },
  });
  expect(read.statusCode).toBe(200);
  expect(await unread(t, bob)).toEqual({ inbox: 0, requests: 0 });
});
