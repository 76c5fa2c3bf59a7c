import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '@tuning/shared/chat';
import { useTypingSignal } from '../hooks/use-typing-signal.ts';
import { EmojiButton } from './emoji-button.tsx';
import { messages } from '@tuning/shared/messages';

export function MessageComposer({
  onSend,
  onTyping,
  sending,
}: {
  onSend: (text: string) => void;
  onTyping: (isTyping: boolean) => void;
  sending: boolean;
}) {
  const [text, setText] = useState('');
  const typing = useTypingSignal(onTyping);
  const blank = text.trim() === '';

  const submit = () => {
    if (blank || sending) return;
    onSend(text);
    setText('');
    typing.stop();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a newline; Enter that confirms an IME composition does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
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
  );
}
