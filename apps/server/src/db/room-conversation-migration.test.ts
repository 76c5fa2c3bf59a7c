import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, expect, test } from 'vitest';
import { createScratchDatabase } from '../../test/services.ts';
import { testDbKind } from '../../test/test-database.ts';
import { ROOM_CONVERSATION_ID } from './schema.ts';

// Migration 0009 (ADR 0043) on data in the old shape: the room's messages, reactions, images, read
// positions, notifications and reports move into the conversations' tables, nothing lost; private
// messages move above the room's last seq with everything that names them.

const folder = path.join(import.meta.dirname, '..', '..', 'drizzle');
const files = fs
  .readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

interface Client {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function open(): Promise<Client> {
  if (testDbKind === 'pglite') {
    const client = new PGlite();
    cleanups.push(() => client.close());
    return {
      exec: async (text) => void (await client.exec(text)),
      rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    };
  }
  const scratch = await createScratchDatabase();
  const client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  cleanups.push(() => scratch.drop());
  cleanups.push(() => client.end());
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
  };
}

async function run(client: Client, file: string) {
  const text = fs.readFileSync(path.join(folder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.exec(statement);
}

const A = '0a000000-0000-4000-8000-00000000000a';
const B = '0b000000-0000-4000-8000-00000000000b';
const MOD = '0c000000-0000-4000-8000-00000000000c';
const DM = '0d000000-0000-4000-8000-00000000000d';

test('0009 moves the room into the conversations, losing nothing', async () => {
  const client = await open();
  const before = files.filter((file) => file < '0009');
  expect(files).toContain('0009_room_conversation.sql');
  for (const file of before) await run(client, file);

  await client.exec(`
    insert into users (id, email, email_key, full_name, user_name, password_hash, role) values
      ('${A}', 'a@x.edu', 'a@x.edu', 'Ann', 'ann', 'x', 'member'),
      ('${B}', 'b@x.edu', 'b@x.edu', 'Ben', 'ben', 'x', 'member'),
      ('${MOD}', 'm@x.edu', 'm@x.edu', 'Mo', 'mo', 'x', 'moderator');
    insert into chat_messages (seq, message_id, user_id, text, created_at, revision, mentions)
      values (1, 'r1', '${A}', 'hello @ben', '2026-11-01T10:00:00Z', 7, array['${B}'::uuid]);
    insert into chat_messages (seq, message_id, user_id, text, created_at, reply_to_seq, edited_at,
      image_id) values (2, 'r2', '${B}', 'hi ann', '2026-11-01T10:01:00Z', 1,
      '2026-11-01T10:02:00Z', 'img-room');
    insert into chat_messages (seq, message_id, user_id, text, created_at, deleted_at, deleted_by,
      revision) values (3, 'r3', '${A}', '', '2026-11-01T10:03:00Z', '2026-11-01T10:04:00Z',
      '${MOD}', 9);
    -- A fourth seq went with an account: the room never gives it out again.
    select setval('chat_messages_seq_seq', 4);
    insert into chat_reactions (seq, user_id, emoji, created_at)
      values (1, '${B}', '👍', '2026-11-01T10:05:00Z');
    insert into chat_images (id, user_id, image, thumb, width, height, message_seq)
      values ('img-room', '${B}', '\\x00', '\\x00', 10, 20, 2);
    insert into chat_reads (user_id, last_read_seq, updated_at)
      values ('${A}', 2, '2026-11-01T11:00:00Z');
    insert into notifications (recipient_id, actor_id, kind, message_seq, emoji)
      values ('${B}', '${A}', 'mention', 1, ''), ('${A}', '${B}', 'reaction', 1, '👍'),
        ('${A}', '${B}', 'reply', 2, '');
    insert into reports (reporter_id, kind, message_id, reported_user_id, reason, snapshot)
      values ('${B}', 'message', 'r1', '${A}', 'spam',
        '{"messageId":"r1","seq":1,"text":"hello @ben","createdAt":"2026-11-01T10:00:00Z",
          "authorId":"${A}","authorUserName":"ann","authorFullName":"Ann"}');

    insert into conversations (id, kind, created_by) values ('${DM}', 'direct', '${A}');
    insert into conversation_members (conversation_id, user_id, status, last_read_seq, activity)
      values ('${DM}', '${A}', 'accepted', 2, 5), ('${DM}', '${B}', 'accepted', 0, 5);
    insert into conversation_messages (seq, conversation_id, message_id, user_id, text, revision)
      values (1, '${DM}', 'p1', '${A}', 'private one', 3);
    insert into conversation_messages (seq, conversation_id, message_id, user_id, text,
      reply_to_seq) values (2, '${DM}', 'p2', '${B}', 'private two', 1);
    select setval('conversation_messages_seq_seq', 2);
    insert into conversation_reactions (seq, user_id, emoji) values (1, '${B}', '❤️');
    insert into chat_images (id, user_id, image, thumb, width, height, conversation_seq)
      values ('img-dm', '${B}', '\\x00', '\\x00', 30, 40, 2);
    insert into notifications (recipient_id, actor_id, kind, conversation_id, conversation_seq,
      count) values ('${B}', '${A}', 'message', '${DM}', 1, 1);
    insert into reports (reporter_id, kind, message_id, reported_user_id, reason, snapshot)
      values ('${B}', 'message', 'p1', '${A}', 'spam',
        '{"messageId":"p1","seq":1,"text":"private one","createdAt":"2026-11-01T10:00:00Z",
          "authorId":"${A}","authorUserName":"ann","authorFullName":"Ann",
          "conversationId":"${DM}","context":[{"messageId":"p1","seq":1,"text":"private one",
          "createdAt":"2026-11-01T10:00:00Z","authorId":"${A}","authorUserName":"ann",
          "authorFullName":"Ann","deleted":false},{"messageId":"p2","seq":2,"text":"private two",
          "createdAt":"2026-11-01T10:00:00Z","authorId":"${B}","authorUserName":"ben",
          "authorFullName":"Ben","deleted":false}]}');
  `);

  await run(client, '0009_room_conversation.sql');

  expect(
    await client.rows(`select id, kind, name, created_by from conversations order by kind`),
  ).toEqual([
    { id: DM, kind: 'direct', name: null, created_by: A },
    { id: ROOM_CONVERSATION_ID, kind: 'room', name: null, created_by: null },
  ]);
  const messages = await client.rows<Record<string, unknown>>(`
    select seq::int, conversation_id, message_id, user_id, text, revision::int,
      reply_to_seq::int, mentions, deleted_by, deleted_at is not null as deleted,
      edited_at is not null as edited, image_id, to_char(created_at at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI') as created
    from conversation_messages order by seq`);
  const room = ROOM_CONVERSATION_ID;
  expect(messages).toEqual([
    {
      seq: 1,
      conversation_id: room,
      message_id: 'r1',
      user_id: A,
      text: 'hello @ben',
      revision: 7,
      reply_to_seq: null,
      mentions: [B],
      deleted_by: null,
      deleted: false,
      edited: false,
      image_id: null,
      created: '2026-11-01T10:00',
    },
    {
      seq: 2,
      conversation_id: room,
      message_id: 'r2',
      user_id: B,
      text: 'hi ann',
      revision: 0,
      reply_to_seq: 1,
      mentions: [],
      deleted_by: null,
      deleted: false,
      edited: true,
      image_id: 'img-room',
      created: '2026-11-01T10:01',
    },
    {
      seq: 3,
      conversation_id: room,
      message_id: 'r3',
      user_id: A,
      text: '',
      revision: 9,
      reply_to_seq: null,
      mentions: [],
      deleted_by: MOD,
      deleted: true,
      edited: false,
      image_id: null,
      created: '2026-11-01T10:03',
    },
    // Private messages above every seq the room gave out (4), their reply with them.
    expect.objectContaining({ seq: 5, conversation_id: DM, message_id: 'p1', revision: 3 }),
    expect.objectContaining({ seq: 6, conversation_id: DM, message_id: 'p2', reply_to_seq: 5 }),
  ]);
  expect(
    await client.rows(`select seq::int, user_id, emoji from conversation_reactions order by seq`),
  ).toEqual([
    { seq: 1, user_id: B, emoji: '👍' },
    { seq: 5, user_id: B, emoji: '❤️' },
  ]);
  expect(
    await client.rows(`select id, conversation_seq::int from chat_images order by id`),
  ).toEqual([
    { id: 'img-dm', conversation_seq: 6 },
    { id: 'img-room', conversation_seq: 2 },
  ]);
  expect(
    await client.rows(`select conversation_id, user_id, status, last_read_seq::int,
        activity::int, read_at is not null as read
      from conversation_members order by conversation_id desc, user_id`),
  ).toEqual([
    {
      conversation_id: DM,
      user_id: A,
      status: 'accepted',
      last_read_seq: 6,
      activity: 5,
      read: false,
    },
    {
      conversation_id: DM,
      user_id: B,
      status: 'accepted',
      last_read_seq: 0,
      activity: 5,
      read: false,
    },
    {
      conversation_id: room,
      user_id: A,
      status: 'accepted',
      last_read_seq: 2,
      activity: 0,
      read: true,
    },
  ]);
  expect(
    await client.rows(`select kind, message_seq::int, conversation_seq::int, emoji
      from notifications order by kind`),
  ).toEqual([
    { kind: 'mention', message_seq: 1, conversation_seq: null, emoji: '' },
    { kind: 'message', message_seq: null, conversation_seq: 5, emoji: '' },
    { kind: 'reaction', message_seq: 1, conversation_seq: null, emoji: '👍' },
    { kind: 'reply', message_seq: 2, conversation_seq: null, emoji: '' },
  ]);
  const reports = await client.rows<{ message_id: string; snapshot: Record<string, unknown> }>(
    `select message_id, snapshot from reports order by message_id`,
  );
  expect(reports.map((r) => [r.message_id, r.snapshot.seq])).toEqual([
    ['p1', 5],
    ['r1', 1],
  ]);
  expect(
    (reports[0]!.snapshot.context as { seq: number; text: string }[]).map((m) => [m.seq, m.text]),
  ).toEqual([
    [5, 'private one'],
    [6, 'private two'],
  ]);
  // The old tables are gone; the next message of any conversation comes after all of these.
  expect(
    await client.rows(`select table_name from information_schema.tables
      where table_name in ('chat_messages', 'chat_reactions', 'chat_reads', 'room_move')`),
  ).toEqual([]);
  expect(
    await client.rows(`insert into conversation_messages (conversation_id, message_id, user_id,
      text) values ('${room}', 'r4', '${A}', 'after') returning seq::int`),
  ).toEqual([{ seq: 7 }]);
  // A room message still goes with its account, its reactions and notifications with it.
  await client.exec(`delete from users where id = '${B}'`);
  expect(await client.rows(`select message_id from conversation_messages order by seq`)).toEqual([
    { message_id: 'r1' },
    { message_id: 'r3' },
    { message_id: 'p1' },
    { message_id: 'r4' },
  ]);
});
