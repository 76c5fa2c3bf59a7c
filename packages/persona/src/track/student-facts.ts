import { z } from 'zod';
import data from '../../content/student-facts.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import { analyse } from '../read/language.ts';
import { readMessage } from '../read/read-message.ts';
import { toldDetailsSchema } from './told-details.ts';
import { keyedObject } from '../content/keyed-object.ts';

/**
 * What a student says about themselves ("second year, studying chemistry", "my fav band is the
 * 1975 just so u know", "im from ohio originally", "i have a cat named miso"), in any common form
 * the content file `content/student-facts.json` lists. The value is cut at the first stop word and
 * never a filler ("i'm at home" is not a college).
 */

export const STUDENT_FACT_KINDS = [
  'name',
  'major',
  'college',
  'year',
  'hometown',
  'pet',
  'like',
  'dislike',
] as const;
export type StudentFactKind = (typeof STUDENT_FACT_KINDS)[number];

export interface StudentFact {
  kind: StudentFactKind;
  /** As the student said it, folded: lowercase, chat spellings expanded. */
  value: string;
}

const patterns = z.array(z.string().min(1)).min(1);
const words = z.array(z.string().min(1));

/** `content/student-facts.json`. */
export const studentFactsSchema = z.strictObject({
  about: z.string(),
  askingStarts: words,
  stopWords: words,
  notValues: words,
  /** Small words a value never ends with. */
  trailingWords: words,
  /** Stop words of one kind only ("i play bass in a band": a like stops at "in"). */
  stopWordsFor: z.partialRecord(z.enum(STUDENT_FACT_KINDS), words),
  /** Where a student lives on campus: never a hometown. */
  notPlaces: words,
  /** Where a student goes that is no college: "i go to the gym", "should i go to the party". */
  notColleges: words,
  /** A word of a recall question and the words a statement may tell the same thing by. */
  recallSame: z.record(z.string().min(1), words),
  pets: words,
  /** Anything else told of themself, kept by what it is of (`told-details.ts`). */
  details: toldDetailsSchema,
  facts: keyedObject(STUDENT_FACT_KINDS, patterns),
});

interface Compiled {
  askingStarts: ReadonlySet<string>;
  stopWords: ReadonlySet<string>;
  notValues: ReadonlySet<string>;
  trailingWords: ReadonlySet<string>;
  stopWordsFor: Partial<Record<StudentFactKind, ReadonlySet<string>>>;
  notPlaces: ReadonlySet<string>;
  notColleges: ReadonlySet<string>;
  recallSame: Readonly<Record<string, readonly string[]>>;
  /** Words that describe a state ("down", "dead", "done"): never a name said as "i am <word>". */
  notNames: ReadonlySet<string>;
  pets: readonly string[];
  facts: {
    kind: StudentFactKind;
    patterns: { pattern: PhrasePattern; fixed?: string; anchored: boolean }[];
  }[];
}

let compiled: Compiled | undefined;

function lexicon(): Compiled {
  if (!compiled) {
    const parsed = studentFactsSchema.parse(data);
    compiled = {
      askingStarts: new Set(parsed.askingStarts),
      stopWords: new Set(parsed.stopWords),
      notValues: new Set(parsed.notValues),
      trailingWords: new Set(parsed.trailingWords),
      stopWordsFor: Object.fromEntries(
        Object.entries(parsed.stopWordsFor).map(([kind, list]) => [kind, new Set(list)]),
      ),
      notPlaces: new Set(parsed.notPlaces),
      notColleges: new Set(parsed.notColleges),
      recallSame: parsed.recallSame,
      notNames: new Set([...parsed.details.notValueStarts, ...parsed.notPlaces]),
      pets: parsed.pets,
      facts: STUDENT_FACT_KINDS.map((kind) => ({
        kind,
        patterns: parsed.facts[kind].map((source) => ({
          // A pattern opening with "^" holds only at the start of a clause.
          pattern: compilePattern(source.replace(/^\^\s*/, '')),
          ...(source.startsWith('^') ? { fixed: 'start' } : {}),
          // A fixed word after the slot ("i am a <value> major") bounds the value itself.
          anchored: /<value>\s*\S/.test(source),
        })),
      })),
    };
  }
  return compiled;
}

const YEARS: Readonly<Record<string, string>> = {
  first: 'first year',
  freshman: 'first year',
  '1st': 'first year',
  second: 'second year',
  sophomore: 'second year',
  '2nd': 'second year',
  third: 'third year',
  junior: 'third year',
  '3rd': 'third year',
  fourth: 'fourth year',
  '4th': 'fourth year',
  final: 'final year',
  last: 'final year',
  senior: 'final year',
};

/** The value's words up to the first stop word, or undefined when nothing worth keeping is left. */
function trimValue(
  raw: string,
  lexicon: Compiled,
  kind: StudentFactKind,
  anchored: boolean,
): string | undefined {
  const kept: string[] = [];
  const stops = lexicon.stopWordsFor[kind];
  const words = raw.split(' ');
  for (const [at, word] of words.entries()) {
    // "listening to jazz": a "to" after a verb in -ing belongs to the like.
    const keepsTo = word === 'to' && kind === 'like' && /ing$/.test(kept.at(-1) ?? '');
    // "econ and poli sci": a double major, unless "and" starts something else ("and i work…").
    const keepsAnd =
      word === 'and' &&
      kind === 'major' &&
      kept.length > 0 &&
      words[at + 1] !== undefined &&
      !lexicon.stopWords.has(words[at + 1]!) &&
      !/^(minor\w*|work\w*|play\w*|live|living)$/.test(words[at + 1]!);
    if (!keepsTo && !keepsAnd && (lexicon.stopWords.has(word) || stops?.has(word))) {
      // A slot bounded by a fixed word that had to be cut was not a value at all.
      if (anchored) return undefined;
      break;
    }
    kept.push(word);
  }
  while (kept.length > 1 && lexicon.trailingWords.has(kept.at(-1)!)) kept.pop();
  while (kept.length > 0 && ['a', 'an', 'the', 'my'].includes(kept[0]!) && kept.length > 1) {
    // "the 1975" keeps its article; "the engineering program" does not.
    if (kept[0] === 'the' && (kind === 'like' || kind === 'dislike')) break;
    kept.shift();
  }
  const value = kept.join(' ');
  if (!value || lexicon.notValues.has(value)) return undefined;
  return value;
}

function valueOf(
  kind: StudentFactKind,
  raw: string | undefined,
  clause: string,
  lexicon: Compiled,
  anchored = false,
) {
  if (kind === 'year') {
    const word = (raw ?? clause).split(' ').find((candidate) => YEARS[candidate]);
    return word ? YEARS[word] : undefined;
  }
  if (raw === undefined) {
    // A pattern with no slot names its value itself: "i'm pre med", "i'm undeclared".
    const fixed =
      /\b(pre med|premed|pre law|prelaw|pre vet|pre nursing|pre dent|undecided|undeclared)\b/.exec(
        clause,
      );
    return fixed?.[1];
  }
  // "a tiny place called ely in nevada": the place is what it is called.
  const named = kind === 'hometown' ? /\b(?:called|named) (.+)$/.exec(raw) : null;
  const value = trimValue(named ? named[1]! : raw, lexicon, kind, anchored);
  if (!value) return undefined;
  if (kind === 'hometown' && value.split(' ').some((word) => lexicon.notPlaces.has(word))) {
    return undefined;
  }
  if (kind === 'college' && lexicon.notColleges.has(value.split(' ')[0]!)) return undefined;
  if (kind === 'name') {
    // "i am a junior btw", "my dogs name is waffles": not the student's name.
    if (/^(a|an|the) /.test(raw) || YEARS[value] !== undefined) return undefined;
    if (lexicon.pets.some((pet) => ` ${clause} `.includes(` ${pet} name `))) return undefined;
    if (lexicon.pets.some((pet) => ` ${clause} `.includes(` ${pet}s name `))) return undefined;
    // "my roommates name is kayla", "my moms name is ana": someone else's name.
    if (/\b(\w+s|his|her|their) names? (is|was) /.test(clause) && !/\bmy names? /.test(clause)) {
      return undefined;
    }
  }
  if (kind === 'pet') {
    const has = (text: string) => {
      const found = lexicon.pets.find(
        (pet) => ` ${text} `.includes(` ${pet} `) || ` ${text} `.includes(` ${pet}s `),
      );
      // "my dogs name is waffles": one dog.
      const single = found?.replace(/s$/, '');
      return single && lexicon.pets.includes(single) ? single : found;
    };
    // "two cats", "cats": the lines say "a {pet}", so the kind of animal, one of it.
    const counted = /^(?:(?:two|three|four|five|\d+|a few|some|a couple of|couple) )?(\w+)s$/.exec(
      value,
    );
    if (counted && lexicon.pets.includes(counted[1]!)) return counted[1]!;
    if (has(value)) return value;
    // "my dog is called biscuit": the animal is in the clause before the name, the name is the
    // value; never "i have a crush on someone in my lab".
    const before = clause.slice(0, clause.lastIndexOf(value));
    const animal = value.split(' ').length <= 2 ? has(before) : undefined;
    return animal ? `${animal} named ${value}` : undefined;
  }
  if (kind === 'name' && !/^\p{L}[\p{L}'-]{0,23}$/u.test(value.split(' ')[0]!)) return undefined;
  // "im doing bio btw", "this is taking forever btw": a word doing something is no name.
  if (kind === 'name' && /^\p{L}{2,}ing$/u.test(value.split(' ')[0]!)) return undefined;
  return kind === 'name' ? value.split(' ')[0] : value;
}

/** The facts `message` states about the student, in the order of the content file's kinds. */
/**
 * The words a statement may tell `word` of a recall question by ("work": job, shift, barista…),
 * `word` itself first.
 */
export function recallWordsFor(word: string): readonly string[] {
  return [word, ...(lexicon().recallSame[word] ?? [])];
}

export function studentFactsIn(message: string): StudentFact[] {
  const content = lexicon();
  const out: StudentFact[] = [];
  const read = readMessage(message);
  for (const clause of read.clauses) {
    const text = clause.text;
    const first = text.split(' ')[0] ?? '';
    // "do you remember what i study?" asks; it tells nothing.
    if (content.askingStarts.has(first)) continue;
    for (const { kind, patterns } of content.facts) {
      if (out.some((fact) => fact.kind === kind)) continue;
      for (const { pattern, fixed, anchored } of patterns) {
        const found = pattern.find(text);
        if (!found || (fixed && found.start !== 0)) continue;
        const value = valueOf(kind, pattern.capture(text), text, content, anchored);
        if (value) {
          out.push({ kind, value });
          break;
        }
      }
    }
  }
  const introduced = out.length > 0 && !out.some((fact) => fact.kind === 'name');
  const name = introduced ? nameInIntroduction(message, read.clauses, content) : undefined;
  if (name) out.unshift({ kind: 'name', value: name });
  return out;
}

/**
 * "hey! im priya, freshman here": a clause that is only "i am <word>" names the student when the
 * same message tells something else of them; alone, "im down" or "im dead" names no one.
 */
function nameInIntroduction(
  message: string,
  clauses: readonly { text: string }[],
  content: Compiled,
): string | undefined {
  for (const { text } of clauses) {
    const word = /^i am (\p{L}[\p{L}'-]{1,23})$/u.exec(text)?.[1];
    if (!word || content.notValues.has(word) || content.stopWords.has(word)) continue;
    if (content.notNames.has(word) || YEARS[word] !== undefined) continue;
    if (/^\p{L}{2,}(ing|ed)$/u.test(word)) continue;
    // "im broke, third year", "im ready, first year": a state, read as such ("priya" is a noun).
    const token = analyse(message).tokens.find((candidate) => candidate.normal === word);
    if (token && !['NOUN', 'PROPN'].includes(token.pos)) continue;
    return word;
  }
  return undefined;
}
