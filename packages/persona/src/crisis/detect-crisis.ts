import type { Clause } from '../read/read-message.ts';
import { foldText, readMessage, type ReadMessage } from '../read/read-message.ts';
import { repairTypos } from '../read/repair-typos.ts';
import type { PhrasePattern } from '../read/phrase-pattern.ts';
import { crisisLexicon, type CompiledLexicon, type RiskKind } from './crisis-lexicon.ts';
import { conceptsOf } from './risk-features.ts';
import { crisisModel, riskProbability, type CrisisModel } from './risk-model.ts';

/**
 * The crisis check: run first on every student message, on every path (the offline engine and a
 * real model alike), and never reached through a fallback. A message is a risk when one of its
 * clauses matches a risk pattern of `content/crisis.json` that is not cancelled:
 * - by a negator just before it ("i would never kill myself"),
 * - by being about someone else ("is asahi going to die?"), for the kinds about the student,
 * - by a guard its kind lists matching the same clause (hyperbole, a story, a relationship ending,
 *   an everyday cut or pill),
 * - or by being told as past and over ("i used to self harm, 3 years clean now").
 * When no pattern finds it, the trained model (src/crisis/risk-model.ts) reads the message as a
 * whole: it catches the phrasings no pattern was written for.
 */

export interface CrisisReading {
  risk: boolean;
  /** What kind of risk, when there is one. */
  kind?: RiskKind;
  /** The clause and the pattern that found it: for tests and the evaluation, never logged. */
  clause?: string;
  pattern?: string;
  /** A pattern matched but was cancelled (a negator, someone else, a guard, a past told as over). */
  cancelled?: boolean;
  /** The message says it is meant ("not a joke anymore"): the model does not overrule the match. */
  serious?: boolean;
  /** The pattern belongs to a `sure` group of the lexicon: the model does not overrule it. */
  sure?: boolean;
  /**
   * No risk was found, but the message is close enough to one that the character should ask,
   * gently, before going on ("that sounded heavy, are you okay?"): the model's probability is
   * past `CHECK_IN`, or a pattern matched that the model overruled without being sure.
   */
  unsure?: boolean;
  /**
   * The risk stands only as an answer to the care just given (a "no" to "are you safe?", a means
   * named, a pattern the model would overrule elsewhere): asked with `afterCare`, read once.
   */
  answersCare?: boolean;
}

/** Concepts that name a risk itself: without one, the model alone is a guess from how it is said. */
export const RISK_CONCEPTS: ReadonlySet<string> = new Set([
  'death',
  'end',
  'exist',
  'hopeless',
  'burden',
  'harm',
  'means',
  'plan',
]);

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

/** What the whole message says of itself: see `CompiledLexicon['markers']`. */
interface Markers {
  serious: boolean;
  reveal: boolean;
  returns: boolean;
}

function readMarkers(lexicon: CompiledLexicon, text: string): Markers {
  // Not when negated: "if i dont message tomorrow" tells no return.
  const said = (patterns: readonly PhrasePattern[]) =>
    patterns.some((pattern) => {
      const found = pattern.find(text);
      return found !== undefined && !negated(lexicon, wordsBefore(text, found.start));
    });
  return {
    serious: said(lexicon.markers.serious),
    reveal: said(lexicon.markers.reveal),
    returns: said(lexicon.markers.returns),
  };
}

const NO_MARKERS: Markers = { serious: false, reveal: false, returns: false };

function guarded(
  lexicon: CompiledLexicon,
  guards: readonly string[],
  clause: Clause,
  markers: Markers = NO_MARKERS,
): boolean {
  const speaksOfSelf = clause.text.split(' ').some((word) => lexicon.subjects.self.has(word));
  return guards.some((name) => {
    // A story word cancels only a clause that says nothing of the student.
    if (name === 'fiction' && speaksOfSelf) return false;
    // "…ok that's not a joke anymore": no hyperbole; "asking for a friend. ok it's me": no asking.
    if (name === 'hyperbole' && markers.serious) return false;
    // "in your universe how would a hero end it all? asking for me": the story was a cover.
    if ((name === 'asks_about' || name === 'fiction') && markers.reveal) return false;
    return lexicon.guards[name as keyof CompiledLexicon['guards']].some(
      (pattern) => pattern.find(clause.text) !== undefined,
    );
  });
}

function matches(
  lexicon: CompiledLexicon,
  read: ReadMessage,
  typed: Markers = NO_MARKERS,
): CrisisReading {
  const recoveredNow = lexicon.recovery.now.some((pattern) => pattern.find(read.text));
  // A marker said as typed holds for the repaired reading too ("offline" is not "off line").
  const own = readMarkers(lexicon, read.text);
  const markers: Markers = {
    serious: own.serious || typed.serious,
    reveal: own.reveal || typed.reveal,
    returns: own.returns || typed.returns,
  };
  let cancelled = false;
  // The first match stands, unless a `sure` group matches further on: that one is kept.
  let first: CrisisReading | undefined;
  const keep = (reading: CrisisReading) => {
    first ??= reading;
    return reading.sure === true;
  };
  for (const clause of read.clauses) {
    const toldAsPast =
      recoveredNow && lexicon.recovery.past.some((pattern) => pattern.find(clause.text));
    for (const group of lexicon.risk) {
      if (first && !group.sure) continue;
      for (const pattern of group.patterns) {
        const found = pattern.find(clause.text);
        if (!found) continue;
        cancelled = true;
        if (toldAsPast && RECOVERABLE.has(group.kind)) continue;
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
          !markers.reveal &&
          aboutSomeoneElse(lexicon, before, firstWord)
        ) {
          continue;
        }
        if (guarded(lexicon, group.guards, clause, markers)) continue;
        // A goodbye with a return told ("goodbye cruel world, back after finals") is not final.
        if (group.kind === 'goodbye' && markers.returns) continue;
        const reading: CrisisReading = {
          risk: true,
          kind: group.kind,
          clause: clause.text,
          pattern: pattern.source,
          ...(markers.serious && { serious: true }),
          ...(group.sure && { sure: true }),
        };
        if (keep(reading)) return reading;
        break;
      }
    }
  }
  for (const group of lexicon.acrossClauses) {
    if (first && !group.sure) continue;
    for (const pattern of group.patterns) {
      const at = pattern.find(read.text);
      if (!at || negated(lexicon, wordsBefore(read.text, at.start))) continue;
      if (group.kind === 'goodbye' && markers.returns) continue;
      const reading: CrisisReading = {
        risk: true,
        kind: group.kind,
        clause: read.text,
        pattern: pattern.source,
        ...(group.sure && { sure: true }),
      };
      if (keep(reading)) return reading;
      break;
    }
  }
  return first ?? { risk: false, cancelled };
}

/**
 * The lexicon's reading of `message` alone: as typed, then, when that finds nothing, with its
 * typing slips repaired ("i wanna d i e", "iwishiwasdead", "alvie"). `afterCare`: the
 * character's last reply was crisis care, so a "no" to "are you safe?", a means named ("i have
 * pills in my room"), a plan or a time is a risk too.
 */
export function lexiconReading(
  message: string,
  options: { afterCare?: boolean } = {},
  read: ReadMessage = readMessage(message),
): CrisisReading {
  const lexicon = crisisLexicon();
  const reading = matches(lexicon, read);
  if (reading.risk) return reading;
  const saysSafe = lexicon.afterCare.safe.some((pattern) => pattern.find(read.text));
  if (options.afterCare && !saysSafe) {
    for (const pattern of lexicon.afterCare.risk) {
      const found = pattern.find(read.text);
      if (!found) continue;
      if (negated(lexicon, wordsBefore(read.text, found.start))) continue;
      return {
        risk: true,
        kind: 'means',
        clause: read.text,
        pattern: pattern.source,
        answersCare: true,
      };
    }
  }
  const repaired = repairTypos(message, lexicon.vocabulary);
  const typed = foldText(message).split(/\s+/).filter(Boolean).join(' ');
  if (repaired === typed) return reading;
  const second = matches(lexicon, readMessage(repaired), readMarkers(lexicon, read.text));
  return second.risk ? second : { risk: false, cancelled: reading.cancelled || second.cancelled };
}

/**
 * Reads `message` and says whether it needs crisis care: the lexicon's reading unless the model
 * overrules it, and when it finds nothing, the model's.
 */
export function detectCrisis(
  message: string,
  options: {
    afterCare?: boolean;
    model?: CrisisModel;
    onEverydayTrouble?: boolean;
    inScene?: boolean;
  } = {},
): CrisisReading {
  const model = options.model ?? crisisModel();
  const read = readMessage(message);
  const reading = lexiconReading(message, options, read);
  // Where a pattern matched and was cancelled for a reason ("i would never kill myself"), the
  // model must be all but certain to overrule the reason.
  if (!reading.risk) {
    const modelSays = modelReading(read, reading.cancelled ? CANCELLED_THRESHOLD : 0, model);
    // "like i wrote the whole analysis" while telling of a lab partner: the model alone, on a
    // message that says nothing of death, harm, a means, a plan, an end or being a burden, in a
    // talk about an everyday trouble. It asks first rather than giving the care unasked.
    if (
      modelSays.risk &&
      options.onEverydayTrouble === true &&
      !reading.cancelled &&
      ![...conceptsOf(read)].some((concept) => RISK_CONCEPTS.has(concept))
    ) {
      return { risk: false, unsure: true };
    }
    // A line of a roleplay scene ("feels like im not a priority anymore", said to a cast friend):
    // the model alone, reading a part played, asks first rather than giving the care unasked.
    if (modelSays.risk && options.inScene === true && !reading.cancelled) {
      return { risk: false, unsure: true };
    }
    if (modelSays.risk || reading.cancelled) return modelSays;
    // Right after care, saying more of it ("sometimes i think about not turning the wheel") is
    // the risk still: the model need not be as sure as it must be of a message out of nowhere.
    const safe = crisisLexicon().afterCare.safe.some((pattern) => pattern.find(read.text));
    const probability = options.afterCare && !safe ? modelProbability(read, model) : 0;
    if (probability >= AFTER_CARE_MODEL) {
      return {
        risk: true,
        answersCare: true,
        clause: read.text,
        pattern: `model after care ${probability.toFixed(3)}`,
      };
    }
    const words = read.text.split(' ').filter(Boolean).length;
    return words >= CHECK_IN_WORDS && modelProbability(read, model) >= CHECK_IN
      ? { risk: false, unsure: true }
      : modelSays;
  }
  // A pattern's match stands unless the model is sure it is not a risk: "i used to self harm in
  // high school, 5 years clean now", "kms this wifi is so bad". Right after care it always stands.
  // The model reads the message as the pattern did, typing slips repaired.
  const repaired = readMessage(repairTypos(message, crisisLexicon().vocabulary));
  const probability = Math.max(strongest(read, model), strongest(repaired, model));
  const veto =
    reading.kind && ABOUT_OTHERS.has(reading.kind)
      ? OTHERS_VETO
      : reading.kind && SPECIFIC.has(reading.kind)
        ? SPECIFIC_VETO
        : PATTERN_VETO;
  const stands = probability >= veto || reading.serious === true || reading.sure === true;
  if (stands && !reading.answersCare) return reading;
  if (options.afterCare) {
    const { answersCare, ...found } = reading;
    // The model finding what the after-care pattern found: said outright, not only an answer.
    return answersCare && modelReading(read, 0, model).risk
      ? found
      : { ...found, answersCare: true };
  }
  if (stands) return reading;
  return modelProbability(read, model) >= CHECK_IN_OVERRULED
    ? { risk: false, unsure: true }
    : { risk: false };
}

/** The model's highest probability for the message or any one of its clauses alone. */
function strongest(read: ReadMessage, model: CrisisModel): number {
  return Math.max(
    riskProbability(read, model),
    ...read.clauses.map((clause) =>
      riskProbability({ ...read, clauses: [clause], text: clause.text }, model),
    ),
  );
}

/**
 * Below this probability the model overrules a pattern's match. On messages from writers the
 * lexicon was never tuned to, the patterns alone gave care to 6 % of everyday look-alikes, most
 * told as past or as a joke; this veto halves that for a loss of 2 in 100 risk messages.
 */
const PATTERN_VETO = 0.5;
/**
 * Kinds whose patterns name the act itself (dying, hurting oneself, a means, a plan, not
 * existing): the model must be far surer to overrule them. On the dev split the one veto for all
 * kinds overruled "hurting myself is the only thing that makes me feel anything" (0.35), "i want
 * to go to sleep forever" (0.11) and "wnt to dissapear foreverrrr" (0.09). At 0.3: dev recall
 * 93.2 % -> 96.6 %, its false alarms unchanged (2.1 %), train's 0.5 % -> 0.8 %; at 0.1 train's
 * look-alikes told as past ("i used to wish i wouldnt wake up, now…") pass 1 %.
 */
const SPECIFIC_VETO = 0.3;
const SPECIFIC: ReadonlySet<RiskKind> = new Set([
  'direct',
  'self_harm',
  'means',
  'plan_or_time',
  'not_existing',
  'burden',
]);
/**
 * Kinds about someone else the student knows to be at risk: the model, which learnt few of them,
 * overruled "how do i help my friend who said she wants to die?" (0.35) and "whats the number for
 * the crisis line? my friend needs it" (0.01). At 0.1, on a third blind writer's set (2026-11-29),
 * recall 96.5 % -> 98.6 %, every split's false alarms unchanged.
 */
const OTHERS_VETO = 0.1;
/**
 * The not-sure tier (`CrisisReading.unsure`): a gentle check-in, not the crisis text. At 0.5 for
 * the model alone (2026-11-29) it asked "are you okay?" of 9 everyday turns in 454 of a blind
 * writer's chats (goodbyes, advice, a roleplay) and of none of its risk turns; raised to 0.7 on
 * dev (its 4 risk check-ins kept, everyday 17 → 10 of 388). 0.1 for a pattern the model overruled.
 * On the test split: risk check-ins 18 → 15 of 248, everyday 17 → 7 of 602.
 */
const CHECK_IN = 0.7;
const CHECK_IN_WORDS = 8;
/** What the model needs, right after care, to read a message as the risk told on. */
const AFTER_CARE_MODEL = 0.6;
const CHECK_IN_OVERRULED = 0.1;
/** What the model needs to overrule a pattern's match that was cancelled for a reason. */
const CANCELLED_THRESHOLD = 0.99;

/**
 * Guards that cancel the model's reading as they cancel a pattern: a joke, a story, a breakup;
 * and the ordinary things only the model misreads (an errand at the pharmacy, a friend's death).
 */
const MODEL_GUARDS = [
  'hyperbole',
  'fiction',
  'not_life',
  'asks_about',
  'wishes_not',
  'ordinary',
] as const;

/** How short a clause after the model's carrier is read with it by the guards ("gnight"). */
const TAIL_WORDS = 3;

/**
 * The model's probability that a message needs care, read whole; nothing when the clause that
 * carries it (the likeliest on its own) is cancelled by a guard ("lol i'd rather die than take
 * another gen ed", "hamlet is just everyone dying").
 */
export function modelProbability(
  read: ReadMessage,
  model: CrisisModel = crisisModel(),
  lexicon?: string,
): number {
  // "thanks for the chat, i'll be back tomorrow": a return told is no farewell.
  if (readMarkers(crisisLexicon(), read.text).returns) return 0;
  const whole = riskProbability(read, model, lexicon);
  let carrier: { clause: Clause; probability: number; at: number } | undefined;
  for (const [at, clause] of read.clauses.entries()) {
    if (!clause.text) continue;
    const probability = riskProbability(
      { ...read, clauses: [clause], text: clause.text },
      model,
      lexicon,
    );
    if (!carrier || probability > carrier.probability) carrier = { clause, probability, at };
  }
  if (!carrier) return whole;
  // "im done, gnight": a tail of a few words after the carrier is read with it by the guards.
  const tail = read.clauses[carrier.at + 1];
  const withTail =
    tail && tail.text && tail.text.split(' ').length <= TAIL_WORDS
      ? {
          words: [...carrier.clause.words, ...tail.words],
          text: `${carrier.clause.text} ${tail.text}`,
        }
      : undefined;
  const cancelled =
    guarded(crisisLexicon(), MODEL_GUARDS, carrier.clause) ||
    (withTail !== undefined && guarded(crisisLexicon(), MODEL_GUARDS, withTail));
  return cancelled ? 0 : whole;
}

/**
 * The trained model's reading: a risk when its probability reaches the saved threshold (or
 * `atLeast`, when that is higher).
 */
function modelReading(read: ReadMessage, atLeast: number, model: CrisisModel): CrisisReading {
  const probability = modelProbability(read, model);
  return probability >= Math.max(model.threshold, atLeast)
    ? { risk: true, clause: read.text, pattern: `model ${probability.toFixed(3)}` }
    : { risk: false };
}
