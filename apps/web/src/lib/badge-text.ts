import { UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';

/** A count as a badge writes it: "1" to "99", then "99+" (the server stops counting at 100). */
export function badgeText(count: number): string {
  return count >= UNREAD_COUNT_MAX ? `${UNREAD_COUNT_MAX - 1}+` : String(count);
}
