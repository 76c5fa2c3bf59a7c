/**
 * The word filter (product.md §12): admins keep a list of terms; a chat message containing one is
 * refused with the term named. A term matches whole words, never part of one ("ass" does not
 * match "class"), case-insensitively, and through a few cheap evasions:
 *
 * - accents and look-alike forms (NFKD, marks dropped): "bäd" is "bad";
 * - leetspeak inside a word that has a letter: 0 o, 1 i, 3 e, 4 a, 5 s, 7 t, @ a, $ s ("b4d");
 * - letters spaced or dotted out: a run of two or more one-letter words is also read as one word
 *   ("b a d", "b.a.d");
 * - invisible characters (zero-width spaces and joiners, soft hyphens: Unicode format characters)
 *   dropped, Cyrillic and Greek letters that look Latin read as those ("bаd" with a Cyrillic а);
 * - a word written as a mention ("@bad") is also read without its `@`.
 *
 * (A review found the last two passing. Look-alikes are read as Latin in every word, so a Russian
 * word spelled only with look-alike letters can match an English term; terms are short and
 * chosen by admins, and a refusal names the term.)
 *
 * A term of several words matches those words in a row. Terms go through the same steps, so a
 * term is always matched by its own text.
 */

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

const LETTER = /\p{L}/u;

/** Cyrillic and Greek lower-case letters that look like Latin ones (after NFKD and lower-casing). */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ӏ: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  с: 'c',
  ѕ: 's',
  т: 't',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ԁ: 'd',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** The words of a text as the filter compares them. */
export function filterWords(text: string, options: { mentions?: boolean } = {}): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(LOOK_ALIKE, (char) => LOOK_ALIKES[char] ?? char);
  const words: string[] = [];
  for (const piece of folded.split(/[^\p{L}\p{N}@$]+/u)) {
    // Read as a mention, a leading `@` is the mention's, not a letter.
    const chunk = options.mentions ? piece.replace(/^@+/, '') : piece;
    if (!chunk) continue;
    const word = LETTER.test(chunk)
      ? [...chunk].map((char) => LEET[char] ?? char).join('')
      : chunk.replace(/[@$]/g, '');
    if (word) words.push(word);
  }
  return words;
}

/** `words` with every run of two or more one-character words joined into one. */
function joinSpacedLetters(words: string[]): string[] {
  const joined: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 2) joined.push(run.join(''));
    else joined.push(...run);
    run = [];
  };
  for (const word of words) {
    if ([...word].length === 1) run.push(word);
    else {
      flush();
      joined.push(word);
    }
  }
  flush();
  return joined;
}

function containsRun(words: string[], run: string[]): boolean {
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) {
      if (words[i + j] !== run[j]) continue outer;
    }
    return true;
  }
  return false;
}

export interface WordFilter {
  /** The first term the text contains, as the admins wrote it; undefined when none. */
  match(text: string): string | undefined;
  readonly size: number;
}

/** A filter over `terms` (compiled once; matching is linear in the text's words). */
export function compileWordFilter(terms: readonly string[]): WordFilter {
  const single = new Map<string, string>();
  const multi: { words: string[]; term: string }[] = [];
  for (const term of terms) {
    const words = filterWords(term);
    if (words.length === 1) {
      if (!single.has(words[0]!)) single.set(words[0]!, term);
    } else if (words.length > 1) multi.push({ words, term });
  }
  return {
    size: terms.length,
    match(text) {
      if (single.size === 0 && multi.length === 0) return undefined;
      const words = filterWords(text);
      const readings = [words, joinSpacedLetters(words)];
      if (text.includes('@')) readings.push(filterWords(text, { mentions: true }));
      for (const reading of readings) {
        for (const word of reading) {
          const term = single.get(word);
          if (term !== undefined) return term;
        }
      }
      for (const { words: run, term } of multi) {
        if (readings.some((reading) => containsRun(reading, run))) return term;
      }
      return undefined;
    },
  };
}
