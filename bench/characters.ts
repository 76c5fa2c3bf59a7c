// Character replies: how long the offline engine takes to answer, in-process, for every turn of
// the evaluation battery: building the turn (memory from the whole history, lore) and composing the
// reply. Short conversations as the battery has them, and the same turns again behind a long
// history (the last 500 entries a browser may send). Target: p99 ≤ 20 ms.
//   npm run bench:characters -- --rounds 5
// Quick run: npm run bench:characters -- --rounds 1
import { characterCards } from '../apps/server/src/llm/cards.ts';
import type { HistoryEntry } from '../packages/shared/src/characters/chat.ts';
import { CHARACTERS } from '../packages/shared/src/saga/characters.ts';
import { buildCharacterContext } from '../apps/server/src/features/characters/character-context.ts';
import { createOfflinePersonaEngine } from '../apps/server/src/llm/offline-persona-engine.ts';
import { BATTERY } from '../eval/battery.ts';
import { parseBenchArgs } from './lib/cli.ts';
import { finishReport, percentile, round } from './lib/report.ts';

const args = parseBenchArgs(import.meta.url, { rounds: '5' });
const rounds = Number(args.rounds);
const TARGET_P99_MS = 20;

const engine = createOfflinePersonaEngine();

async function replay(longHistory: boolean): Promise<number[]> {
  const times: number[] = [];
  for (const conversation of BATTERY) {
    const card = characterCards[conversation.character];
    const name = CHARACTERS.find((entry) => entry.id === conversation.character)!.displayName;
    const history: HistoryEntry[] = [];
    if (longHistory) {
      // 500 entries of earlier chat, the most a browser sends.
      for (let index = 0; index < 498; index += 1) {
        const turn = BATTERY[index % BATTERY.length]!.turns[index % 3];
        history.push({
          sender: index % 2 === 0 ? 'You' : name,
          content: index % 2 === 0 ? (turn?.say ?? 'hey') : `Reply ${index}. That is a long story.`,
        });
      }
    }
    for (const turn of conversation.turns) {
      const started = performance.now();
      const { context } = buildCharacterContext({
        card,
        history: history.slice(-498),
        message: turn.say,
        profile: conversation.profile,
        furthestPage: conversation.furthestPage,
      });
      const reply = await engine.reply(context);
      times.push(performance.now() - started);
      history.push({ sender: 'You', content: turn.say }, { sender: name, content: reply });
    }
  }
  return times;
}

const results: Record<string, { turns: number; p50: number; p99: number; max: number }> = {};
for (const [label, long] of [
  ['battery conversations', false],
  ['behind a 500-entry history', true],
] as const) {
  const all: number[] = [];
  for (let pass = 0; pass < rounds; pass += 1) all.push(...(await replay(long)));
  all.sort((a, b) => a - b);
  results[label] = {
    turns: all.length,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.at(-1)!,
  };
}

finishReport('characters', { rounds, targetP99Ms: TARGET_P99_MS, results }, [
  {
    title: `Offline engine reply time, ms (in-process, ${rounds} rounds of the battery)`,
    rows: Object.entries(results).map(([label, result]) => ({
      turns: label,
      count: result.turns,
      p50: round(result.p50, 2),
      p99: round(result.p99, 2),
      max: round(result.max, 2),
      [`p99 <= ${TARGET_P99_MS} ms`]: result.p99 <= TARGET_P99_MS,
    })),
  },
]);
