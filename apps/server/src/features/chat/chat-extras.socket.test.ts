import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { newMessageId } from '@tuning/shared/chat';
import { chatExtrasTexts, REACTIONS_PER_MESSAGE_MAX } from '@tuning/shared/chat-extras';
import { safetyTexts } from '@tuning/shared/safety';
import {
  blocks,
  chatImages,
  conversationMessages as chatMessages,
  conversationReactions as chatReactions,
  filteredTerms,
  notifications,
  ROOM_CONVERSATION_ID,
} from '../../db/schema.ts';
import { createAppEvents } from '../../lib/events.ts';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { nextEvent, sendAndReceive } from '../../../test/socket-client.ts';
import {
  edit,
  history,
  react,
  record,
  remove,
  roomPerTest,
  send,
} from '../../../test/socket-room.ts';

// product.md §13 over the socket, one instance: reactions, replies, mentions, edits and images.
// (Two instances: test/chat-extras.two-instances.test.ts.)

const events = createAppEvents();
const room = roomPerTest({ events });
const db = () => room.app().database.db;

const person = (user: TestUser) => ({
  userId: user.id,
  username: user.userName,
  fullName: user.fullName,
});

async function seqOf(messageId: string): Promise<number> {
  const [row] = await db()
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(eq(chatMessages.messageId, messageId));
  return row!.seq;
}

async function notificationsOf(user: TestUser) {
  return db().select().from(notifications).where(eq(notifications.recipientId, user.id));
}

describe('reactions', () => {
  test('set, set again (no change), clear: everyone sees the counts live and in history', async () => {
    const [alice, a] = await room.joinNew();
    const [bob, b] = await room.joinNew();
    const [carol, c] = await room.joinNew();
    const messageId = await sendAndReceive(a, alice, 'react to me', [a, b, c]);
    // Both history paths have the newest page cached now.
    expect(await history(c)).toHaveLength(1);
    expect(await room.httpHistory(carol)).toHaveLength(1);
    const toA = record(a, 'reactionsChanged');

    const first = nextEvent(c, 'reactionsChanged');
    expect(await react(b, { messageId, emoji: '👍', on: true })).toEqual({ ok: true });
    const [bobsThumb] = await first;
    expect(bobsThumb).toEqual({
      messageId,
      revision: expect.any(Number),
      reactions: [{ emoji: '👍', count: 1, users: [person(bob)] }],
    });

    // Setting it again changes nothing: acked, no new revision, nothing broadcast.
    expect(await react(b, { messageId, emoji: '👍', on: true })).toEqual({ ok: true });
    const party = nextEvent(a, 'reactionsChanged', (e) => e.reactions.length === 2);
    expect(await react(c, { messageId, emoji: '🎉', on: true })).toEqual({ ok: true });
    await party;
    const both = nextEvent(b, 'reactionsChanged', (e) => e.reactions[0]?.count === 2);
    expect(await react(a, { messageId, emoji: '👍', on: true })).toEqual({ ok: true });
    await both;
    await expect.poll(() => toA.length).toBe(3);
    expect(toA.map((e) => e.reactions)).toEqual([
      [{ emoji: '👍', count: 1, users: [person(bob)] }],
      [
        { emoji: '👍', count: 1, users: [person(bob)] },
        { emoji: '🎉', count: 1, users: [person(carol)] },
      ],
      [
        { emoji: '👍', count: 2, users: [person(bob), person(alice)] },
        { emoji: '🎉', count: 1, users: [person(carol)] },
      ],
    ]);
    const revisions = toA.map((e) => e.revision);
    expect(revisions).toEqual([...revisions].sort((x, y) => x - y));
    expect(new Set(revisions).size).toBe(3);

    // History pages carry the same list at the same revision, cached or not.
    for (const page of [
      await history(c),
      await room.httpHistory(carol),
      await history(c, { after: 0 }),
    ]) {
      expect(page[0]).toMatchObject({
        messageId,
        revision: revisions[2],
        reactions: toA[2]!.reactions,
      });
    }

    const cleared = nextEvent(c, 'reactionsChanged', (e) => e.reactions[0]?.emoji === '🎉');
    expect(await react(b, { messageId, emoji: '👍', on: false })).toEqual({ ok: true });
    // In the order of each emoji's earliest reaction still there: Alice's 👍 came after 🎉.
    expect((await cleared)[0].reactions).toEqual([
      { emoji: '🎉', count: 1, users: [person(carol)] },
      { emoji: '👍', count: 1, users: [person(alice)] },
    ]);
    // Clearing what is not there changes nothing either.
    expect(await react(b, { messageId, emoji: '👍', on: false })).toEqual({ ok: true });
    const emptied = nextEvent(b, 'reactionsChanged', (e) => e.reactions.length === 0);
    expect(await react(a, { messageId, emoji: '👍', on: false })).toEqual({ ok: true });
    expect(await react(c, { messageId, emoji: '🎉', on: false })).toEqual({ ok: true });
    await emptied;
    await expect.poll(() => toA.length).toBe(6);
    const [after] = await room.httpHistory(carol);
    expect(after).not.toHaveProperty('reactions');
    expect(after!.revision).toBe(toA[5]!.revision);
    expect(await db().select().from(chatReactions)).toEqual([]);
  }, 60_000); // the file's first password hash is slow on a busy machine

  test('refused: bad payloads, unknown or deleted messages, a new emoji past the limit, blocks either way', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    const messageId = await sendAndReceive(a, alice, 'popular', [a, b]);

    for (const payload of [
      { messageId, emoji: 'a', on: true },
      { messageId, emoji: '👍👍', on: true },
      { messageId, emoji: '', on: true },
      { messageId, emoji: '👍' },
      { messageId, emoji: '👍', on: 'yes' },
      { messageId, emoji: '👍', on: true, extra: 1 },
      { messageId: 'a b', emoji: '👍', on: true },
      null,
    ]) {
      expect(await react(b, payload)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    }
    expect(await react(b, { messageId: 'no-such-1-message', emoji: '👍', on: true })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: safetyTexts.messageGone },
    });
    // Emoji with modifiers and joiners are one emoji.
    expect(await react(b, { messageId, emoji: '👍🏽', on: true })).toEqual({ ok: true });
    expect(await react(b, { messageId, emoji: '👩‍💻', on: true })).toEqual({ ok: true });

    // At the limit of different emoji, a new one is refused; one already there may be added to.
    const seq = await seqOf(messageId);
    const more = ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇', '🙂', '🙃', '😉'];
    const filler = ['😌', '😍', '🥰', '😘', '😗', '😙', '😚', '😋'];
    const extra = [...more, ...filler].slice(0, REACTIONS_PER_MESSAGE_MAX - 2);
    await db()
      .insert(chatReactions)
      .values(extra.map((emoji) => ({ seq, userId: alice.id, emoji })));
    expect(await react(b, { messageId, emoji: '🦄', on: true })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: chatExtrasTexts.reactionsFull },
    });
    expect(await react(b, { messageId, emoji: extra[0], on: true })).toEqual({ ok: true });
    const distinct = await db()
      .selectDistinct({ emoji: chatReactions.emoji })
      .from(chatReactions)
      .where(eq(chatReactions.seq, seq));
    expect(distinct).toHaveLength(REACTIONS_PER_MESSAGE_MAX);

    // Alice blocks Bob: neither may react to the other's messages (clearing one's own still works).
    const bobs = await sendAndReceive(b, bob, 'bob speaking', [a, b]);
    const blocked = await room.app().app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { cookie: alice.cookie },
      payload: { userName: bob.userName },
    });
    expect(blocked.statusCode).toBe(200);
    const refusal = {
      ok: false,
      error: { code: 'FORBIDDEN', message: chatExtrasTexts.cannotReact },
    };
    expect(await react(b, { messageId, emoji: '🔥', on: true })).toEqual(refusal);
    expect(await react(a, { messageId: bobs, emoji: '🔥', on: true })).toEqual(refusal);
    expect(await react(b, { messageId, emoji: '👍🏽', on: false })).toEqual({ ok: true });

    // A deleted message takes its reactions with it and takes no more.
    expect(await remove(a, { messageId })).toEqual({ ok: true });
    expect(await db().select().from(chatReactions).where(eq(chatReactions.seq, seq))).toEqual([]);
    expect(await react(a, { messageId, emoji: '👍', on: true })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: safetyTexts.messageGone },
    });
  });

  test('the 20-emoji cap is per message: 20 emoji on another message leave this one open', async () => {
    const { alice, a, b } = await room.joinTwo();
    const full = await sendAndReceive(a, alice, 'crowded', [a, b]);
    const other = await sendAndReceive(a, alice, 'quiet', [a, b]);
    const emoji = ['😀', '😃', '😄', '😁', '😆', '😅', '😂', '🤣', '😊', '😇'];
    emoji.push('🙂', '🙃', '😉', '😌', '😍', '🥰', '😘', '😗', '😙', '😚');
    const fullSeq = await seqOf(full);
    await db()
      .insert(chatReactions)
      .values(emoji.map((e) => ({ seq: fullSeq, userId: alice.id, emoji: e })));
    expect(emoji).toHaveLength(REACTIONS_PER_MESSAGE_MAX);
    // The full message refuses a new emoji…
    expect(await react(b, { messageId: full, emoji: '🦄', on: true })).toEqual({
      ok: false,
      error: { code: 'BAD_REQUEST', message: chatExtrasTexts.reactionsFull },
    });
    // …and the other one takes new ones, none of which is on it yet.
    expect(await react(b, { messageId: other, emoji: '👍', on: true })).toEqual({ ok: true });
    expect(await react(b, { messageId: other, emoji: '🦄', on: true })).toEqual({ ok: true });
    const onOther = await db()
      .select({ emoji: chatReactions.emoji })
      .from(chatReactions)
      .where(eq(chatReactions.seq, await seqOf(other)));
    expect(onOther.map((row) => row.emoji).sort()).toEqual(['👍', '🦄'].sort());
  });

  test('the author hears of a reaction once, not of their own; clearing keeps it', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    const messageId = await sendAndReceive(a, alice, 'notice me', [a, b]);
    const toAlice = record(a, 'notification');

    const heard = nextEvent(a, 'notification');
    expect(await react(b, { messageId, emoji: '❤️', on: true })).toEqual({ ok: true });
    expect((await heard)[0]).toEqual({
      id: expect.any(Number),
      kind: 'reaction',
      actor: { ...person(bob), profilePic: '' },
      messageId,
      seq: await seqOf(messageId),
      snippet: 'notice me',
      emoji: '❤️',
      createdAt: expect.any(Number),
      read: false,
    });
    expect(await react(b, { messageId, emoji: '❤️', on: false })).toEqual({ ok: true });
    expect(await react(b, { messageId, emoji: '❤️', on: true })).toEqual({ ok: true });
    expect(await react(a, { messageId, emoji: '❤️', on: true })).toEqual({ ok: true });
    // A new emoji is news; it comes after anything the ones before could have sent.
    const second = nextEvent(a, 'notification', (n) => n.emoji === '🔥');
    expect(await react(b, { messageId, emoji: '🔥', on: true })).toEqual({ ok: true });
    await second;
    expect(toAlice.map((n) => n.emoji)).toEqual(['❤️', '🔥']);
    expect(await notificationsOf(alice)).toHaveLength(2);
    expect(await notificationsOf(bob)).toEqual([]);
  });
});

describe('replies', () => {
  test('a reply to a message outside the newest page shows its quote live and in history; its author is told', async () => {
    const alice = await createUser(db());
    const bob = await createUser(db());
    const carol = await createUser(db());
    const long = `The original question: ${'why is the sky blue? '.repeat(10)}`;
    const originalId = newMessageId(alice.id);
    await db()
      .insert(chatMessages)
      .values([
        {
          conversationId: ROOM_CONVERSATION_ID,
          messageId: originalId,
          userId: alice.id,
          text: long,
        },
        ...Array.from({ length: 60 }, (_, i) => ({
          conversationId: ROOM_CONVERSATION_ID,
          messageId: `${newMessageId(alice.id)}-${i}`,
          userId: alice.id,
          text: `filler ${i}`,
        })),
      ]);
    const originalSeq = await seqOf(originalId);
    const a = await room.join(alice);
    const b = await room.join(bob);
    const c = await room.join(carol);
    expect((await history(c)).map((m) => m.messageId)).not.toContain(originalId);

    const replyId = newMessageId(bob.id);
    const toCarol = nextEvent(c, 'message', (m) => m.messageId === replyId);
    const toAlice = nextEvent(a, 'notification');
    expect(
      await send(b, { message: 'Rayleigh scattering!', messageId: replyId, replyTo: originalId }),
    ).toEqual({
      received: true,
    });
    const preview = {
      messageId: originalId,
      seq: originalSeq,
      userId: alice.id,
      username: alice.userName,
      fullName: alice.fullName,
      snippet: `${long.slice(0, 139)}…`,
    };
    const [live] = await toCarol;
    expect(live).toMatchObject({ message: 'Rayleigh scattering!', replyTo: preview });
    expect(live.replyTo!.snippet).toHaveLength(140);
    expect((await toAlice)[0]).toMatchObject({
      kind: 'reply',
      actor: person(bob),
      messageId: replyId,
      snippet: 'Rayleigh scattering!',
    });
    for (const page of [await history(c), await room.httpHistory(carol)]) {
      expect(page.at(-1)).toMatchObject({ messageId: replyId, replyTo: preview });
    }

    // Unknown: refused, nothing stored, nobody told.
    const lost = newMessageId(bob.id);
    expect(
      await send(b, { message: 'huh', messageId: lost, replyTo: 'no-such-1-message' }),
    ).toEqual({
      received: false,
      error: { code: 'NOT_FOUND', message: chatExtrasTexts.replyGone },
    });
    expect(await db().select().from(chatMessages).where(eq(chatMessages.messageId, lost))).toEqual(
      [],
    );

    // Someone who mutes the answered author sees who was answered, not what they said.
    await db().insert(blocks).values({ blockerId: carol.id, blockedId: alice.id, kind: 'mute' });
    events.emit('blocksChanged', { blockerId: carol.id, blockedId: alice.id });
    await expect
      .poll(async () => (await room.httpHistory(carol)).at(-1)?.replyTo)
      .toEqual({ ...preview, snippet: '', hidden: true });
    const second = newMessageId(bob.id);
    const hiddenLive = nextEvent(c, 'message', (m) => m.messageId === second);
    const shownLive = nextEvent(b, 'message', (m) => m.messageId === second);
    expect(await send(b, { message: 'again', messageId: second, replyTo: originalId })).toEqual({
      received: true,
    });
    expect((await hiddenLive)[0].replyTo).toEqual({ ...preview, snippet: '', hidden: true });
    expect((await shownLive)[0].replyTo).toEqual(preview);

    // The original deleted: the quote becomes a tombstone.
    await db()
      .update(chatMessages)
      .set({ text: '', deletedAt: new Date() })
      .where(eq(chatMessages.messageId, originalId));
    events.emit('messageDeleted', { messageId: originalId });
    await expect
      .poll(async () => (await history(b)).at(-1)?.replyTo)
      .toEqual({ ...preview, snippet: '', deleted: true });
    // …and cannot be answered any more (product.md §13: 404); nothing is stored.
    const tooLate = newMessageId(bob.id);
    expect(await send(b, { message: 'still?', messageId: tooLate, replyTo: originalId })).toEqual({
      received: false,
      error: { code: 'NOT_FOUND', message: chatExtrasTexts.replyGone },
    });
    expect(
      await db().select().from(chatMessages).where(eq(chatMessages.messageId, tooLate)),
    ).toEqual([]);
  });
});

describe('mentions', () => {
  test('a mention is delivered once: not again for a resend, and an edit tells only who it adds', async () => {
    const alice = await createUser(db());
    const bob = await createUser(db());
    const carol = await createUser(db());
    const kim = await createUser(db(), { userName: 'kim.lee' });
    const dave = await createUser(db());
    const a = await room.join(alice);
    const b = await room.join(bob);
    const c = await room.join(carol);
    const k = await room.join(kim);
    const d = await room.join(dave);
    await db().insert(blocks).values({ blockerId: dave.id, blockedId: alice.id, kind: 'block' });
    events.emit('blocksChanged', { blockerId: dave.id, blockedId: alice.id });
    const heard = {
      bob: record(b, 'notification'),
      carol: record(c, 'notification'),
      kim: record(k, 'notification'),
      dave: record(d, 'notification'),
      alice: record(a, 'notification'),
    };

    // Names in any case, a trailing full stop, the author and someone who blocks the author.
    const text = `hey @${bob.userName.toUpperCase()}, thanks @kim.lee. cc @${alice.userName} @${dave.userName} @nobody_here`;
    const messageId = newMessageId(alice.id);
    const live = nextEvent(c, 'message', (m) => m.messageId === messageId);
    expect(await send(a, { message: text, messageId })).toEqual({ received: true });
    const [message] = await live;
    expect(message.mentions).toEqual([bob.id, kim.id, alice.id, dave.id]);
    await expect.poll(() => heard.bob.length + heard.kim.length).toBe(2);
    expect(heard.bob[0]).toMatchObject({ kind: 'mention', messageId, snippet: text });

    // The same messageId again (a lost ack): acked, stored and announced once.
    expect(await send(a, { message: text, messageId })).toEqual({ received: true });
    // An edit names Carol too, and Bob still: only Carol hears of it.
    const edited = nextEvent(b, 'messageEdited');
    expect(
      await edit(a, { messageId, message: `hey @${bob.userName} and @${carol.userName}` }),
    ).toEqual({
      ok: true,
    });
    expect((await edited)[0].mentions).toEqual([bob.id, carol.id]);
    await expect.poll(() => heard.carol.length).toBe(1);
    // A marker after everything: a new message mentioning Carol alone.
    const marker = newMessageId(alice.id);
    expect(await send(a, { message: `@${carol.userName} ping`, messageId: marker })).toEqual({
      received: true,
    });
    await expect.poll(() => heard.carol.length).toBe(2);
    expect(heard.bob).toHaveLength(1);
    expect(heard.kim).toHaveLength(1);
    expect(heard.dave).toEqual([]);
    expect(heard.alice).toEqual([]);
    expect(await notificationsOf(bob)).toHaveLength(1);
    expect(await notificationsOf(dave)).toEqual([]);
    expect((await history(c)).find((m) => m.messageId === messageId)?.mentions).toEqual([
      bob.id,
      carol.id,
    ]);

    // Deleting the message takes its notifications with it.
    expect(await remove(a, { messageId })).toEqual({ ok: true });
    expect(await notificationsOf(bob)).toEqual([]);
    expect(await notificationsOf(carol)).toHaveLength(1);
  });

  test('an edited reply that names the author it answers tells them once, not twice', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    const original = await sendAndReceive(a, alice, 'who is in?', [a, b]);
    const messageId = newMessageId(bob.id);
    const replied = nextEvent(a, 'notification', (n) => n.kind === 'reply');
    expect(await send(b, { message: 'me', messageId, replyTo: original })).toEqual({
      received: true,
    });
    await replied;
    const edited = nextEvent(a, 'messageEdited');
    expect(await edit(b, { messageId, message: `me, @${alice.userName}` })).toEqual({ ok: true });
    await edited;
    const rows = await notificationsOf(alice);
    expect(rows.map((row) => row.kind)).toEqual(['reply']);
  });
});

describe('edits', () => {
  test('the author edits within 15 minutes, live and in history; late, others, deleted and filtered are refused', async () => {
    const [alice, a] = await room.joinNew();
    const [bob, b] = await room.joinNew();
    const [carol, c] = await room.joinNew();
    await db().insert(blocks).values({ blockerId: carol.id, blockedId: alice.id, kind: 'mute' });
    events.emit('blocksChanged', { blockerId: carol.id, blockedId: alice.id });
    const toCarol = record(c, 'messageEdited');
    const messageId = await sendAndReceive(a, alice, 'teh first draft', [a, b]);
    expect(await history(b)).toHaveLength(1);
    const minutesAgo = (minutes: number) =>
      db()
        .update(chatMessages)
        .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(chatMessages.messageId, messageId));

    await minutesAgo(14);
    const seen = nextEvent(b, 'messageEdited');
    expect(await edit(a, { messageId, message: 'the first draft' })).toEqual({ ok: true });
    const [event] = await seen;
    expect(event).toEqual({
      messageId,
      revision: expect.any(Number),
      message: 'the first draft',
      editedAt: expect.any(Number),
      mentions: [],
    });
    for (const page of [await history(b), await room.httpHistory(bob)]) {
      expect(page[0]).toMatchObject({
        message: 'the first draft',
        revision: event.revision,
        editedAt: event.editedAt,
      });
    }
    // The same text again is done already (a resend): no new revision.
    expect(await edit(a, { messageId, message: 'the first draft' })).toEqual({ ok: true });
    expect((await history(b))[0]!.revision).toBe(event.revision);

    const refused = (code: string, message: string) => ({ ok: false, error: { code, message } });
    expect(await edit(b, { messageId, message: 'bob was here' })).toEqual(
      refused('FORBIDDEN', chatExtrasTexts.editOwnOnly),
    );
    await db().insert(filteredTerms).values({ term: 'darn' });
    events.emit('filterTermsChanged');
    expect(await edit(a, { messageId, message: 'darn it' })).toEqual(
      refused('BAD_REQUEST', safetyTexts.filtered('darn')),
    );
    for (const payload of [
      { messageId, message: '' },
      { messageId, message: '   ' },
      { messageId, message: 'x'.repeat(2001) },
      { messageId },
      { messageId, message: 'ok', extra: true },
    ]) {
      expect(await edit(a, payload)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    }
    expect(await edit(a, { messageId: 'no-such-1-message', message: 'x' })).toEqual(
      refused('NOT_FOUND', safetyTexts.messageGone),
    );

    await minutesAgo(16);
    expect(await edit(a, { messageId, message: 'too late now' })).toEqual(
      refused('FORBIDDEN', chatExtrasTexts.editTooLate),
    );
    expect((await room.httpHistory(bob))[0]!.message).toBe('the first draft');

    await minutesAgo(1);
    expect(await remove(a, { messageId })).toEqual({ ok: true });
    expect(await edit(a, { messageId, message: 'back from the dead' })).toEqual(
      refused('NOT_FOUND', safetyTexts.messageGone),
    );
    // Carol mutes Alice: her edit never reached Carol.
    await sendAndReceive(b, bob, 'marker', [c]);
    expect(toCarol).toEqual([]);
  });
});

describe('images', () => {
  test('a message with an uploaded image shows it live and in history; an image goes on one message only', async () => {
    const { alice, bob, a, b } = await room.joinTwo();
    const upload = (id: string, userId: string) =>
      db()
        .insert(chatImages)
        .values({
          id,
          userId,
          image: Buffer.from('RIFF-full'),
          thumb: Buffer.from('RIFF-thumb'),
          width: 1600,
          height: 900,
        });
    await upload('image-aaaa-1', alice.id);
    await upload('image-aaaa-2', alice.id);
    await upload('image-aaaa-3', alice.id);
    await upload('image-bbbb-1', bob.id);
    const image = (id: string) => ({
      url: `/api/chat/images/${id}.webp`,
      thumbUrl: `/api/chat/images/${id}/thumb.webp`,
      width: 1600,
      height: 900,
    });

    const messageId = newMessageId(alice.id);
    const live = nextEvent(b, 'message', (m) => m.messageId === messageId);
    expect(await send(a, { message: '', messageId, imageId: 'image-aaaa-1' })).toEqual({
      received: true,
    });
    expect((await live)[0]).toMatchObject({ message: '', image: image('image-aaaa-1') });
    expect((await room.httpHistory(bob))[0]).toMatchObject({
      messageId,
      image: image('image-aaaa-1'),
    });
    // A resend of it is fine; the image on another message is not, nor someone else's image.
    expect(await send(a, { message: '', messageId, imageId: 'image-aaaa-1' })).toEqual({
      received: true,
    });
    const gone = {
      received: false,
      error: { code: 'BAD_REQUEST', message: chatExtrasTexts.imageGone },
    };
    expect(
      await send(a, {
        message: 'again',
        messageId: newMessageId(alice.id),
        imageId: 'image-aaaa-1',
      }),
    ).toEqual(gone);
    expect(
      await send(a, {
        message: 'yours',
        messageId: newMessageId(alice.id),
        imageId: 'image-bbbb-1',
      }),
    ).toEqual(gone);
    expect(
      await send(a, { message: '', messageId: newMessageId(alice.id), imageId: 'image-none-1' }),
    ).toEqual(gone);
    // Without an image a message needs words.
    expect(await send(a, { message: '', messageId: newMessageId(alice.id) })).toMatchObject({
      received: false,
      error: { code: 'BAD_REQUEST' },
    });
    // Pictures without words are not repeats of one another.
    for (const id of ['image-aaaa-2', 'image-aaaa-3']) {
      expect(
        await send(a, { message: '', messageId: newMessageId(alice.id), imageId: id }),
      ).toEqual({
        received: true,
      });
    }

    // A reply to a picture says so; deleting the message deletes its image.
    const reply = newMessageId(bob.id);
    const replied = nextEvent(a, 'message', (m) => m.messageId === reply);
    expect(await send(b, { message: 'nice', messageId: reply, replyTo: messageId })).toEqual({
      received: true,
    });
    expect((await replied)[0].replyTo).toMatchObject({ snippet: '', hasImage: true });
    expect(await remove(a, { messageId })).toEqual({ ok: true });
    expect(
      await db()
        .select({ id: chatImages.id })
        .from(chatImages)
        .where(and(eq(chatImages.userId, alice.id), eq(chatImages.id, 'image-aaaa-1'))),
    ).toEqual([]);
    const [tombstone] = await room.httpHistory(bob);
    expect(tombstone).not.toHaveProperty('image');
  });
});
