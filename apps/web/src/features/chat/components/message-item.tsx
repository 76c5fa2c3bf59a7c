import { lazy, memo, Suspense, useEffect, useRef, useState, type PointerEvent } from 'react';
import { safetyTexts } from '@tuning/shared/safety';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { chatTexts } from '../lib/chat-texts.ts';
import { formatMessageTime } from '../lib/format-day-separator.ts';
import { ChatImageThumbnail } from './chat-image.tsx';
import { MessageText } from './message-text.tsx';
import type { MessageHandlers } from './message-handlers.ts';
import { ReactionBar } from './reaction-bar.tsx';
import { ReplyQuote } from './reply-quote.tsx';

// Not needed for the screen's first frame: the toolbar comes with the first message shown (the
// newest is the list's current one), the editor when someone edits.
const MessageToolbar = lazy(() =>
  import('./message-toolbar.tsx').then((module) => ({ default: module.MessageToolbar })),
);
const MessageEditor = lazy(() =>
  import('./message-editor.tsx').then((module) => ({ default: module.MessageEditor })),
);

/** A press this long on a touch screen shows the message's actions. */
const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const PRESS_SLOP_PX = 10;

const editedTitle = (editedAt: number) =>
  chatTexts.editedAt(
    new Date(editedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  );

/** Hovered by a mouse, for the toolbar's sake (a finger's tap is not a hover). */
function useMouseHover() {
  const [hovered, setHovered] = useState(false);
  return {
    hovered,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false);
    },
  };
}

/** A long press on a touch screen: `onPress` once it has lasted LONG_PRESS_MS in place. */
function useLongPress(onPress: () => void) {
  const press = useRef<{ timer: ReturnType<typeof setTimeout>; x: number; y: number }>(undefined);
  const fired = useRef(false);
  const cancel = () => {
    clearTimeout(press.current?.timer);
    press.current = undefined;
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') return;
      fired.current = false;
      const timer = setTimeout(() => {
        fired.current = true;
        onPress();
      }, LONG_PRESS_MS);
      press.current = { timer, x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent) => {
      const start = press.current;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > PRESS_SLOP_PX) {
        cancel();
      }
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    // The browser's own long-press menu would cover the actions.
    onContextMenu: (event: { preventDefault(): void }) => {
      if (fired.current) event.preventDefault();
    },
  };
}

/**
 * The image's button follows the message in the Tab order like the message's own controls (the
 * images feature's component takes no tabIndex).
 */
function useTabbableImage(tabbable: boolean, hasImage: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const element of ref.current?.querySelectorAll('button, a[href]') ?? []) {
      (element as HTMLElement).tabIndex = tabbable ? 0 : -1;
    }
  }, [tabbable, hasImage]);
  return ref;
}

export interface MessageItemProps {
  message: LocalMessage;
  own: boolean;
  /** First of its group: avatar, name, @user name and time above the text. */
  head?: boolean;
  ownId?: string;
  ownUserName?: string;
  /** Someone else's message that mentions the user. */
  mentionsMe?: boolean;
  /** The list's current message: it takes Tab, and its controls with it. */
  active?: boolean;
  /** Its actions are open in the bottom sheet: marked, so the reader sees which message. */
  pinned?: boolean;
  editing?: boolean;
  /** Just jumped to from a reply: briefly highlighted. */
  flash?: boolean;
  handlers?: MessageHandlers;
}

/**
 * One message of product.md's list. A group's first message shows who and when; the next ones
 * only their text, the time showing on hover or focus (and always to a screen reader). Stored
 * messages have reactions, a reply's quote, and a toolbar on hover, focus or a long press.
 */
export const MessageItem = memo(function MessageItem({
  message,
  own,
  head = true,
  ownId,
  ownUserName,
  mentionsMe = false,
  active = false,
  pinned = false,
  editing = false,
  flash = false,
  handlers,
}: MessageItemProps) {
  const { hovered, ...hover } = useMouseHover();
  const longPress = useLongPress(() => {
    // Only a stored message has actions (as for the toolbar below).
    if (message.seq !== undefined && !message.deleted) handlers?.showActions?.(message);
  });
  const imageRef = useTabbableImage(active || !handlers, message.image !== undefined);
  const fullName = message.fullName || 'Unknown';
  const username = message.username || 'unknown';
  const time = formatMessageTime(message.timestamp);
  const dateTime = new Date(message.timestamp).toISOString();
  // Your own message's time, at the end of its bubble (as on WhatsApp and iMessage): no line of
  // its own above the text.
  const stamp = (
    <time className="chat-message__stamp" dateTime={dateTime}>
      {time}
    </time>
  );
  // Only a stored message has actions: one still sending (or refused) is not on the server yet.
  const stored = message.seq !== undefined && !message.deleted;
  const toolbar = handlers && stored && !editing && (active || hovered) && (
    <Suspense fallback={null}>
      <MessageToolbar
        message={message}
        own={own}
        tabbable={active}
        ownId={ownId}
        handlers={handlers}
      />
    </Suspense>
  );

  const classes = ['chat-message'];
  if (own) classes.push('chat-message--own');
  if (head) classes.push('chat-message--head');
  if (mentionsMe) classes.push('chat-message--mention');
  if (pinned) classes.push('chat-message--pinned');
  if (flash) classes.push('chat-message--flash');

  return (
    <li
      className={classes.join(' ')}
      data-message-id={message.messageId}
      tabIndex={handlers ? (active ? 0 : -1) : undefined}
      {...(handlers ? { ...hover, ...longPress } : {})}
    >
      {!own && (
        <div className="chat-message__gutter">
          {head ? (
            <UserAvatar
              src={message.profilePic}
              name={message.fullName}
              size="small"
              fallback="letter"
              decorative
            />
          ) : (
            <time className="chat-message__hover-time" dateTime={dateTime}>
              {time}
            </time>
          )}
        </div>
      )}
      <div className="chat-message__body">
        <div
          className={
            own ? 'bubble bubble--own chat-message__bubble' : 'bubble chat-message__bubble'
          }
        >
          {own ? (
            // Your own name and @user name are the chat's header: a phone's room goes to the
            // messages, and a screen reader still hears whose each one is.
            <span className="sr-only">
              <span>{fullName}</span> <span>@{username}</span>:{' '}
            </span>
          ) : head ? (
            <div className="chat-message__meta">
              <span className="chat-message__name">{fullName}</span>{' '}
              <span className="chat-message__handle">@{username}</span>{' '}
              <time className="chat-message__time" dateTime={dateTime}>
                {time}
              </time>
            </div>
          ) : (
            <span className="sr-only">{fullName}: </span>
          )}
          {message.replyTo && handlers?.jump && (
            <ReplyQuote preview={message.replyTo} tabbable={active} onJump={handlers.jump} />
          )}
          {message.deleted ? (
            <p className="chat-message__text chat-message__text--deleted">
              {safetyTexts.messageDeleted}
            </p>
          ) : editing && handlers?.saveEdit ? (
            <Suspense fallback={<MessageText text={message.message} tabbable={false} />}>
              <MessageEditor
                text={message.message}
                onSave={(text) => handlers.saveEdit?.(message, text) ?? Promise.resolve(undefined)}
                onDone={() => handlers.endEdit?.(message)}
              />
            </Suspense>
          ) : (
            message.message !== '' && (
              <MessageText
                text={message.message}
                mentions={message.mentions === undefined || message.mentions.length > 0}
                ownUserName={ownUserName}
                tabbable={active || !handlers}
                after={
                  <>
                    {message.editedAt !== undefined && (
                      <>
                        {' '}
                        <span
                          className="chat-message__edited"
                          title={editedTitle(message.editedAt)}
                        >
                          {chatTexts.edited}
                        </span>
                      </>
                    )}
                  </>
                }
              />
            )
          )}
          {message.image && !message.deleted && (
            <div className="chat-message__image" ref={imageRef}>
              <ChatImageThumbnail image={message.image} authorName={fullName} />
            </div>
          )}

          {message.pending && <span className="chat-message__state">{chatTexts.sending}</span>}
          {message.failed && (
            <span className="chat-message__state chat-message__state--failed">
              {chatTexts.notSent(message.failed)}
            </span>
          )}
          {own && stamp}
        </div>
        {handlers && stored && message.reactions && (
          <ReactionBar
            reactions={message.reactions}
            ownId={ownId}
            tabbable={active}
            onToggle={(emoji, on) => handlers.react(message, emoji, on)}
            onAdd={() => handlers.pickReaction(message)}
          />
        )}
        {/* Your own message's toolbar is placed by its bubble (group-chat.css). */}
        {own && toolbar}
      </div>
      {!own && toolbar}
    </li>
  );
});
