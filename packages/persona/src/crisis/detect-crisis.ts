import type { Clause } from '../read/read-message.ts';
import { foldText, readMessage, type ReadMessage } from '../read/read-message.ts';
import { repairTypos } from '../read/repair-typos.ts';
import { crisisLexicon, type CompiledLexicon, type RiskKind } from './crisis-lexicon.ts';

/**
 * The crisis check: run first on every student message, on every path (the offline engine and a
 * real model alike), and never reached through a fallback. A message is a risk when one of its
 * clauses matches a risk pattern of `content/crisis.json` that is not cancelled:
 * - by a negator just before it ("i would never kill myself"),
 * - by being about someone else ("is asahi going to die?"), for the kinds about the student,
 * - by a guard its kind lists matching the same clause (hyperbole, a story, a relationship ending,
 *   an everyday cut or pill),
 * - or by being told as past and over ("i used to self harm, 3 years clean now").
 */

export interface CrisisReading {
  risk: boolean;
  /** What kind of risk, when there is one. */
  kind?: RiskKind;
  /** The clause and the pattern that found it: for tests and the evaluation, never logged. */
  clause?: string;
  pattern?: string;
}

/** Kinds that speak of someone else by themselves: their subject is not the student. */
const ABOUT_OTHERS: ReadonlySet<RiskKind> = new Set(['other_person', 'danger']);
/** Kinds a recovery can end; a relapse or a plan is never "over". */
const RECOVERABLE: ReadonlySet<RiskKind> = new Set([
  'direct',
  'self_harm',
  'hopeless',
  'not_existing',
  'burden',
]);

const wordsBefore = (text: string, start: number) =>
  text.slice(0, start).split(' ').filter(Boolean);

function negated(lexicon: CompiledLexicon, before: readonly string[]): boolean {
  return before.slice(-lexicon.negationWindow).some((word) => lexicon.negators.has(word));
}

/**
 * Whether the nearest person named before the phrase is someone other than the student. A name
 * that opens the clause right before a bare verb is a name called ("kai wanna die" is said to
 * Kai); before "wants", "jumped" or "jumping" it is the one doing it.
 */
function aboutSomeoneElse(
  lexicon: CompiledLexicon,
  before: readonly string[],
  firstWord: string,
): boolean {
  for (let index = before.length - 1; index >= 0; index--) {
    const word = before[index]!;
    if (lexicon.subjects.self.has(word)) return false;
    if (lexicon.subjects.others.has(word)) {
      const called = index === 0 && before.length === 1 && !/(ing|ed|s)$/.test(firstWord);
      return !called;
    }
  }
  return false;
}

function guarded(lexicon: CompiledLexicon, guards: readonly string[], clause: Clause): boolean {
  const speaksOfSelf = clause.text.split(' ').some((word) => lexicon.subjects.self.has(word));
  return guards.some((name) => {
    // A story word cancels only a clause that says nothing of the student.
    if (name === 'fiction' && speaksOfSelf) return false;
    return lexicon.guards[name as keyof CompiledLexicon['guards']].some(
      (pattern) => pattern.find(clause.text) !== undefined,
    );
  });
}

function matches(lexicon: CompiledLexicon, read: ReadMessage): CrisisReading {
  const recoveredNow = lexicon.recovery.now.some((pattern) => pattern.find(read.text));
  for (const clause of read.clauses) {
    const toldAsPast =
      recoveredNow && lexicon.recovery.past.some((pattern) => pattern.find(clause.text));
    for (const group of lexicon.risk) {
      if (toldAsPast && RECOVERABLE.has(group.kind)) continue;
      for (const pattern of group.patterns) {
        const found = pattern.find(clause.text);
        if (!found) continue;
        const before = wordsBefore(clause.text, found.start);
        if (negated(lexicon, before)) continue;
        const firstWord = clause.text.slice(found.start).split(' ')[0] ?? '';
        // A phrase that names the student itself ("…if i died") is theirs, whoever came before.
        const namesSelf = clause.text
          .slice(found.start, found.end + 1)
          .split(' ')
          .some((word) => lexicon.subjects.self.has(word));
        if (
          !ABOUT_OTHERS.has(group.kind) &&
          !namesSelf &&
          aboutSomeoneElse(lexicon, before, firstWord)
        ) {
          continue;
        }
        if (guarded(lexicon, group.guards, clause)) continue;
        return { risk: true, kind: group.kind, clause: clause.text, pattern: pattern.source };
      }
    }
  }
  for (const group of lexicon.acrossClauses) {
    for (const pattern of group.patterns) {
      const found = pattern.find(read.text);
      if (!found || negated(lexicon, wordsBefore(read.text, found.start))) continue;
      return { risk: true, kind: group.kind, clause: read.text, pattern: pattern.source };
    }
  }
  return { risk: false };
}

/**
 * Reads `message` and says whether it needs crisis care: as typed, then, when that finds nothing,
 * with its typing slips repaired ("i wanna d i e", "iwishiwasdead", "alvie"). `afterCare`: the
 * character's last reply was crisis care, so a "no" to "are you safe?", a means named ("i have
 * pills in my room"), a plan or a time is a risk too.
 */
export function detectCrisis(
  message: string,
  options: { afterCare?: boolean } = {},
): CrisisReading {
  const lexicon = crisisLexicon();
  const reading = matches(lexicon, readMessage(message));
  if (reading.risk) return reading;
  const read = readMessage(message);
  const saysSafe = lexicon.afterCare.safe.some((pattern) => pattern.find(read.text));
  if (options.afterCare && !saysSafe) {
    for (const { pattern, atStart } of lexicon.afterCare.risk) {
      const found = pattern.find(read.text);
      if (!found || (atStart && found.start !== 0)) continue;
      if (negated(lexicon, wordsBefore(read.text, found.start))) continue;
      return { risk: true, kind: 'means', clause: read.text, pattern: pattern.source };
    }
  }
  const repaired = repairTypos(message, lexicon.vocabulary);
  return repaired === foldText(message).split(/\s+/).filter(Boolean).join(' ')
    ? reading
    : matches(lexicon, readMessage(repaired));
}
