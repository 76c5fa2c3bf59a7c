import { useCallback, useEffect, useState } from 'react';
import { recordPageReached } from '../../../lib/reading-progress.ts';

export const READER_STORAGE_KEY = 'tuning.comicbook.page';

function readStoredPage(pageCount: number): number {
  try {
    const stored = Number.parseInt(window.localStorage.getItem(READER_STORAGE_KEY) ?? '', 10);
    return Number.isInteger(stored) && stored >= 0 && stored < pageCount ? stored : 0;
  } catch {
    return 0; // storage can be blocked (private mode); start at the beginning
  }
}

function storePage(index: number): void {
  try {
    window.localStorage.setItem(READER_STORAGE_KEY, String(index));
  } catch {
    // not being able to remember the page is not worth interrupting the reader
  }
}

export type TurnDirection = 'next' | 'prev' | 'none';

/** The page being read (0-based), remembered across visits, and which way the last turn went. */
export function useReaderPage(pageCount: number) {
  const [state, setState] = useState(() => ({
    index: readStoredPage(pageCount),
    direction: 'none' as TurnDirection,
  }));

  // The characters read this: nothing past the furthest page shown gets spoiled.
  useEffect(() => recordPageReached(state.index + 1), [state.index]);

  /** Turns by `delta` pages, staying within the book. */
  const turn = useCallback(
    (delta: number) => {
      setState((current) => {
        const index = Math.min(Math.max(current.index + delta, 0), pageCount - 1);
        if (index === current.index) return current;
        storePage(index);
        return { index, direction: delta > 0 ? 'next' : 'prev' };
      });
    },
    [pageCount],
  );

  return {
    index: state.index,
    direction: state.direction,
    isFirst: state.index === 0,
    isLast: state.index === pageCount - 1,
    turn,
  };
}
