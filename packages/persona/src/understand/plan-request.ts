import { readMessage, type ReadMessage } from '../read/read-message.ts';

/**
 * A plan asked of a character: "can u make me a study plan for 3 exams next week, chem bio and
 * calc", "help me plan my week", "how do i split my time between orgo and my essay". Read here:
 * what goes in it and over how many days. `decide/study-plan.ts` lays it out.
 */

export interface PlanRequest {
  /** What to fit in, as the student named it ("chem", "my essay"); none when none is named. */
  items: string[];
  /** Days the plan covers: "tomorrow" 1, "in 3 days" 3, "this week" 5; 5 when not said. */
  days: number;
  /** "a lighter one", "less intense": fewer blocks a day. */
  light: boolean;
  /**
   * Weekdays the student named, Monday first: `busy` when they work, train or have class then
   * ("i work tues and thurs nights"), `free` when they said so ("saturday im free"). When any is
   * named the plan runs Monday to Sunday by name.
   */
  week?: Partial<Record<Weekday, 'busy' | 'free'>>;
}

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** "tues", "thurs", "weds", "saturdays": the weekday a word names. */
const DAY_WORD =
  /\b(mon|monday|mondays|tue|tues|tuesday|tuesdays|wed|weds|wednesday|wednesdays|thu|thur|thurs|thursday|thursdays|fri|friday|fridays|sat|saturday|saturdays|sun|sunday|sundays|weekend|weekends)\b/g;
const BUSY =
  /\b(work|working|shift|shifts|practice|practices|game|games|class|classes|lab|labs|busy|job|rehearsal|training|meet|match)\b/;
const FREE = /\b(free|off|nothing|open|empty)\b/;

function weekdaysOf(word: string): Weekday[] {
  if (word.startsWith('weekend')) return ['sat', 'sun'];
  return [WEEKDAYS.find((day) => word.startsWith(day))!];
}

/**
 * The weekdays each clause names, busy or free by the words beside them: "i work tues and thurs
 * nights", "practice mon wed fri", "saturday im totally free".
 */
function weekOf(read: ReadMessage): PlanRequest['week'] {
  const week: Partial<Record<Weekday, 'busy' | 'free'>> = {};
  for (const clause of read.clauses) {
    // "i work tues and thurs nights and saturday im free": each part says its own days' kind; a
    // part with days and no kind ("thurs nights") shares the one before it.
    let kind: 'busy' | 'free' | undefined;
    for (const part of clause.text.split(/\b(?:and|but|while|plus)\b/)) {
      kind = FREE.test(part) ? 'free' : BUSY.test(part) ? 'busy' : kind;
      const days = [...part.matchAll(DAY_WORD)].flatMap((found) => weekdaysOf(found[0]));
      if (kind) for (const day of days) week[day] = kind;
    }
  }
  return Object.keys(week).length > 0 ? week : undefined;
}

const ASKS =
  /\b((make|give|write|build|draw up|plan|need|want) (me |us )?(up )?(a |an |some )?(quick |simple |realistic |good )?(study |exam |revision |finals |weekly |daily )?(plan|schedule|timeline|routine|game plan)|help me (plan|schedule|organi[sz]e|map out) (my|the|this|next|a)|how (do|should|can) i (split|divide|organi[sz]e|plan|schedule|fit) (my )?(time|week|day|studying|everything))\b/;

const HOW_TO_MAKE =
  /\bhow (do|should|can|would) (i|you|people) (make|build|write|draw up)\b|\bhow to (make|build|write)\b/;

/** Courses and pieces of coursework a plan is made of, as students write them. */
const ITEMS =
  /\b(orgo|organic chem(istry)?|gen chem|chem(istry)?|bio(logy)?|biochem|calc(ulus)?( [1-3]| i{1,3})?|linear algebra|lin alg|stats|statistics|physics|econ(omics)?|micro|macro|psych(ology)?|soc(iology)?|philosophy|phil|history|english|lit|literature|spanish|french|german|japanese|chinese|cs|comp sci|computer science|coding|programming|anatomy|physio(logy)?|accounting|finance|art history|music theory|math|discrete( math)?|gov|poli sci|political science|(my |the |a )?(essay|paper|lab report|lab|problem set|pset|project|presentation|midterm|final|quiz|reading|readings|thesis|application|cover letter|resume))\b/g;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  a: 1,
};

function daysIn(text: string): number {
  if (/\b(tonight|today|tomorrow|tmrw)\b/.test(text)) return 1;
  if (/\b(weekend)\b/.test(text)) return 2;
  const count = /\b(in|next|over|for) (\d+|one|two|three|four|five|six|seven|a) (days?)\b/.exec(
    text,
  );
  if (count) return Math.min(7, Number(count[2]) || NUMBER_WORDS[count[2]!] || 5);
  if (/\b(two|2) weeks\b/.test(text)) return 7;
  return 5;
}

/** The plan a message asks for, with what the turns before it named; none when it asks none. */
export function planRequestIn(
  message: string | ReadMessage,
  earlier: readonly string[] = [],
): PlanRequest | undefined {
  const read = typeof message === 'string' ? readMessage(message) : message;
  // "how do i make a study plan?" asks how, and is advice.
  if (!ASKS.test(read.text) || HOW_TO_MAKE.test(read.text)) return undefined;
  const texts = [read.text, ...earlier.slice(-2).map((turn) => readMessage(turn).text)];
  const items: string[] = [];
  for (const text of texts) {
    for (const found of text.matchAll(ITEMS)) {
      const item = found[0].replace(/^(the|a) /, 'the ');
      if (!items.includes(item) && items.length < 6) items.push(item);
    }
    if (items.length > 0) break;
  }
  const week = weekOf(read);
  return {
    items,
    days: daysIn(texts.join(' ')),
    ...(week && { week }),
    light:
      /\b(light|lighter|chill|realistic|easy|easier|less intense|burn(ed|t)? out|exhausted)\b/.test(
        read.text,
      ),
  };
}
