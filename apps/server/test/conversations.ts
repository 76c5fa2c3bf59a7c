import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import type { Db } from '../src/db/client.ts';
import { createUser, type TestUser } from './fixtures.ts';
import { call } from './http.ts';

// Steps the private conversations' tests share (issue 34): students, follows, a one-to-one, a send.

const WEEK_AGO = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);

type Students<N extends number, Made extends TestUser[] = []> = Made['length'] extends N
  ? Made
  : Students<N, [...Made, TestUser]>;

/** `count` students old enough for the full request budget. */
export async function students<N extends number>(db: Db, count: N): Promise<Students<N>> {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i++) made.push(await createUser(db, { createdAt: WEEK_AGO }));
  return made as Students<N>;
}

export async function follow(app: FastifyInstance, from: TestUser, to: TestUser) {
  const res = await call(app, 'POST', '/api/follow', {
    as: from,
    body: { targetUserName: to.userName, action: 'follow' },
  });
  expect(res.statusCode).toBe(200);
}

export function openDirect(app: FastifyInstance, from: TestUser, to: TestUser) {
  return call(app, 'POST', '/api/conversations/direct', {
    as: from,
    body: { userName: to.userName },
  });
}

/** A message to the conversation over HTTP; `extra` adds `replyTo` or `imageId`. */
export function sendTo(
  app: FastifyInstance,
  as: TestUser,
  id: string,
  message: string,
  extra: { replyTo?: string; imageId?: string } = {},
) {
  return call(app, 'POST', `/api/conversations/${id}/messages`, {
    as,
    body: { message, messageId: newMessageId(as.id), ...extra },
  });
}

/** The one-to-one of two students who follow each other (no request in the way). */
export async function friendsTalking(app: FastifyInstance, a: TestUser, b: TestUser) {
  await follow(app, a, b);
  await follow(app, b, a);
  const opened = await openDirect(app, a, b);
  expect(opened.statusCode).toBe(200);
  return (opened.json() as { conversationId: string }).conversationId;
}
