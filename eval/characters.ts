/**
 * `npm run eval:characters`: the character battery (eval/battery.ts, written apart from the
 * classifier's training set) run through the real endpoints of a real server on a fresh embedded
 * database, as a signed-in student of each conversation's profile. Prints, per character and per
 * category: replies that answered what was asked, memory recall, feelings acknowledged, crisis
 * handled, third-person self-narration, repeated sentences, spoilers and contradictions.
 *
 *   npm run eval:characters [-- --json FILE] [--verbose]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHARACTERS } from '../packages/shared/src/saga/characters.ts';
import { repoRoot } from '../bench/lib/report.ts';
import { BATTERY } from './battery.ts';
import { playConversations } from './play.ts';
import { judgeConversation, type Outcome } from './judge.ts';

const { values: args } = parseArgs({
  options: {
    json: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const played = await playConversations(
    BATTERY.map((conversation) => ({
      id: conversation.id,
      character: conversation.character,
      furthestPage: conversation.furthestPage,
      profile: conversation.profile,
      says: conversation.turns.map((turn) => turn.say),
    })),
  );
  const outcomes: Outcome[] = BATTERY.flatMap((conversation, index) =>
    judgeConversation(conversation, played[index]!.replies, played[index]!.times),
  );
  report(outcomes);
}

function share(items: readonly boolean[]): string {
  if (items.length === 0) return '   –  ';
  const value = (100 * items.filter(Boolean).length) / items.length;
  return `${value.toFixed(1).padStart(5)}%`;
}

function summarise(rows: readonly Outcome[]) {
  const defined = <T>(values: Array<T | undefined>) =>
    values.filter((v): v is T => v !== undefined);
  const sentences = rows.reduce((sum, row) => sum + row.sentences, 0);
  const repeated = rows.reduce((sum, row) => sum + row.repeated, 0);
  return {
    turns: rows.length,
    understood: share(rows.map((row) => row.understood)),
    recall: share(defined(rows.map((row) => row.recalled))),
    feelings: share(defined(rows.map((row) => row.feelingFirst))),
    crisis: share(defined(rows.map((row) => row.crisisHandled))),
    thirdPerson: rows.filter((row) => row.thirdPerson).length,
    repeated: sentences === 0 ? '0.0%' : `${((100 * repeated) / sentences).toFixed(1)}%`,
    spoilers: rows.filter((row) => row.spoiled).length,
    contradictions: rows.filter((row) => row.contradicts).length,
  };
}

function report(outcomes: readonly Outcome[]): void {
  const header =
    'group                 turns  understood  recall  feelings  crisis  3rd-person  repeated  spoilers  contradict';
  const line = (name: string, rows: readonly Outcome[]) => {
    const s = summarise(rows);
    return `${name.padEnd(20)} ${String(s.turns).padStart(6)}  ${s.understood.padStart(10)}  ${s.recall.padStart(6)}  ${s.feelings.padStart(8)}  ${s.crisis.padStart(6)}  ${String(s.thirdPerson).padStart(10)}  ${s.repeated.padStart(8)}  ${String(s.spoilers).padStart(8)}  ${String(s.contradictions).padStart(10)}`;
  };
  console.log(
    `\nCharacter evaluation: ${outcomes.length} turns in ${BATTERY.length} conversations\n`,
  );
  console.log(header);
  console.log(line('ALL', outcomes));
  console.log('\nper character');
  for (const character of CHARACTERS) {
    console.log(
      line(
        character.displayName,
        outcomes.filter((row) => row.character === character.id),
      ),
    );
  }
  console.log('\nper category');
  const categories = [...new Set(outcomes.map((row) => row.expect))].sort();
  for (const category of categories) {
    console.log(
      line(
        category,
        outcomes.filter((row) => row.expect === category),
      ),
    );
  }
  const times = outcomes.map((row) => row.ms).sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    `\nround trip of POST /api/{slug}-response (HTTP + engine): p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  );
  const misses = outcomes.filter(
    (row) => !row.understood || row.recalled === false || row.repeated > 0 || row.spoiled,
  );
  if (misses.length > 0) {
    console.log(
      `\n${misses.length} turns to look at${args.verbose ? '' : ' (--verbose prints them)'}`,
    );
    if (args.verbose) {
      for (const row of misses) {
        console.log(
          `\n[${row.conversation} #${row.turn}] expect ${row.expect}: "${row.say}"\n  → ${row.reply}\n  sections: ${row.sections.join(', ')}`,
        );
      }
    }
  }
  const out = args.json ?? path.join(repoRoot, 'bench', 'results', 'eval-characters.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        overall: summarise(outcomes),
        characters: Object.fromEntries(
          CHARACTERS.map((character) => [
            character.id,
            summarise(outcomes.filter((row) => row.character === character.id)),
          ]),
        ),
        outcomes,
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten to ${path.relative(repoRoot, out)}`);
}

await main();
