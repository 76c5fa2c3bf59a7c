/**
 * Phrase patterns, the way content files write them (a small cousin of SuperScript's syntax), over
 * the words `readMessage` gives:
 *
 *   kill myself            the words in order
 *   (want|wish) to die     one of several; an alternative may be several words
 *   [really|just] tired    optional
 *   i ~3 die               up to three other words in between
 *   end* it                a word that starts with "end" (end, ending, ended)
 *   {self}                 a macro the content file defines, spliced in before compiling
 *   my cat is <value>      one to five words kept as the value (`capture`)
 *   ^ (no|nope)            only at the start of the text
 *   i know how $           only at the end of the text
 *
 * A letter may be held ("diee", "killl"): each letter matches one or more of itself, so patterns
 * never spell stretches. Patterns compile to one regular expression each, once.
 */

export type Macros = Readonly<Record<string, string>>;

type Node =
  | { kind: 'word'; text: string; prefix: boolean }
  | { kind: 'gap'; max: number }
  | { kind: 'slot' }
  | { kind: 'group'; alternatives: Node[][]; optional: boolean };

function expandMacros(pattern: string, macros: Macros, depth = 0): string {
  if (depth > 5) throw new Error(`macros nest too deep in "${pattern}"`);
  const out = pattern.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const body = macros[name];
    if (body === undefined) throw new Error(`unknown macro {${name}} in "${pattern}"`);
    return `(${body})`;
  });
  return out.includes('{') ? expandMacros(out, macros, depth + 1) : out;
}

function parse(pattern: string): Node[] {
  const tokens = pattern.match(/[()[\]|]|[^\s()[\]|]+/g) ?? [];
  let at = 0;
  const sequence = (closer?: string): Node[][] => {
    const alternatives: Node[][] = [[]];
    while (at < tokens.length) {
      const token = tokens[at++]!;
      if (token === closer) return alternatives;
      if (token === '|') {
        if (!closer) throw new Error(`"|" outside a group in "${pattern}"`);
        alternatives.push([]);
      } else if (token === '(' || token === '[') {
        const inner = sequence(token === '(' ? ')' : ']');
        alternatives.at(-1)!.push({ kind: 'group', alternatives: inner, optional: token === '[' });
      } else if (token === ')' || token === ']') {
        throw new Error(`unbalanced "${token}" in "${pattern}"`);
      } else if (token === '<value>') {
        alternatives.at(-1)!.push({ kind: 'slot' });
      } else if (/^~\d+$/.test(token)) {
        alternatives.at(-1)!.push({ kind: 'gap', max: Number(token.slice(1)) });
      } else {
        const prefix = token.endsWith('*');
        const text = prefix ? token.slice(0, -1) : token;
        if (!/^[\p{L}\p{N}/]+$/u.test(text)) {
          throw new Error(`"${token}" is not a word in "${pattern}"`);
        }
        alternatives.at(-1)!.push({ kind: 'word', text, prefix });
      }
    }
    if (closer) throw new Error(`missing "${closer}" in "${pattern}"`);
    return alternatives;
  };
  const top = sequence();
  if (top.length !== 1) throw new Error(`bad pattern "${pattern}"`);
  return top[0]!;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** "kill" → k+i+l+: a held letter still matches, a double letter needs at least one. */
function stretched(word: string): string {
  return [...word.replace(/(\p{L})\1+/gu, '$1')]
    .map((char) => (/\p{L}/u.test(char) ? `${escape(char)}+` : escape(char)))
    .join('');
}

function toRegex(nodes: Node[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'word':
          return ` ${stretched(node.text)}${node.prefix ? '\\S*' : ''}(?= )`;
        case 'gap':
          return `(?: \\S+){0,${node.max}}`;
        case 'slot':
          return '((?: \\S+){1,5})';
        case 'group': {
          const body = node.alternatives.map(toRegex).join('|');
          return `(?:${body})${node.optional ? '?' : ''}`;
        }
      }
    })
    .join('');
}

export interface PhrasePattern {
  source: string;
  /** Where the pattern first matches in `text` (words joined by single spaces), or undefined. */
  find(text: string): { start: number; end: number } | undefined;
  /** Whether the pattern takes every word of `text`, from the first to the last. */
  matchesAll(text: string): boolean;
  /** The words the pattern's `<value>` took at its first match, or undefined. */
  capture(text: string): string | undefined;
}

/** Compiles one pattern; throws, naming the pattern, when it is malformed. */
export function compilePattern(source: string, macros: Macros = {}): PhrasePattern {
  const anchored = source.startsWith('^');
  const atEnd = /\s\$$/.test(source);
  const inner = source.slice(anchored ? 1 : 0, atEnd ? -1 : undefined);
  const body = toRegex(parse(expandMacros(inner, macros)));
  const regex = new RegExp(`${anchored ? '^' : ''}${body}${atEnd ? '(?= $)' : ''}`, 'u');
  const whole = new RegExp(`^${body} $`, 'u');
  return {
    source,
    matchesAll: (text) => whole.test(` ${text} `),
    capture: (text) => regex.exec(` ${text} `)?.[1]?.trim(),
    find(text) {
      const match = regex.exec(` ${text} `);
      if (!match) return undefined;
      // Offsets into `text` itself: the padding space before it is not counted.
      const start = Math.max(0, match.index);
      return { start, end: match.index + match[0].length - 1 };
    },
  };
}
