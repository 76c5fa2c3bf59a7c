import { z } from 'zod';
import data from '../../content/chat-words.json' with { type: 'json' };

const word = z
  .string()
  .regex(/^[\p{L}\p{N}/\- ]+$/u, 'folded words only: lowercase, no apostrophes');

/** `content/chat-words.json`: chat spellings and what they stand for, decoration, laughter. */
export const chatWordsSchema = z.strictObject({
  about: z.string(),
  expansions: z.record(word, word),
  phrases: z.record(word, word),
  decorations: z.array(word),
  /** Phrases that only colour a message ("to be honest", "real talk"), as typed, folded. */
  decorationPhrases: z.array(word),
  laughter: z.array(z.string().min(1)),
});

export interface ChatWords {
  expansions: ReadonlyMap<string, string>;
  phrases: ReadonlyMap<string, string>;
  decorations: ReadonlySet<string>;
  decorationPhrases: readonly string[];
  laughter: ReadonlySet<string>;
}

let loaded: ChatWords | undefined;

/** The chat-word lists, validated once on first use. */
export function chatWords(): ChatWords {
  if (!loaded) {
    const parsed = chatWordsSchema.parse(data);
    loaded = {
      expansions: new Map(Object.entries(parsed.expansions)),
      phrases: new Map(Object.entries(parsed.phrases)),
      decorations: new Set(parsed.decorations),
      decorationPhrases: parsed.decorationPhrases,
      laughter: new Set(parsed.laughter),
    };
  }
  return loaded;
}
