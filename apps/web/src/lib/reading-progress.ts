/**
 * How far the student has read the comic: the furthest page (1–11) they have reached in the
 * reader, kept in this browser. The character chats send it so the characters don't spoil pages
 * the student has not read.
 */
export const FURTHEST_PAGE_KEY = 'tuning.comicbook.furthest';

/** The furthest page reached, 1–11; 0 when the reader was never opened here. */
export function furthestPageReached(): number {
  try {
    const stored = Number.parseInt(window.localStorage.getItem(FURTHEST_PAGE_KEY) ?? '', 10);
    return Number.isInteger(stored) && stored >= 1 && stored <= 11 ? stored : 0;
  } catch {
    return 0;
  }
}

/** Records that page `pageNumber` (1–11) was shown; only ever moves forward. */
export function recordPageReached(pageNumber: number): void {
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 11) return;
  if (pageNumber <= furthestPageReached()) return;
  try {
    window.localStorage.setItem(FURTHEST_PAGE_KEY, String(pageNumber));
  } catch {
    // storage can be blocked (private mode): the characters then treat the comic as unread
  }
}
