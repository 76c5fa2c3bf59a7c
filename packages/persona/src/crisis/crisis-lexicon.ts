import { z } from 'zod';
import data from '../../content/crisis.json' with { type: 'json' };
import { CHARACTERS } from '@tuning/shared/saga/characters';
import { foldText } from '../read/read-message.ts';
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';

export const RISK_KINDS = [
  'direct',
  'plan_or_time',
  'means',
  'self_harm',
  'hopeless',
  'burden',
  'not_existing',
  'goodbye',
  'other_person',
  'danger',
] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

const GUARD_NAMES = [
  'hyperbole',
  'fiction',
  'not_life',
  'everyday_means',
  'asks_about',
  'wishes_not',
  'ordinary',
  'game',
] as const;
type GuardName = (typeof GUARD_NAMES)[number];

const patterns = z.array(z.string().min(1)).min(1);

/** `content/crisis.json`, checked when it is first read and by the content test. */
export const crisisLexiconSchema = z.strictObject({
  about: z.string(),
  macros: z.record(z.string().regex(/^[a-z_]+$/), z.string().min(1)),
  guards: z.strictObject(
    Object.fromEntries(
      GUARD_NAMES.map((name) => [name, z.strictObject({ about: z.string(), patterns })]),
    ) as Record<GuardName, z.ZodObject<{ about: z.ZodString; patterns: typeof patterns }>>,
  ),
  negators: z.array(z.string().min(1)),
  negationWindow: z.number().int().min(0).max(6),
  recovery: z.strictObject({ about: z.string(), past: patterns, now: patterns }),
  markers: z.strictObject({
    about: z.string(),
    serious: patterns,
    reveal: patterns,
    returns: patterns,
  }),
  acrossClauses: z.strictObject({
    about: z.string(),
    risk: z.array(
      z.strictObject({ kind: z.enum(RISK_KINDS), sure: z.boolean().optional(), patterns }),
    ),
  }),
  subjects: z.strictObject({
    about: z.string(),
    self: z.array(z.string().min(1)).min(1),
    others: z.array(z.string().min(1)).min(1),
  }),
  afterCare: z.strictObject({ about: z.string(), patterns, safe: patterns }),
  risk: z
    .array(
      z.strictObject({
        kind: z.enum(RISK_KINDS),
        about: z.string(),
        /** The act itself, named so plainly that the model does not overrule a match. */
        sure: z.boolean().optional(),
        guards: z.array(z.enum(GUARD_NAMES)),
        patterns,
      }),
    )
    .refine((groups) => RISK_KINDS.every((kind) => groups.some((group) => group.kind === kind)), {
      message: 'every risk kind has patterns',
    }),
});

/** "tyson", "yurei", "kai", …: every name and spelling the roster gives a character. */
export function characterNames(): string[] {
  return CHARACTERS.flatMap((character) =>
    [character.name, character.displayName, character.routeName, ...character.routeAliases].map(
      (name) => foldText(name),
    ),
  );
}

export interface CompiledLexicon {
  /**
   * `sure`: the group names the act, its method or its hour so plainly ("what's the most painless
   * way to die", "ending it this weekend") that the model, which learnt few such phrasings, does
   * not overrule a match that no negator, other person or guard cancelled.
   */
  risk: { kind: RiskKind; sure: boolean; guards: GuardName[]; patterns: PhrasePattern[] }[];
  /** Patterns matched on the whole message rather than clause by clause. */
  acrossClauses: { kind: RiskKind; sure: boolean; patterns: PhrasePattern[] }[];
  guards: Record<GuardName, PhrasePattern[]>;
  negators: ReadonlySet<string>;
  negationWindow: number;
  recovery: { past: PhrasePattern[]; now: PhrasePattern[] };
  /**
   * Said anywhere in the message: "not a joke anymore" (serious: no hyperbole guard, no veto by
   * the model), "asking for a friend… ok it's me" (reveal: someone else is the student), "i'll be
   * back tomorrow" (returns: a goodbye that is not final).
   */
  markers: { serious: PhrasePattern[]; reveal: PhrasePattern[]; returns: PhrasePattern[] };
  /** Words that name the student, and words that name someone else (with the roster's names). */
  subjects: { self: ReadonlySet<string>; others: ReadonlySet<string> };
  /** Risk only right after care: a "no" to "are you safe?", a means named, a plan, a time. */
  afterCare: {
    risk: PhrasePattern[];
    /** "im ok", "not planning anything": said safe, so none of the risk patterns counts. */
    safe: PhrasePattern[];
  };
  /** Every word the risk patterns, macros and subjects use: what a typo may be repaired into. */
  vocabulary: ReadonlySet<string>;
}

/** Validates and compiles a lexicon; throws naming the first bad field or pattern. */
export function compileCrisisLexicon(raw: unknown): CompiledLexicon {
  const lexicon = crisisLexiconSchema.parse(raw);
  const compile = (list: readonly string[]) =>
    list.map((source) => compilePattern(source, lexicon.macros));
  return {
    risk: lexicon.risk.map((group) => ({
      kind: group.kind,
      sure: group.sure ?? false,
      guards: group.guards,
      patterns: compile(group.patterns),
    })),
    acrossClauses: lexicon.acrossClauses.risk.map((group) => ({
      kind: group.kind,
      sure: group.sure ?? false,
      patterns: compile(group.patterns),
    })),
    guards: Object.fromEntries(
      GUARD_NAMES.map((name) => [name, compile(lexicon.guards[name].patterns)]),
    ) as Record<GuardName, PhrasePattern[]>,
    negators: new Set(lexicon.negators),
    negationWindow: lexicon.negationWindow,
    recovery: { past: compile(lexicon.recovery.past), now: compile(lexicon.recovery.now) },
    markers: {
      serious: compile(lexicon.markers.serious),
      reveal: compile(lexicon.markers.reveal),
      returns: compile(lexicon.markers.returns),
    },
    subjects: {
      self: new Set(lexicon.subjects.self),
      others: new Set([...lexicon.subjects.others, ...characterNames()]),
    },
    afterCare: {
      risk: compile(lexicon.afterCare.patterns),
      safe: compile(lexicon.afterCare.safe),
    },
    vocabulary: new Set(
      [
        ...lexicon.risk.flatMap((group) => group.patterns),
        ...lexicon.acrossClauses.risk.flatMap((group) => group.patterns),
        ...Object.values(lexicon.macros),
        ...lexicon.subjects.self,
        ...lexicon.subjects.others,
      ].flatMap((source) => source.match(/\p{L}+/gu) ?? []),
    ),
  };
}

let compiled: CompiledLexicon | undefined;

/** The crisis lexicon, compiled on first use (a few milliseconds, once per process). */
export function crisisLexicon(): CompiledLexicon {
  compiled ??= compileCrisisLexicon(data);
  return compiled;
}
