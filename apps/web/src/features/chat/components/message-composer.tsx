import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '@tuning/shared/chat';
import { safetyTexts } from '@tuning/shared/safety';
import { useTypingSignal } from '../hooks/use-typing-signal.ts';
import type { Refusal } from '../lib/chat-session.ts';
import { EmojiButton } from './emoji-button.tsx';
import { messages } from '@tuning/shared/messages';

export function MessageComposer({
  onSend,
  onTyping,
  sending,
  slowModeSeconds = 0,
  refusal,
  onRefusalTaken,
}: {
  onSend: (text: string) => void;
  onTyping: (isTyping: boolean) => void;
  sending: boolean;
  /** The room's slow mode, said above the text box while it is on. */
  slowModeSeconds?: number;
  /** The server's latest refusal: its reason shows here and its text comes back to the box. */
  refusal?: Refusal;
  /** The refused text is back in the box: the list need not keep it. */
  onRefusalTaken?: (messageId: string) => void;
}) {
  const [text, setText] = useState('');
  const [taken, setTaken] = useState<{ messageId: string; restored: boolean }>();
  const [dismissed, setDismissed] = useState<string>();
  const typing = useTypingSignal(onTyping);
  const blank = text.trim() === '';

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

  const submit = () => {
    if (blank || sending) return;
    onSend(text);
    setText('');
    setDismissed(refusal?.messageId);
    typing.stop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a newline; Enter that confirms an IME composition does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const reason = refusal && refusal.messageId !== dismissed ? refusal.reason : '';
  return (
    <>
      {(reason || slowModeSeconds > 0) && (
        <div className="chat-composer__notes">
          {slowModeSeconds > 0 && (
            <p className="chat-composer__slow-mode" role="status">
              {safetyTexts.slowMode(slowModeSeconds)}
            </p>
          )}
          {reason && (
            <p className="chat-composer__refusal" role="alert">
              {reason}
            </p>
          )}
        </div>
      )}
      <form
        className="chat-composer"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit();
        }}
      >
        <EmojiButton onPick={(emoji) => setText((current) => current + emoji)} />
        <label className="sr-only" htmlFor="chat-input">
          Message
        </label>
        <textarea
          id="chat-input"
          className="input chat-composer__input"
          placeholder={messages.chatPlaceholder}
          rows={2}
          maxLength={CHAT_TEXT_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() === '') typing.stop();
            else typing.onKeystroke();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="button button--primary chat-composer__send"
          disabled={blank || sending}
        >
          Send
        </button>
      </form>
    </>
  );
}
