import type { LocalMessage } from './chat-messages.ts';
import { dayKey, formatDaySeparator } from './format-day-separator.ts';

/** One author's messages closer together than this read as one group (Discord uses 7 minutes). */
export const GROUP_WINDOW_MS = 5 * 60_000;

/** What the message list shows, top to bottom. */
export type MessageRow =
  | { kind: 'day'; key: string; label: string }
  /** Before the first message that came after the user last read the chat. */
  | { kind: 'unread'; key: string }
  | {
      kind: 'message';
      key: string;
      message: LocalMessage;
      /** The first of its group: avatar, name, @user name and time show above its text. */
      head: boolean;
    };

export interface RowOptions {
  /** The current time, for 'Today' and 'Yesterday'. */
  now: number;
  ownId: string | undefined;
  /**
   * The first seq the user has not read; the "New messages" line goes above it. A first visit
   * (1: nothing read yet) has it too, above the first message by someone else, so a new student
   * starts reading at the top of what was said instead of at the bottom.
   */
  firstUnreadSeq?: number;
}

/** Whether `message` goes on in the group `previous` is in. */
export function continuesGroup(previous: LocalMessage | undefined, message: LocalMessage): boolean {
  if (!previous || previous.userId !== message.userId) return false;
  // A reply starts a group, so its quote sits under the author's name (as on Discord).
  if (message.replyTo || message.outgoing?.replyTo) return false;
  const gap = message.timestamp - previous.timestamp;
  return gap >= 0 && gap <= GROUP_WINDOW_MS;
}

/**
 * product.md's day separators, the "New messages" line and each message with whether it heads a
 * group: consecutive messages of one author within GROUP_WINDOW_MS, on one day and with no line
 * between them, show the author once.
 */
export function messageRows(messages: LocalMessage[], options: RowOptions): MessageRow[] {
  const rows: MessageRow[] = [];
  const { firstUnreadSeq, ownId } = options;
  let unreadShown = firstUnreadSeq === undefined;
  let previous: LocalMessage | undefined;
  let previousDay: string | undefined;
  for (const message of messages) {
    let head = !continuesGroup(previous, message);
    const day = dayKey(message.timestamp);
    if (day !== previousDay) {
      rows.push({
        kind: 'day',
        key: `day-${day}`,
        label: formatDaySeparator(message.timestamp, options.now),
      });
      head = true;
    }
    if (
      !unreadShown &&
      message.seq !== undefined &&
      message.seq >= firstUnreadSeq! &&
      message.userId !== ownId
    ) {
      rows.push({ kind: 'unread', key: 'unread' });
      unreadShown = true;
      head = true;
    }
    rows.push({ kind: 'message', key: message.messageId, message, head });
    previous = message;
    previousDay = day;
  }
  return rows;
}
