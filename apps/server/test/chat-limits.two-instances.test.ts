import { expect, test } from 'vitest';
import { chatExtrasTexts, type ChatActionAck } from '@tuning/shared/chat-extras';
import { createUser } from './fixtures.ts';
import { LIMITS } from '../src/lib/limits.ts';
import { connectClient, sendAndReceive } from './socket-client.ts';
import { edit, react } from './socket-room.ts';
import { useTwoInstances } from './two-instances.ts';

// Across two instances sharing one database and Redis (in this process, so it runs on
// PGlite too): a person's chat write limits are one budget, whichever instance each socket is on.

const two = useTwoInstances();
const { clients } = two;
const db = () => two.database().db;

test('reactions and edits from ten sockets on two instances share one budget per person', async (context) => {
  if (!two.redisUp()) return context.skip();
  const alice = await createUser(db());
  const mine = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      connectClient(two.instances()[i % 2]!.baseUrl, { cookie: alice.cookie }),
    ),
  );
  clients.push(...mine);
  const messageId = await sendAndReceive(mine[0]!, alice, 'react to me', []);
  const tooFast = { ok: false, error: { code: 'RATE_LIMITED', message: chatExtrasTexts.tooFast } };

  const reactions: ChatActionAck[] = [];
  const { max } = LIMITS.chatReactions;
  for (let i = 0; i < max + 10; i++) {
    const on = i % 2 === 0;
    reactions.push(await react(mine[i % 10]!, { messageId, emoji: '👍', on }));
  }
  expect(reactions.filter((ack) => ack.ok)).toHaveLength(max);
  expect(reactions.slice(max)).toEqual(Array(10).fill(tooFast));

  const edits: ChatActionAck[] = [];
  const editMax = LIMITS.chatEdits.max;
  for (let i = 0; i < editMax + 10; i++) {
    edits.push(await edit(mine[i % 10]!, { messageId, message: `edit ${i}` }));
  }
  expect(edits.filter((ack) => ack.ok)).toHaveLength(editMax);
  expect(edits.slice(editMax)).toEqual(Array(10).fill(tooFast));
});
