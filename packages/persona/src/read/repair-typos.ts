import { chatWords } from './chat-words.ts';
import { foldText } from './read-message.ts';

/**
 * Typing slips a reader sees through and a pattern does not: letters spaced out ("k i l l m y s
 * e l f"), words run together ("iwishiwasdead"), two letters swapped ("alvie", "wnat",
 * "thinkign"), a letter left out or typed twice ("endng", "allive"). `repairTypos` rewrites them into words of
 * `vocabulary` (the words a lexicon's patterns use), and leaves every word it knows alone. It is
 * a second reading, tried only when the first found nothing: a repair can only add a match.
 */

const LETTERS = /^\p{L}+$/u;

/** Words of `vocabulary` and the chat spellings: never repaired. */
function knownWords(vocabulary: ReadonlySet<string>): (word: string) => boolean {
  const { expansions, decorations } = chatWords();
  return (word) => vocabulary.has(word) || expansions.has(word) || decorations.has(word);
}

/** Spellings one slip away from `word`: two neighbours swapped, a letter doubled or left out. */
function oneSlip(word: string, known: (word: string) => boolean): string | undefined {
  // From three letters on: "dei" → "die", "wnat" → "want".
  if (word.length >= 3) {
    for (let at = 0; at + 1 < word.length; at++) {
      const swapped = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
      if (swapped !== word && known(swapped)) return swapped;
    }
  }
  // A letter typed twice ("allive"); never any other letter dropped: "suicides" and "cliffs"
  // are words of their own.
  for (let at = 1; at < word.length; at++) {
    if (word[at] !== word[at - 1]) continue;
    const shorter = word.slice(0, at) + word.slice(at + 1);
    if (shorter.length >= 4 && known(shorter)) return shorter;
  }
  // A letter left out inside a longer word ("endng"); never at either end, where a letter added
  // makes another word of a real one ("eating" → "beating", "live" → "lives").
  if (word.length >= 5) {
    for (let at = 1; at < word.length; at++) {
      for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
        const longer = word.slice(0, at) + letter + word.slice(at);
        if (known(longer)) return longer;
      }
    }
  }
  return undefined;
}

/** "iwishiwasdead" → "i wish i was dead": every piece a known word, at least two of them. */
function split(word: string, known: (word: string) => boolean): string | undefined {
  if (word.length < 6) return undefined;
  // best[end]: the fewest pieces that spell word.slice(0, end).
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - 14); start < end; start++) {
      const before = best[start];
      const piece = word.slice(start, end);
      if (!before || !known(piece)) continue;
      if (!best[end] || best[end]!.length > before.length + 1) best[end] = [...before, piece];
    }
  }
  const pieces = best[word.length];
  return pieces && pieces.length >= 2 ? pieces.join(' ') : undefined;
}

export function repairTypos(message: string, vocabulary: ReadonlySet<string>): string {
  const known = knownWords(vocabulary);
  // A slip is repaired into a word of the lexicon, never into a chat spelling ("that" → "thats").
  const target = (word: string) => vocabulary.has(word);
  const tokens = foldText(message).split(/\s+/).filter(Boolean);
  // Letters spaced out: a run of three or more single letters is one word, when it spells one.
  const joined: string[] = [];
  for (let index = 0; index < tokens.length;) {
    let end = index;
    while (end < tokens.length && /^\p{L}$/u.test(tokens[end]!)) end++;
    const word = tokens.slice(index, end).join('');
    const spelled = end - index >= 3 ? (target(word) ? word : split(word, target)) : undefined;
    if (spelled) {
      joined.push(spelled);
      index = end;
    } else {
      joined.push(tokens[index]!);
      index++;
    }
  }
  return joined
    .map((token) => {
      const [, word = '', rest = ''] = /^(\p{L}+)(.*)$/u.exec(token) ?? [];
      if (!word || !LETTERS.test(word) || known(word)) return token;
      const repaired = oneSlip(word, target) ?? split(word, target);
      return repaired ? repaired + rest : token;
    })
    .join(' ');
}
