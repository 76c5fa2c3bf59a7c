import type { ReplyPreview } from '@tuning/shared/chat-extras';
import type { LocalMessage } from '../lib/chat-messages.ts';
import type { MessageActions } from './message-menu.tsx';

/** One tap away in every message's toolbar (Discord's and Messenger's usual six). */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;

/** What the list's messages can do; one object for the whole list, so items stay memoised. */
export interface MessageHandlers {
  /** Delete, report, mute and block, behind "More actions". */
  menu?: MessageActions;
  react(message: LocalMessage, emoji: string, on: boolean): void;
  /** Opens the picker for any emoji. */
  pickReaction(message: LocalMessage): void;
  /** Absent where messages cannot be answered: no Reply button. */
  reply?(message: LocalMessage): void;
  /** Absent where messages cannot be edited: no Edit button. */
  startEdit?(message: LocalMessage): void;
  saveEdit?(message: LocalMessage, text: string): Promise<string | undefined>;
  endEdit?(message: LocalMessage): void;
  /** A reply's quote was clicked: show the original. */
  jump?(preview: ReplyPreview): void;
  /** A long press, or "More actions" on a phone: the bottom sheet with this message's actions. */
  showActions?(message: LocalMessage): void;
}

/** The message element a control belongs to. */
export const messageOf = (element: Element | null) =>
  element?.closest<HTMLElement>('li[data-message-id]') ?? null;
