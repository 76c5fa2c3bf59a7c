import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { CHAT_TEXT_MAX, type ChatMessage } from '@tuning/shared/chat';
import { messages } from '@tuning/shared/messages';
import { safetyTexts } from '@tuning/shared/safety';
import { useFocusMode } from '../hooks/use-focus-mode.ts';
import { useImageAttachment } from '../hooks/use-image-attachment.ts';
import { useMentionAutocomplete } from '../hooks/use-mention-autocomplete.ts';
import { useTypingSignal } from '../hooks/use-typing-signal.ts';
import type { Refusal, SendExtras } from '../lib/chat-session.ts';
import { chatTexts } from '../lib/chat-texts.ts';
import { AttachImageButton } from './attach-image-button.tsx';
import { AttachmentPreview } from './attachment-preview.tsx';
import { EmojiButton } from './emoji-button.tsx';
import { MentionAutocomplete } from './mention-autocomplete.tsx';
import { ReplyBar } from './reply-bar.tsx';
import './message-composer.css';

/**
 * Seconds left before slow mode lets the user send again (0: now), counted from their newest
 * message and ticking down once a second.
 */
function useSlowModeWait(slowModeSeconds: number, lastSentAt: number | undefined): number {
  const until =
    slowModeSeconds > 0 && lastSentAt !== undefined ? lastSentAt + slowModeSeconds * 1000 : 0;
  // A new deadline (a message just sent, slow mode changed) counts from the message's time, and
  // the clock is read again right after (an older message's wait is shorter or over).
  const [clock, setClock] = useState(() => ({ until, now: Date.now() }));
  if (clock.until !== until) setClock({ until, now: lastSentAt ?? 0 });
  useEffect(() => {
    const tick = () => {
      const now = Date.now();
      setClock({ until, now });
      if (now >= until) clearInterval(timer);
    };
    const first = setTimeout(tick);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return Math.max(0, Math.ceil((until - clock.now) / 1000));
}

function hasFiles(event: globalThis.DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * product.md's message box (Enter sends, Shift+Enter is a newline, the emoji picker appends), and
 * product.md §13's: the `@` autocomplete, the reply being written (Escape or its X cancels it) and
 * one image, picked, pasted or dropped. An image uploads as soon as it is attached; the message
 * waits for it, and may then have no text.
 */
export function MessageComposer({
  onSend,
  onTyping,
  sending,
  slowModeSeconds = 0,
  refusal,
  onRefusalTaken,
  replyingTo,
  onCancelReply,
  onEditLast,
  lastSentAt,
  dropZone,
  images = true,
}: {
  /** `extras` holds only what there is: `{}` for a plain message. */
  onSend: (text: string, extras: SendExtras) => void;
  onTyping: (isTyping: boolean) => void;
  sending: boolean;
  /** The room's slow mode, said above the text box while it is on. */
  slowModeSeconds?: number;
  /** The server's latest refusal: its reason shows here and its text comes back to the box. */
  refusal?: Refusal;
  /** The refused text is back in the box: the list need not keep it. */
  onRefusalTaken?: (messageId: string) => void;
  /** The message being answered, shown above the box until sent or cancelled. */
  replyingTo?: ChatMessage;
  /** Stop replying: the X, Escape in the box, and after the reply is sent. */
  onCancelReply?: () => void;
  /** Up in the empty box: edit the user's last message. False when there is none to edit. */
  onEditLast?: () => boolean;
  /** When the user's newest message (sent or on its way) was written: slow mode counts from it. */
  lastSentAt?: number;
  /**
   * Where an image may be dropped to attach it (the whole chat: the message list too); the
   * composer's own area when absent.
   */
  dropZone?: HTMLElement | null;
  /** Whether an image can go with a message (picked, pasted or dropped); the room's can. */
  images?: boolean;
}) {
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [taken, setTaken] = useState<{ messageId: string; restored: boolean }>();
  const [dismissed, setDismissed] = useState<string>();
  const [dropping, setDropping] = useState(false);
  const [focused, setFocused] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes after the next render (a mention was inserted). */
  const caretAfterRender = useRef<number>(undefined);
  const typing = useTypingSignal(onTyping);
  const attachment = useImageAttachment();
  const blank = text.trim() === '';
  const upload = attachment.status === 'ready' ? attachment.upload : undefined;
  // A pending image holds the message until it is uploaded; one that failed, until it is removed.
  const imageHolds = attachment.status === 'uploading' || attachment.status === 'error';
  const waitSeconds = useSlowModeWait(slowModeSeconds, lastSentAt);
  const canSend = !sending && !imageHolds && waitSeconds === 0 && (!blank || upload !== undefined);

  const mentions = useMentionAutocomplete({
    text,
    caret,
    focused,
    onInsert: (next, nextCaret) => {
      setText(next);
      setCaret(nextCaret);
      caretAfterRender.current = nextCaret;
    },
  });
  useLayoutEffect(() => {
    const at = caretAfterRender.current;
    if (at === undefined) return;
    caretAfterRender.current = undefined;
    inputRef.current?.setSelectionRange(at, at);
  });

  // A new refusal: nothing is lost. Its text returns to the box when the box is empty; when the
  // user has already typed something else, it stays in the list marked "Not sent".
  if (refusal && refusal.messageId !== taken?.messageId) {
    const restored = blank;
    setTaken({ messageId: refusal.messageId, restored });
    if (restored) setText(refusal.text);
  }
  useEffect(() => {
    if (taken?.restored) onRefusalTaken?.(taken.messageId);
  }, [taken, onRefusalTaken]);

  // Choosing Reply on a message puts the writer in the box.
  const replyId = replyingTo?.messageId;
  useEffect(() => {
    if (replyId) inputRef.current?.focus();
  }, [replyId]);

  const cancelReply = () => {
    onCancelReply?.();
    inputRef.current?.focus();
  };

  const submit = () => {
    if (!canSend) return;
    const extras: SendExtras = {};
    if (replyingTo) extras.replyTo = replyingTo.messageId;
    if (upload) {
      const { imageId, ...image } = upload;
      extras.imageId = imageId;
      // Shown in the message while it is on its way.
      extras.image = image;
    }
    onSend(text, extras);
    setText('');
    setCaret(0);
    setDismissed(refusal?.messageId);
    typing.stop();
    if (upload) attachment.clear();
    if (replyingTo) onCancelReply?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mentions.onKeyDown(event)) return;
    if (event.key === 'Escape' && replyingTo && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onCancelReply?.();
      return;
    }
    if (event.key === 'ArrowUp' && text === '' && !event.nativeEvent.isComposing) {
      if (onEditLast?.()) event.preventDefault();
      return;
    }
    // Enter sends, Shift+Enter is a newline; Enter that confirms an IME composition does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  // A pasted image (a screenshot, "Copy image") is attached; pasted text goes in as usual.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const data = event.clipboardData;
    if (!images || data.files.length === 0 || data.types.includes('text/plain')) return;
    if (attachment.attachFirst(data.files)) event.preventDefault();
  };

  // Native listeners, on the zone the chat hands in or on this area: one place handles a drop
  // wherever in the chat it lands.
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const zone = dropZone ?? area;
  // On a phone the chat takes the screen while the focus is in here (global.css).
  useFocusMode(area);
  const attachFirst = useRef(attachment.attachFirst);
  useEffect(() => {
    attachFirst.current = attachment.attachFirst;
  });
  useEffect(() => {
    if (!zone || !images) return;
    const onDragEnter = (event: globalThis.DragEvent) => {
      if (hasFiles(event)) setDropping(true);
    };
    const onDragOver = (event: globalThis.DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onDragLeave = (event: globalThis.DragEvent) => {
      if (!zone.contains(event.relatedTarget as Node | null)) setDropping(false);
    };
    const onDrop = (event: globalThis.DragEvent) => {
      setDropping(false);
      if (!hasFiles(event) || !event.dataTransfer) return;
      event.preventDefault();
      attachFirst.current(event.dataTransfer.files);
      inputRef.current?.focus();
    };
    zone.addEventListener('dragenter', onDragEnter);
    zone.addEventListener('dragover', onDragOver);
    zone.addEventListener('dragleave', onDragLeave);
    zone.addEventListener('drop', onDrop);
    return () => {
      zone.removeEventListener('dragenter', onDragEnter);
      zone.removeEventListener('dragover', onDragOver);
      zone.removeEventListener('dragleave', onDragLeave);
      zone.removeEventListener('drop', onDrop);
    };
  }, [zone, images]);

  // Slow mode's refusal says what the notice above the box already says: once is enough.
  const reason =
    refusal &&
    refusal.messageId !== dismissed &&
    refusal.reason !== safetyTexts.slowMode(slowModeSeconds)
      ? refusal.reason
      : '';
  return (
    <div
      className={dropping ? 'chat-composer-area chat-composer-area--drop' : 'chat-composer-area'}
      ref={setArea}
    >
      {(reason || slowModeSeconds > 0) && (
        <div className="chat-composer__notes">
          {slowModeSeconds > 0 && (
            <p className="chat-composer__slow-mode">
              <span role="status">{safetyTexts.slowMode(slowModeSeconds)}</span>
              {waitSeconds > 0 && (
                // Not a live region: a count read out every second would drown the chat.
                <span className="chat-composer__countdown" id="chat-slow-wait">
                  {' '}
                  {chatTexts.sendAgainIn(waitSeconds)}
                </span>
              )}
            </p>
          )}
          {reason && (
            <p className="chat-composer__refusal" role="alert">
              {reason}
            </p>
          )}
        </div>
      )}
      {replyingTo && <ReplyBar message={replyingTo} onCancel={cancelReply} />}
      <AttachmentPreview attachment={attachment} />
      <form
        className="chat-composer"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <MentionAutocomplete
          open={mentions.open}
          listId={mentions.listId}
          users={mentions.users}
          activeIndex={mentions.activeIndex}
          optionId={mentions.optionId}
          onChoose={mentions.choose}
          onHover={mentions.setActive}
        />
        <EmojiButton
          onPick={(emoji) => {
            setText((current) => current + emoji);
            setCaret(text.length + emoji.length);
            caretAfterRender.current = text.length + emoji.length;
          }}
          onPicked={() => inputRef.current?.focus()}
        />
        {images && <AttachImageButton onPick={attachment.attach} />}
        <label className="sr-only" htmlFor="chat-input">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          className="input chat-composer__input"
          placeholder={messages.chatPlaceholder}
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          {...mentions.inputProps}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            if (event.target.value.trim() === '') typing.stop();
            else typing.onKeystroke();
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        <button
          type="submit"
          className="button button--primary chat-composer__send"
          disabled={!canSend}
          aria-describedby={waitSeconds > 0 ? 'chat-slow-wait' : undefined}
          // The focus stays in the box: a phone's keyboard stays up for the next message, and the
          // chat keeps the screen (global.css).
          onMouseDown={(event) => event.preventDefault()}
        >
          Send
        </button>
      </form>
    </div>
  );
}
