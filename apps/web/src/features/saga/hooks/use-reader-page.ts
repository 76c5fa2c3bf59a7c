import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { recordPageReached } from '../../../lib/reading-progress.ts';

export const READER_STORAGE_KEY = 'tuning.comicbook.page';
/** The deep link's query parameter: `/saga/comicbook?page=5` is page 5 (1-based). */
export const PAGE_PARAM = 'page';

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

/**
 * The 0-based page a `?page=` value names: a whole number is clamped into the book (0 or less is
 * the first page, past the end the last); anything else is the first page.
 */
export function pageIndexFromParam(value: string, pageCount: number): number {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return 0;
  const number = Number(trimmed);
  return Math.min(Math.max(number, 1), pageCount) - 1;
}

export type TurnDirection = 'next' | 'prev' | 'none';

/**
 * The page being read (0-based) and which way the last turn went. The address holds it
 * (`?page=n`, so every page has a link); without one, the page remembered from the last visit.
 * A turn (buttons, keys, swipe) shows the new page at once and replaces the history entry, so Back
 * leaves the reader as it would leave any page; the chapter list's links add an entry, so Back
 * returns to where the reader was before the jump. Any change of the address the reader did not
 * make itself (a link, Back, Forward) is followed.
 */
export function useReaderPage(pageCount: number) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PAGE_PARAM);
  const [state, setState] = useState(() => ({
    index: raw === null ? readStoredPage(pageCount) : pageIndexFromParam(raw, pageCount),
    direction: 'none' as TurnDirection,
    /** The address this state last took in. */
    seen: raw,
    /** `?page=` values this reader wrote that the address has not shown yet. */
    pending: [] as string[],
  }));
  if (raw !== state.seen) {
    const own = raw === null ? -1 : state.pending.indexOf(raw);
    if (own >= 0 || raw === String(state.index + 1)) {
      setState({ ...state, seen: raw, pending: state.pending.slice(own + 1) });
    } else {
      const index = raw === null ? state.index : pageIndexFromParam(raw, pageCount);
      setState({
        index,
        direction: index === state.index ? state.direction : index > state.index ? 'next' : 'prev',
        seen: raw,
        pending: [],
      });
    }
  }
  const { index } = state;

  // Two turns in one frame (a held arrow key) each move one page from the latest, not the same.
  const latest = useRef(index);
  useEffect(() => {
    latest.current = index;
  }, [index]);

  // A missing or non-canonical ?page= (?page=abc, ?page=99) is rewritten in place.
  useEffect(() => {
    if (raw === String(index + 1)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PAGE_PARAM, String(index + 1));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [raw, index, setParams]);

  useEffect(() => {
    storePage(index);
    // The characters read this: nothing past the furthest page shown gets spoiled.
    recordPageReached(index + 1);
  }, [index]);

  /** Turns by `delta` pages, staying within the book. */
  const turn = useCallback(
    (delta: number) => {
      const target = Math.min(Math.max(latest.current + delta, 0), pageCount - 1);
      if (target === latest.current) return;
      latest.current = target;
      const value = String(target + 1);
      setState((current) => ({
        ...current,
        index: target,
        direction: delta > 0 ? 'next' : 'prev',
        pending: [...current.pending, value],
      }));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PAGE_PARAM, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [pageCount, setParams],
  );

  return {
    index,
    direction: state.direction,
    isFirst: index === 0,
    isLast: index === pageCount - 1,
    turn,
  };
}
