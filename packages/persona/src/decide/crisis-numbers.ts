import { CRISIS_RESOURCES_AGAIN } from '@tuning/shared/characters/intro';
import type { ReadMessage } from '../read/read-message.ts';

/**
 * The crisis numbers, asked for: "whats the number again", "can u just give me the hotline",
 * "i dont know the numbers here im in canada". Always answered with the numbers, for the country
 * the student names when it is one of a few whose free line is well known; never a stock line.
 * "whats ur number lol" is no such ask: a bare "number" counts only a few replies after care.
 */

/** What names the line: "the hotline", "the number", "988". */
const LINE_WORD =
  '(hotline|helpline|help line|crisis line|crisis number|suicide line|suicide number|lifeline|988|crisis text line|text line|samaritans|number|numbers|nummber|numbr)';
/** Words that only ever name a crisis line: a bare "number" needs care given lately. */
const ONLY_THE_LINE =
  /\b(hotline|helpline|help line|crisis line|crisis number|suicide line|suicide number|lifeline|988|crisis text line|text line|samaritans)\b/;
/**
 * Asking for it, not about it: "whats the number again", "give me the hotline", "i dont know the
 * numbers here", "what number do i text". "what do i say when someone picks up at 988" asks for
 * words, and is answered as that.
 */
const ASKS = [
  new RegExp(
    `\\b(what|whats|wats|which|wheres|where) (is |was |are |were )?(the |that |a |your |ur )?(\\w+ )?${LINE_WORD}\\b`,
  ),
  new RegExp(
    `\\b(give|send|tell|remind|repeat|need|want) (me |us )?(the |that |a |those |them )?(\\w+ )?${LINE_WORD}\\b`,
  ),
  new RegExp(`\\b${LINE_WORD} (again|pls|please|plz)\\b`),
  new RegExp(
    `\\b(do not|dont|didnt|did not) (know|have|get|see|remember) (the |any |what |which )?(\\w+ )?${LINE_WORD}\\b`,
  ),
  new RegExp(`\\b(what|which) ${LINE_WORD} (do|should|can|could) i (call|text|dial|use)\\b`),
];
/** Asks for someone else's digits, or counts something: not the line. */
const NOT_THE_LINE =
  /\b(your|ur|yours|phone|digits|snap|insta|discord|page|pages|chapter|jersey|room|lucky|favou?rite)\b/;

export function asksForCrisisNumbers(read: ReadMessage, afterCare: boolean): boolean {
  const text = read.text;
  if (!ASKS.some((pattern) => pattern.test(text))) return false;
  if (ONLY_THE_LINE.test(text)) return true;
  return afterCare && !NOT_THE_LINE.test(text);
}

/** Free lines of a few countries students name, as their services publish them. */
const COUNTRIES: readonly { pattern: RegExp; line: string }[] = [
  {
    pattern: /\b(canada|canadian|toronto|montreal|vancouver|ontario|quebec)\b/,
    line: 'In Canada, call or text 9-8-8 any time.',
  },
  {
    pattern: /\b(uk|england|scotland|wales|britain|british|london|ireland|irish|dublin)\b/,
    line: 'In the UK and Ireland, call Samaritans free on 116 123, any time.',
  },
  {
    pattern: /\b(australia|aussie|sydney|melbourne)\b/,
    line: 'In Australia, call Lifeline on 13 11 14.',
  },
  {
    pattern: /\b(india|indian|delhi|mumbai|bangalore)\b/,
    line: 'In India, call Tele-MANAS on 14416.',
  },
];

const ELSEWHERE =
  'Anywhere else, findahelpline.com lists free lines by country, and your local emergency number always works.';

/** The numbers, with the named country's line first when there is one. */
export function crisisNumbers(read: ReadMessage): string {
  const country = COUNTRIES.find((entry) => entry.pattern.test(read.text));
  const named = /\b(here|abroad|my country|international|outside the us|not in the us)\b/.test(
    read.text,
  );
  return [
    'Here they are.',
    country?.line,
    CRISIS_RESOURCES_AGAIN,
    country || named ? ELSEWHERE : undefined,
    "Would you be willing to call or text one now? I'll stay right here while you do.",
  ]
    .filter(Boolean)
    .join(' ');
}
