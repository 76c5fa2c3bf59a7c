/**
 * `npm run eval:transcripts -- --chats FILE --out FILE`: plays conversations written apart from
 * the engine (held-out chats: `[{ id, character, furthestPage, profile: { fullName, college },
 * turns: [{ text, kind, expect? }] }]`) through the real endpoints (eval/play.ts) and writes every
 * reply beside its turn, for people to read and score. It judges nothing itself: the honest
 * figure of docs/characters.md is the reading of these transcripts by someone who did not tune
 * the engine.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CHARACTER_IDS } from '../packages/shared/src/saga/characters.ts';
import { playConversations } from './play.ts';

const chatsSchema = z.array(
  z.object({
    id: z.string(),
    character: z.enum(CHARACTER_IDS),
    furthestPage: z.number().int().min(0).max(11),
    profile: z.object({ fullName: z.string(), college: z.string() }),
    turns: z.array(
      z.object({ text: z.string().min(1), kind: z.string(), expect: z.string().optional() }),
    ),
  }),
);

const { values: args } = parseArgs({
  options: { chats: { type: 'string' }, out: { type: 'string' } },
});
if (!args.chats || !args.out) {
  console.error('usage: npm run eval:transcripts -- --chats FILE --out FILE');
  process.exit(2);
}
const chats = chatsSchema.parse(JSON.parse(fs.readFileSync(args.chats, 'utf8')));
const played = await playConversations(
  chats.map((chat) => ({
    id: chat.id,
    character: chat.character,
    furthestPage: chat.furthestPage,
    profile: { fullName: chat.profile.fullName, collegeName: chat.profile.college },
    says: chat.turns.map((turn) => turn.text),
  })),
);
const transcripts = chats.map((chat, index) => ({
  id: chat.id,
  character: chat.character,
  furthestPage: chat.furthestPage,
  turns: chat.turns.map((turn, at) => ({ ...turn, reply: played[index]!.replies[at]! })),
}));
fs.writeFileSync(args.out, `${JSON.stringify(transcripts, null, 2)}\n`);
const times = played.flatMap((entry) => entry.times).sort((a, b) => a - b);
console.log(
  `${transcripts.length} conversations, ${times.length} replies written to ${args.out}; ` +
    `round trip p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`,
);
