import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import {
  planRequestIn,
  WEEKDAYS,
  type PlanRequest,
  type Weekday,
} from '../understand/plan-request.ts';
import { draftLines } from './draft.ts';
import { pickFresh } from './seed-hash.ts';

/**
 * A study plan, laid out when asked ("make me a study plan for chem bio and calc next week"):
 * the character's line, then a day by day plan of what the student named, each day's hardest
 * work first and the last day light, then an offer to make it lighter ("less intense pls" does).
 */

export interface PlanMove {
  section: `plan.${string}`;
  text: string;
}

/** What a block of work on `item` is, by the kind of thing it is; `round` varies the method. */
function work(item: string, round: number): string {
  if (/essay|paper|thesis|application|cover letter|resume/.test(item)) {
    return [
      `${item}: outline, one line a paragraph`,
      `${item}: ugly first draft, no editing`,
      `${item}: edit, read it out loud`,
    ][Math.min(round, 2)]!;
  }
  if (/lab report|lab/.test(item)) {
    return [`${item}: methods and data`, `${item}: results and discussion`][Math.min(round, 1)]!;
  }
  if (/presentation/.test(item)) {
    return [`${item}: slides, rough`, `${item}: rehearse out loud twice`][Math.min(round, 1)]!;
  }
  if (/problem set|pset|project|reading/.test(item)) {
    return [`${item}: first half`, `${item}: second half, then check it`][Math.min(round, 1)]!;
  }
  return [
    `${item}: practice problems from the last two lectures`,
    `${item}: redo what you got wrong, then flashcards`,
    `${item}: a past exam, timed`,
  ][round % 3]!;
}

const DAY_NAMES: Readonly<Record<Weekday, string>> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/**
 * A week by name around the days the student named: one light block on a busy day, the heaviest
 * work on a free one, the Sunday light.
 */
function layOutWeek(request: PlanRequest, week: NonNullable<PlanRequest['week']>): string {
  const items = request.items.length > 0 ? request.items : ['your hardest class', 'the next one'];
  const rounds = new Map<string, number>();
  let next = 0;
  const nextWork = () => {
    const item = items[next++ % items.length]!;
    const round = rounds.get(item) ?? 0;
    rounds.set(item, round + 1);
    return work(item, round);
  };
  const lines = WEEKDAYS.map((day) => {
    const name = DAY_NAMES[day];
    if (week[day] === 'busy') return `${name}: busy, so one block only: ${nextWork()}`;
    if (day === 'sun' && week.sun !== 'free') return `${name}: light review, then rest.`;
    const blocks = week[day] === 'free' ? (request.light ? 3 : 4) : request.light ? 1 : 2;
    const plan = Array.from({ length: Math.min(blocks, 2) }, nextWork);
    const more = blocks > 2 ? ` (${blocks} blocks, you're free)` : '';
    return `${name}: ${plan.join('; ')}${more}`;
  });
  return [...lines, 'Blocks are 50 minutes with 10 off, phone in another room.'].join('\n');
}

/** The plan itself, one line a day (one line a block for a single day). */
export function layOut(request: PlanRequest): string {
  if (request.week && request.days > 2) return layOutWeek(request, request.week);
  const items = request.items.length > 0 ? request.items : ['your hardest class', 'the next one'];
  const blocks = request.light ? 2 : 3;
  const rule = `${blocks} blocks a day, 50 minutes each with 10 off (about ${
    request.light ? 'an hour and a half' : 'two and a half hours'
  }), phone in another room.`;
  if (request.days === 1) {
    const lines = Array.from({ length: blocks }, (_, block) => {
      const item = items[block % items.length]!;
      return `Block ${block + 1}: ${work(item, Math.floor(block / items.length))}`;
    });
    return [...lines, 'Then stop, eat something, and sleep.'].join('\n');
  }
  const days: string[] = [];
  const rounds = new Map<string, number>();
  for (let day = 0; day < request.days; day++) {
    const last = day === request.days - 1 && request.days >= 3;
    if (last) {
      days.push(`Day ${day + 1}: light review of everything, then rest. Sleep beats cramming.`);
      break;
    }
    const today = [items[day % items.length]!];
    if (items.length > 1 && blocks > 2) today.push(items[(day + 1) % items.length]!);
    const plan = today.map((item) => {
      const round = rounds.get(item) ?? 0;
      rounds.set(item, round + 1);
      return work(item, round);
    });
    days.push(`Day ${day + 1}: ${plan.join('; ')}`);
  }
  return [...days, rule].join('\n');
}

export function studyPlanMove(input: TurnInput | TurnReading): PlanMove | undefined {
  const { characterId, conversation, seed, read, said } = readTurn(input);
  const earlier = conversation
    .slice(0, -1)
    .filter((entry) => entry.role === 'user')
    .map((entry) => entry.content);
  let request = planRequestIn(read, earlier);
  // "less intense pls" right after a plan: the same plan, lighter.
  const last = conversation.at(-2);
  const voice = draftLines().voices[characterId];
  if (
    !request &&
    last?.role === 'assistant' &&
    voice.plan.some((line) => last.content.startsWith(line)) &&
    /\b(lighter|less intense|less|too much|chill|easier|shorter|fewer|realistic)\b/.test(read.text)
  ) {
    const asked = earlier.findLast((turn) => planRequestIn(turn) !== undefined);
    const before = asked === undefined ? undefined : earlier.slice(0, earlier.lastIndexOf(asked));
    request = asked === undefined ? undefined : planRequestIn(asked, before);
    if (request) request = { ...request, light: true };
  }
  if (!request) return undefined;
  const pick = (options: readonly string[], salt: string) =>
    pickFresh(options, said, `${seed}|${salt}`);
  return {
    section: `plan.${request.days}`,
    text: `${pick(voice.plan, 'plan')}\n\n${layOut(request)}\n\n${pick(voice.planOffer, 'offer')}`,
  };
}
