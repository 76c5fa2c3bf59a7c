import { newMessageId } from '@tuning/shared/chat';
import { safetyTexts } from '@tuning/shared/safety';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { expect, test } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import {
  aiUsage,
  blocks,
  chatImages,
  conversationMessages as chatMessages,
  conversationReactions as chatReactions,
  conversationMembers as chatReads,
  chatSendCounts,
  emailConfirmations,
  filteredTerms,
  follows,
  moderationLog,
  notifications,
  passwordResets,
  profilePhotos,
  pushSettings,
  pushSubscriptions,
  reports,
  roomSettings,
  users,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { createAppEvents, type AppEventMap } from '../../lib/events.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { postMessage } from '../../../test/safety-helpers.ts';
import { appPerTest, type TestApp } from '../../../test/test-app.ts';
import { EXPORT_SOURCES } from './account.service.ts';

const open = appPerTest();
let t: TestApp | undefined;
async function setup() {
  const events = createAppEvents();
  const seen: { revoked: AppEventMap['sessionsRevoked'][0][]; removed: string[] } = {
    revoked: [],
    removed: [],
  };
  events.on('sessionsRevoked', (event) => seen.revoked.push(event));
  events.on('userRemoved', ({ userId }) => seen.removed.push(userId));
  t = await open({ events });
  return { ...t, seen };
}

/** Every `table.column` that references users.id, from the schema itself, and users.id. */
function columnsNamingAUser(): { table: PgTable; name: string; column: string }[] {
  const found = [{ table: users as PgTable, name: 'users', column: 'id' }];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    for (const foreignKey of config.foreignKeys) {
      const reference = foreignKey.reference();
      if (getTableName(reference.foreignTable) !== 'users') continue;
      for (const column of reference.columns) {
        found.push({ table: value, name: config.name, column: column.name });
      }
    }
  }
  return found;
}

async function rowsNaming(db: Db, table: PgTable, column: string, userId: string) {
  const result = (await db.execute(
    sql`select count(*)::int as n from ${table} where ${sql.identifier(column)} = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/**
 * Someone with a row in every table that can name them: a moderator who chats, follows, blocks,
 * reports, was suspended once, and did a moderator's work.
 */
async function livedIn(app: TestApp) {
  const db = app.database.db;
  const me = await createUser(db, { role: 'moderator', email: 'me.myself@gmail.com' });
  const friend = await createUser(db);
  const pest = await createUser(db);
  const admin = await createUser(db, { role: 'admin' });
  await call(app.app, 'POST', '/api/follow', {
    as: me,
    body: { targetUserName: friend.userName, action: 'follow' },
  });
  await call(app.app, 'POST', '/api/follow', {
    as: friend,
    body: { targetUserName: me.userName, action: 'follow' },
  });
  await db.insert(profilePhotos).values({
    userId: me.id,
    image: Buffer.from([0x52, 0x49, 0x46, 0x46, 9, 8, 7]),
    contentType: 'image/webp',
  });
  await db.insert(passwordResets).values({
    userId: me.id,
    tokenHash: 'reset-hash-of-me',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(emailConfirmations).values({
    userId: me.id,
    tokenHash: 'confirm-hash-of-me',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const mine = await postMessage(db, me, 'my own words');
  const theirs = await postMessage(db, pest, 'nasty words');
  await db
    .update(chatMessages)
    .set({ text: '', deletedAt: new Date(), deletedBy: me.id })
    .where(eq(chatMessages.messageId, theirs));
  await db.insert(chatSendCounts).values({ userId: me.id, windowIndex: 1, sends: 1 });
  // product.md §13: a reaction, an image, a read position, and notifications both ways; a friend's
  // message mentions me (its id must leave with the account).
  const seqOf = async (messageId: string) =>
    (await db.select().from(chatMessages).where(eq(chatMessages.messageId, messageId)))[0]!.seq;
  const friendly = await postMessage(db, friend, `hi @${me.userName}`);
  await db
    .update(chatMessages)
    .set({ mentions: [me.id] })
    .where(eq(chatMessages.messageId, friendly));
  await db.insert(chatReactions).values({ seq: await seqOf(friendly), userId: me.id, emoji: '👍' });
  await db.insert(chatImages).values({
    id: 'my-image-0001',
    userId: me.id,
    image: Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]),
    thumb: Buffer.from([0x52, 0x49, 0x46, 0x46, 4]),
    width: 640,
    height: 480,
    conversationSeq: await seqOf(mine),
  });
  await db.insert(chatReads).values({
    conversationId: ROOM_CONVERSATION_ID,
    userId: me.id,
    status: 'accepted',
    lastReadSeq: await seqOf(friendly),
    readAt: new Date(),
    activity: 0,
  });
  await db.insert(pushSubscriptions).values({
    userId: me.id,
    endpoint: 'https://push.example/send/secret-device-token',
    p256dh: 'p'.repeat(87),
    auth: 'a'.repeat(22),
  });
  await db.insert(pushSettings).values({ userId: me.id, off: ['follow'] });
  await db.insert(notifications).values([
    { recipientId: me.id, actorId: friend.id, kind: 'mention', messageSeq: await seqOf(friendly) },
    {
      recipientId: friend.id,
      actorId: me.id,
      kind: 'reaction',
      messageSeq: await seqOf(friendly),
      emoji: '👍',
    },
  ]);
  await db.insert(aiUsage).values({ userId: me.id, day: '2026-11-20', replies: 3 });
  // Issue 34: a group I made with my friend, my message and reaction in it, and my setting.
  const group = await call(app.app, 'POST', '/api/conversations', {
    as: me,
    body: { name: 'Study group', userNames: [friend.userName] },
  });
  const conversationId = group.json().conversationId as string;
  const privateWords = await call(
    app.app,
    'POST',
    `/api/conversations/${conversationId}/messages`,
    {
      as: me,
      body: { message: 'just us', messageId: newMessageId(me.id) },
    },
  );
  await db
    .insert(schema.conversationReactions)
    .values({ seq: privateWords.json().seq, userId: me.id, emoji: '🎸' });
  const privateId = privateWords.json().messageId as string;
  await call(app.app, 'PATCH', `/api/conversations/${conversationId}/messages/${privateId}`, {
    as: me,
    body: { message: 'just us two' },
  });
  const answer = newMessageId(me.id);
  await call(app.app, 'POST', `/api/conversations/${conversationId}/messages`, {
    as: me,
    body: { message: 'right?', messageId: answer, replyTo: privateId },
  });
  await call(app.app, 'PUT', '/api/messages/settings', {
    as: me,
    body: { whoCanMessage: 'following' },
  });
  await call(app.app, 'POST', '/api/blocks', { as: me, body: { userName: pest.userName } });
  await call(app.app, 'POST', '/api/blocks', {
    as: pest,
    body: { userName: me.userName, kind: 'mute' },
  });
  await call(app.app, 'POST', '/api/reports', {
    as: me,
    body: { kind: 'user', userName: pest.userName, reason: 'spam', note: 'my note' },
  });
  const aboutMe = await call(app.app, 'POST', '/api/reports', {
    as: pest,
    body: { kind: 'message', messageId: mine, reason: 'hate', note: 'secret accusation' },
  });
  await db
    .update(reports)
    .set({ status: 'dismissed', resolvedBy: me.id, resolvedAt: new Date() })
    .where(eq(reports.id, aboutMe.json().reportId));
  await db.insert(moderationLog).values([
    { actorId: me.id, actorName: me.userName, action: 'delete-message', messageId: theirs },
    {
      actorId: admin.id,
      actorName: admin.userName,
      action: 'suspend',
      targetUserId: me.id,
      targetName: me.userName,
      reason: 'cooling off',
      detail: { hours: 1 },
    },
  ]);
  await db
    .insert(roomSettings)
    .values({ id: 1, slowModeSeconds: 10, updatedBy: me.id })
    .onConflictDoUpdate({ target: roomSettings.id, set: { updatedBy: me.id } });
  await db.insert(filteredTerms).values({ term: 'badword', createdBy: me.id });
  return {
    conversation: { id: conversationId, privateId, answer },
    me,
    friend,
    pest,
    admin,
    mine,
    theirs,
    friendly,
    reportAboutMe: aboutMe.json().reportId,
  };
}

function at(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], value);
}

test('GET /api/account tells the role', async () => {
  const app = await setup();
  const member = await createUser(app.database.db);
  const moderator = await createUser(app.database.db, { role: 'moderator' });
  expect((await call(app.app, 'GET', '/api/account', { as: member })).json()).toEqual({
    userId: member.id,
    role: 'member',
  });
  expect((await call(app.app, 'GET', '/api/account', { as: moderator })).json()).toEqual({
    userId: moderator.id,
    role: 'moderator',
  });
  expect((await call(app.app, 'GET', '/api/account')).statusCode).toBe(401);
});

test('the export holds every table that names the user, and nothing secret or of others', async () => {
  const app = await setup();
  const db = app.database.db;
  const lived = await livedIn(app);

  // Every column that can name a user is placed or withheld: a new table fails here first.
  const columns = columnsNamingAUser().map(({ name, column }) => `${name}.${column}`);
  expect(columns.sort()).toEqual(Object.keys(EXPORT_SOURCES).sort());
  // …and each of those holds a row about this user (so the checks below mean something).
  for (const { table, name, column } of columnsNamingAUser()) {
    expect(await rowsNaming(db, table, column, lived.me.id), `${name}.${column}`).toBeGreaterThan(
      0,
    );
  }

  const response = await call(app.app, 'GET', '/api/account/export', { as: lived.me });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="tuning-${lived.me.userName}-\\d{4}-\\d\\d-\\d\\d\\.json"$`),
  );
  expect(response.headers['cache-control']).toBe('no-store');
  const data = response.json();
  for (const [source, place] of Object.entries(EXPORT_SOURCES)) {
    if ('withheld' in place) {
      expect(data.notIncluded, source).toContain(place.withheld);
      continue;
    }
    const value = at(data, place.path);
    expect(value, `${source} → ${place.path}`).toBeTruthy();
    if (Array.isArray(value)) expect(value.length, `${source} → ${place.path}`).toBeGreaterThan(0);
  }
  expect(data.account).toMatchObject({
    userId: lived.me.id,
    email: 'me.myself@gmail.com',
    userName: lived.me.userName,
    role: 'moderator',
    followersCount: 1,
    followingCount: 1,
  });
  expect(data.profilePhoto).toEqual({
    contentType: 'image/webp',
    updatedAt: expect.any(String),
    base64: Buffer.from([0x52, 0x49, 0x46, 0x46, 9, 8, 7]).toString('base64'),
  });
  expect(data.following).toEqual([{ userName: lived.friend.userName, since: expect.any(String) }]);
  expect(data.followers).toEqual([{ userName: lived.friend.userName, since: expect.any(String) }]);
  expect(data.chatMessages).toEqual([
    {
      messageId: lived.mine,
      text: 'my own words',
      createdAt: expect.any(String),
      deletedAt: null,
    },
  ]);
  // Issue 34: the conversation's messages as they are now (edited, answering), and the settings.
  const { conversation } = lived;
  expect(data.conversations.messages).toEqual([
    {
      messageId: conversation.privateId,
      text: 'just us two',
      createdAt: expect.any(String),
      deletedAt: null,
      editedAt: expect.any(String),
      conversationId: conversation.id,
    },
    {
      messageId: conversation.answer,
      text: 'right?',
      createdAt: expect.any(String),
      deletedAt: null,
      replyToMessageId: conversation.privateId,
      conversationId: conversation.id,
    },
  ]);
  expect(data.conversations.settings).toEqual({
    whoCanMessage: 'following',
    readReceipts: true,
    updatedAt: expect.any(String),
  });
  expect(data.chatReactions).toEqual([
    { messageId: lived.friendly, emoji: '👍', createdAt: expect.any(String) },
  ]);
  expect(data.chatImages).toEqual([
    {
      imageId: 'my-image-0001',
      width: 640,
      height: 480,
      messageId: lived.mine,
      createdAt: expect.any(String),
      base64: Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]).toString('base64'),
    },
  ]);
  // The device's push address is a secret of its push service: only the service is named.
  expect(data.pushDevices).toEqual([
    { pushService: 'https://push.example', createdAt: expect.any(String) },
  ]);
  expect(JSON.stringify(data)).not.toContain('secret-device-token');
  expect(data.pushSettings).toEqual({ off: ['follow'], updatedAt: expect.any(String) });
  expect(data.chatReadPosition).toEqual({
    lastReadSeq: expect.any(Number),
    updatedAt: expect.any(String),
  });
  expect(data.notifications).toEqual([
    {
      kind: 'follow',
      fromUserName: lived.friend.userName,
      messageId: null,
      emoji: null,
      createdAt: expect.any(String),
      readAt: null,
    },
    {
      kind: 'mention',
      fromUserName: lived.friend.userName,
      messageId: lived.friendly,
      emoji: null,
      createdAt: expect.any(String),
      readAt: null,
    },
  ]);
  expect(data.blocks).toEqual([
    { userName: lived.pest.userName, kind: 'block', createdAt: expect.any(String) },
  ]);
  expect(data.reportsFiled).toEqual([
    expect.objectContaining({
      kind: 'user',
      note: 'my note',
      reportedUserName: lived.pest.userName,
    }),
  ]);
  expect(data.moderationOfYou).toEqual([
    {
      action: 'suspend',
      reason: 'cooling off',
      detail: { hours: 1 },
      createdAt: expect.any(String),
    },
  ]);
  expect(data.staffWork.messagesDeleted).toEqual([
    { messageId: lived.theirs, deletedAt: expect.any(String) },
  ]);

  // Nothing secret, nothing that is someone else's to keep.
  const [row] = await db.select().from(users).where(eq(users.id, lived.me.id));
  const text = response.body;
  for (const secret of [
    row!.passwordHash,
    'reset-hash-of-me',
    'confirm-hash-of-me',
    'secret accusation',
    lived.admin.userName,
  ]) {
    expect(text).not.toContain(secret);
  }
  expect(data.sessions[0]).toEqual({
    createdAt: expect.any(String),
    expiresAt: expect.any(String),
    lastSeenAt: expect.any(String),
  });

  // Only one's own: another user's export has none of it.
  const other = await call(app.app, 'GET', '/api/account/export', { as: lived.friend });
  expect(other.body).not.toContain('my own words');
  expect(other.json().account.userId).toBe(lived.friend.id);
  expect((await call(app.app, 'GET', '/api/account/export')).statusCode).toBe(401);
});

test('deleting the account needs the current password', async () => {
  const app = await setup();
  const user = await createUser(app.database.db);
  const wrong = await call(app.app, 'DELETE', '/api/account', {
    as: user,
    body: { password: 'not-it1!' },
  });
  expect(wrong.statusCode).toBe(403);
  expect(wrong.json()).toEqual({ code: 'FORBIDDEN', message: safetyTexts.wrongPassword });
  for (const body of [{}, { password: '' }, { password: TEST_PASSWORD, extra: true }]) {
    expect((await call(app.app, 'DELETE', '/api/account', { as: user, body })).statusCode).toBe(
      400,
    );
  }
  expect(await app.database.db.select().from(users)).toHaveLength(1);
  expect(app.seen.removed).toEqual([]);
  expect((await call(app.app, 'GET', '/api/currentuser', { as: user })).statusCode).toBe(200);
  // Attempts are limited: a stolen session cannot guess for long.
  let last;
  for (let i = 0; i < 3; i++) {
    last = await call(app.app, 'DELETE', '/api/account', { as: user, body: { password: 'x' } });
  }
  expect(last?.statusCode).toBe(429);
});

test('deleting the account removes every row of it in one go, keeping only what ADR 0014 keeps', async () => {
  const app = await setup();
  const db = app.database.db;
  const lived = await livedIn(app);
  const [meRow] = await db.select().from(users).where(eq(users.id, lived.me.id));

  const deleted = await call(app.app, 'DELETE', '/api/account', {
    as: lived.me,
    body: { password: TEST_PASSWORD },
  });
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: safetyTexts.accountDeleted });
  const cleared = deleted.cookies.find((cookie) => cookie.name === 'token');
  expect(cleared?.value).toBe('');
  expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  expect(app.seen.removed).toEqual([lived.me.id]);
  expect(app.seen.revoked).toContainEqual({ userId: lived.me.id });
  expect((await call(app.app, 'GET', '/api/currentuser', { as: lived.me })).statusCode).toBe(401);
  expect(
    (
      await call(app.app, 'POST', '/api/login', {
        body: { phoneOrEmail: lived.me.email, password: TEST_PASSWORD },
      })
    ).statusCode,
  ).toBe(401);

  // No row names the account any more…
  for (const { table, name, column } of columnsNamingAUser()) {
    expect(await rowsNaming(db, table, column, lived.me.id), `${name}.${column}`).toBe(0);
  }
  // …the friend's counters moved with the follows that went…
  const [friend] = await db.select().from(users).where(eq(users.id, lived.friend.id));
  expect({ followers: friend!.followersCount, following: friend!.followingCount }).toEqual({
    followers: 0,
    following: 0,
  });
  expect(await db.select().from(follows)).toEqual([]);
  expect(await db.select().from(blocks)).toEqual([]);
  // …the messages went with it (ADR 0014), the tombstone it made of another's stays, and the
  // friend's message that mentioned it no longer names it.
  const messages = await db.select().from(chatMessages).orderBy(chatMessages.seq);
  expect(messages.map((m) => [m.messageId, m.deletedBy, m.mentions])).toEqual([
    [lived.theirs, null, []],
    [lived.friendly, null, []],
  ]);
  expect(await db.select().from(notifications)).toEqual([]);

  // Kept for accountability: reports (reporter unlinked; the report about it with its snapshot)
  // and the moderation log (names as text).
  const kept = await db.select().from(reports);
  expect(kept).toHaveLength(2);
  expect(kept.find((r) => r.kind === 'user')).toMatchObject({
    reporterId: null,
    reportedUserId: lived.pest.id,
  });
  expect(kept.find((r) => r.id === lived.reportAboutMe)).toMatchObject({
    reporterId: lived.pest.id,
    reportedUserId: null,
    resolvedBy: null,
    snapshot: expect.objectContaining({
      text: 'my own words',
      authorUserName: lived.me.userName,
    }),
  });
  const log = await db.select().from(moderationLog);
  expect(
    log.map((entry) => [entry.actorName, entry.targetName, entry.actorId, entry.targetUserId]),
  ).toEqual([
    [lived.me.userName, null, null, null],
    [lived.admin.userName, lived.me.userName, lived.admin.id, null],
  ]);
  const [room] = await db.select().from(roomSettings);
  expect(room?.updatedBy).toBeNull();
  expect(await db.select().from(filteredTerms)).toEqual([
    expect.objectContaining({ term: 'badword', createdBy: null }),
  ]);

  // The address is nowhere; the id only inside what reports keep (snapshots, message ids).
  for (const table of Object.values(schema).filter((value) => is(value, PgTable))) {
    const name = getTableName(table);
    const result = (await db.execute(
      sql`select coalesce(json_agg(t)::text, '') as dump from ${table} t`,
    )) as unknown as { rows: { dump: string }[] };
    const dump = result.rows[0]!.dump;
    expect(dump, name).not.toContain(meRow!.email);
    if (name !== 'reports' && name !== 'moderation_log')
      expect(dump, name).not.toContain(meRow!.id);
  }
});

test('an account deleted while others follow and unfollow it leaves every counter equal to its rows', async () => {
  const app = await setup();
  const db = app.database.db;
  const leaving = await createUser(db);
  const others: TestUser[] = [];
  for (let i = 0; i < 8; i++) others.push(await createUser(db));
  const follow = (who: TestUser, target: TestUser, action: string) =>
    call(app.app, 'POST', '/api/follow', {
      as: who,
      body: { targetUserName: target.userName, action },
    });
  for (const other of others.slice(0, 4)) await follow(other, leaving, 'follow');
  await follow(leaving, others[5]!, 'follow');

  const followCalls = others.flatMap((other, i) => [
    follow(other, leaving, i % 2 ? 'follow' : 'unfollow'),
    follow(leaving, other, 'follow'),
    follow(other, others[(i + 1) % others.length]!, 'follow'),
  ]);
  const deletion = call(app.app, 'DELETE', '/api/account', {
    as: leaving,
    body: { password: TEST_PASSWORD },
  });
  const answers = await Promise.all([
    ...followCalls.slice(0, 6),
    deletion,
    ...followCalls.slice(6),
  ]);
  expect(answers[6]!.statusCode).toBe(200);
  for (const answer of answers) expect([200, 401, 404]).toContain(answer.statusCode);

  const drift = (await db.execute(sql`
    select u.user_name from ${users} u
    where u.followers_count <> (select count(*) from ${follows} f where f.followee_id = u.id)
       or u.following_count <> (select count(*) from ${follows} f where f.follower_id = u.id)`)) as unknown as {
    rows: unknown[];
  };
  expect(drift.rows).toEqual([]);
  expect(await rowsNaming(db, follows, 'follower_id', leaving.id)).toBe(0);
  expect(await rowsNaming(db, follows, 'followee_id', leaving.id)).toBe(0);
});
