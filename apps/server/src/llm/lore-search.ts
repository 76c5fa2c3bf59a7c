import MiniSearch from 'minisearch';
import type { LoreEntry } from './cards.ts';

/**
 * Lore ranked by relevance (MiniSearch's BM25+ over each entry's keywords and text, with prefix
 * and fuzzy matching for typos), so the entries a message is about come first, not the first
 * ones in card order.
 */
export interface LoreSearch {
  /** The entries for `query`, best first, with their scores. */
  rank(query: string, limit: number): Array<{ entry: LoreEntry; score: number }>;
}

/** Words too common to tell one entry from another. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by did do does for from had has have he her him his how i if in ' +
    'is it its me my of on or she so that the their them then there they this to us was we what ' +
    'when where which who why will with you your about tell happened happen think'
  ).split(' '),
);

export function createLoreSearch(entries: readonly LoreEntry[]): LoreSearch {
  const search = new MiniSearch<{ id: number; keys: string; content: string }>({
    fields: ['keys', 'content'],
    storeFields: [],
    processTerm: (term) => {
      const folded = term
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      return STOP_WORDS.has(folded) ? null : folded;
    },
    searchOptions: {
      boost: { keys: 3 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  });
  search.addAll(
    entries.map((entry, id) => ({ id, keys: entry.keys.join(' '), content: entry.content })),
  );
  return {
    rank(query, limit) {
      if (!query.trim()) return [];
      return search
        .search(query, { combineWith: 'OR' })
        .slice(0, limit)
        .map((result) => ({ entry: entries[result.id as number]!, score: result.score }));
    },
  };
}
