import {
  Fragment,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type UIEvent,
} from 'react';
import { messages as texts } from '@tuning/shared/messages';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { chatTexts } from '../lib/chat-texts.ts';
import { mentionsUser } from '../lib/mentions.ts';
import { messageRows } from '../lib/message-rows.ts';
import { MessageItem } from './message-item.tsx';
import { messageOf, type MessageHandlers } from './message-handlers.ts';
import '../../../components/spinner.css';

// Only on a long press or ⋯ on a phone: not in the screen's first frame (like the toolbar).
const MessageActionSheet = lazy(() =>
  import('./message-action-sheet.tsx').then((module) => ({ default: module.MessageActionSheet })),
);

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 80;
/** Closer than this to the top asks for the older page. */
const TOP_TRIGGER_PX = 120;
/** How long a message jumped to stays highlighted. */
const FLASH_MS = 1600;
const NONE: LocalMessage[] = [];

/**
 * False until the browser has painted once since mount. The screen's first frame (header with the
 * user, composer) paints without the list, and the messages go in right after, instead of the
 * whole screen waiting for a page of 50 messages to render and lay out. Measured on /chat (15
 * loads each): first paint and LCP ~110-190 ms sooner, messages on screen at the same time.
 */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timeout set in an animation frame runs after that frame is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The current time, refreshed every minute so 'Today' becomes 'Yesterday' after midnight. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The message element in the list with this id. */
function messageElement(root: HTMLElement | null, messageId: string): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`li[data-message-id="${CSS.escape(messageId)}"]`) ?? null;
}

/** A request to show one message: `key` changes with each request, even for the same message. */
export interface JumpRequest {
  messageId: string;
  key: number;
}

export function MessageList({
  messages: latest,
  ownId,
  ownUserName,
  historyLoaded,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  handlers,
  editingId,
  firstUnreadSeq,
  jumpTo,
  onJumpMissed,
  seenId,
  emptyText = texts.chatEmpty,
}: {
  messages: LocalMessage[];
  ownId: string | undefined;
  ownUserName?: string;
  historyLoaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** What each stored message can do; none when absent. */
  handlers?: MessageHandlers;
  /** The message being edited in place. */
  editingId?: string;
  /** The first message not read before this visit: "New messages" goes above it. */
  firstUnreadSeq?: number;
  /** Scroll to this message, focus and highlight it (it is held: see `revealMessage`). */
  jumpTo?: JumpRequest;
  /** The message asked for is held but not shown (its author is blocked). */
  onJumpMissed?: () => void;
  /** The user's own message under which "Seen" shows (a one-to-one conversation). */
  seenId?: string;
  /** What an empty list says: the group chat's `No messages yet…` unless told otherwise. */
  emptyText?: string;
}) {
  const messages = usePaintedOnce() ? latest : NONE;
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const unreadRef = useRef<HTMLLIElement>(null);
  const atBottomRef = useRef(true);
  const scrollTopRef = useRef(0);
  const firstIdRef = useRef<string | undefined>(undefined);
  const lastIdRef = useRef<string | undefined>(undefined);
  const heightRef = useRef(0);
  const unreadPlacedRef = useRef(false);
  const [unseen, setUnseen] = useState(0);
  const [chosenId, setChosenId] = useState<string>();
  const [sheetId, setSheetId] = useState<string>();
  const [flashId, setFlashId] = useState<string>();

  const now = useNow();
  const rows = useMemo(
    () => messageRows(messages, { now, ownId, firstUnreadSeq }),
    [messages, now, ownId, firstUnreadSeq],
  );
  // The message that takes Tab: the one last focused while it is shown, else the newest.
  const activeId =
    chosenId !== undefined && messages.some((m) => m.messageId === chosenId)
      ? chosenId
      : messages.at(-1)?.messageId;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const nearEnd = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    // Only the reader leaves the end, by scrolling up: content that grew below before this event
    // came (a font or an image that loaded) moves the end away without moving the reader.
    atBottomRef.current = nearEnd || (atBottomRef.current && el.scrollTop >= scrollTopRef.current);
    scrollTopRef.current = el.scrollTop;
    if (atBottomRef.current) setUnseen(0);
    if (el.scrollTop < TOP_TRIGGER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const first = messages[0]?.messageId;
    const last = messages.at(-1)?.messageId;
    const divider = unreadRef.current;
    if (divider && !unreadPlacedRef.current && atBottomRef.current) {
      // Back with unread messages: the "New messages" line near the top when they fill more
      // than the screen, instead of the newest at the bottom with the first unread above it.
      unreadPlacedRef.current = true;
      const top =
        divider.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop;
      if (el.scrollHeight - top > el.clientHeight) {
        el.scrollTop = top - 8;
        atBottomRef.current = false;
      } else {
        el.scrollTop = el.scrollHeight;
      }
    } else if (
      firstIdRef.current !== undefined &&
      first !== firstIdRef.current &&
      last === lastIdRef.current
    ) {
      // An older page went in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - heightRef.current;
    } else if (last !== lastIdRef.current) {
      const newest = messages.at(-1);
      const mine = newest?.userId === ownId && newest?.pending;
      if (atBottomRef.current || mine || lastIdRef.current === undefined) {
        el.scrollTop = el.scrollHeight;
        atBottomRef.current = true;
      } else {
        // Scrolled up: say so instead of pulling the reader down.
        setUnseen((n) => n + 1);
      }
    }
    firstIdRef.current = first;
    lastIdRef.current = last;
    heightRef.current = el.scrollHeight;
  }, [messages, rows, historyLoaded, ownId]);

  // Pinned to the end while the reader is there, whatever changes the list's height (an image or a
  // font that loads, a reaction, an edit) or the room it has (the header filling in, the reply bar
  // or the keyboard coming up), not only a new message.
  const hasList = historyLoaded && latest.length > 0;
  useEffect(() => {
    const el = scrollRef.current;
    const list = listRef.current;
    if (!hasList || !el || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) el.scrollTop = el.scrollHeight;
      heightRef.current = el.scrollHeight;
    });
    observer.observe(list);
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasList]);

  // A reply's original: once it is in the list, in view, focused and highlighted for a moment.
  const jumpedRef = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!jumpTo || jumpedRef.current === jumpTo.key || messages.length === 0) return;
    jumpedRef.current = jumpTo.key;
    const target = messageElement(listRef.current, jumpTo.messageId);
    if (!target) return onJumpMissed?.();
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
    setChosenId(jumpTo.messageId);
    setFlashId(jumpTo.messageId);
  }, [jumpTo, messages, onJumpMissed]);
  useEffect(() => {
    if (flashId === undefined) return;
    const timer = setTimeout(() => setFlashId(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);

  // A finished edit gives the focus back to its message (the text box it was in is gone).
  const editedRef = useRef<string | undefined>(undefined);
  useEffect(() => {
    const ended = editedRef.current;
    editedRef.current = editingId;
    if (ended === undefined || ended === editingId) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) messageElement(listRef.current, ended)?.focus();
  }, [editingId]);

  const listHandlers = useMemo<MessageHandlers | undefined>(
    () => handlers && { ...handlers, showActions: (message) => setSheetId(message.messageId) },
    [handlers],
  );
  // The message may go while its sheet is open (deleted, or its author blocked): the sheet too.
  const sheetMessage =
    sheetId === undefined ? undefined : messages.find((m) => m.messageId === sheetId);

  const jumpToEnd = () => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottomRef.current = true;
    setUnseen(0);
  };

  // Up and Down (Home, End) move between messages; Tab goes into the current one's controls.
  const onListKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('li[data-message-id]')) return;
    const items = [
      ...(listRef.current?.querySelectorAll<HTMLElement>('li[data-message-id]') ?? []),
    ];
    const at = items.indexOf(target);
    let next: number;
    if (event.key === 'ArrowUp') {
      next = at - 1;
      if (next < 0 && hasOlder && !loadingOlder) onLoadOlder();
    } else if (event.key === 'ArrowDown') next = at + 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const item = items[Math.max(0, Math.min(items.length - 1, next))];
    item?.focus({ preventScroll: true });
    item?.scrollIntoView?.({ block: 'nearest' });
  };
  const onListFocus = (event: FocusEvent<HTMLOListElement>) => {
    const id = messageOf(event.target)?.dataset.messageId;
    if (id !== undefined && id !== chosenId) setChosenId(id);
  };

  const me =
    ownId !== undefined && ownUserName !== undefined
      ? { uid: ownId, userName: ownUserName }
      : undefined;
  return (
    <div className="chat-messages">
      <div
        className="chat-messages__scroll"
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        // Reachable and scrollable from the keyboard (arrow keys, Page Up and Down).
        tabIndex={0}
      >
        {!historyLoaded ? (
          <div className="spinner-wrap">
            <span className="spinner" role="status" aria-label="Loading messages" />
          </div>
        ) : latest.length === 0 ? (
          <p className="chat-empty muted">{emptyText}</p>
        ) : (
          <ol
            className="chat-list"
            ref={listRef}
            onKeyDown={handlers && onListKeyDown}
            onFocus={handlers && onListFocus}
          >
            {rows.map((row) => {
              if (row.kind === 'day') {
                return (
                  <li key={row.key} className="chat-day">
                    <span>{row.label}</span>
                  </li>
                );
              }
              if (row.kind === 'unread') {
                return (
                  <li key={row.key} className="chat-unread" ref={unreadRef}>
                    <span>{chatTexts.newMessages}</span>
                  </li>
                );
              }
              const { message } = row;
              const own = message.userId === ownId;
              const item = (
                <MessageItem
                  key={row.key}
                  message={message}
                  own={own}
                  head={row.head}
                  ownId={ownId}
                  ownUserName={ownUserName}
                  mentionsMe={mentionsUser(message, me)}
                  active={message.messageId === activeId}
                  pinned={message.messageId === sheetId}
                  editing={message.messageId === editingId}
                  flash={message.messageId === flashId}
                  handlers={listHandlers}
                />
              );
              if (message.messageId !== seenId) return item;
              return (
                <Fragment key={row.key}>
                  {item}
                  <li className="chat-seen">{chatTexts.seen}</li>
                </Fragment>
              );
            })}
          </ol>
        )}
      </div>
      {loadingOlder && (
        // Over the list, not in it: a spinner taking space would push the messages down.
        <span
          className="spinner spinner--small chat-older-spinner"
          role="status"
          aria-label="Loading older messages"
        />
      )}
      {sheetMessage && listHandlers && (
        <Suspense fallback={null}>
          <MessageActionSheet
            message={sheetMessage}
            own={sheetMessage.userId === ownId}
            ownId={ownId}
            handlers={listHandlers}
            onClose={() => setSheetId(undefined)}
          />
        </Suspense>
      )}
      {unseen > 0 && (
        <button type="button" className="button button--small chat-pill" onClick={jumpToEnd}>
          {unseen === 1 ? '1 new message' : `${unseen} new messages`} ↓
        </button>
      )}
    </div>
  );
}
