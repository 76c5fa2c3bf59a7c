import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '@tuning/shared/chat-text';
import { chatTexts } from '../lib/chat-texts.ts';

/**
 * A message's text edited in place (as on Discord): Enter saves, Shift+Enter is a newline,
 * Escape cancels. The server's reason shows under the box when it refuses, the text kept.
 */
export function MessageEditor({
  text,
  onSave,
  onDone,
}: {
  text: string;
  /** Answers why not when the edit was not saved. */
  onSave: (text: string) => Promise<string | undefined>;
  /** Saved or cancelled: the message shows its text again. */
  onDone: () => void;
}) {
  const [value, setValue] = useState(text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.focus();
    // The caret at the end, as after typing the text.
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);

  const save = async () => {
    if (saving) return;
    if (value === text) return onDone();
    if (!value.trim()) return setError(chatTexts.editBlank);
    setSaving(true);
    setError('');
    const refused = await onSave(value);
    setSaving(false);
    if (refused) setError(refused);
    else onDone();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // The list's own keys (moving between messages) stay out of the text box.
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void save();
    }
  };

  return (
    <div className="message-editor">
      <textarea
        ref={ref}
        className="input message-editor__input"
        aria-label="Edit message"
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        aria-invalid={error ? true : undefined}
        rows={Math.min(6, value.split('\n').length + 1)}
        maxLength={CHAT_TEXT_MAX}
        value={value}
        // Not disabled: a disabled box would drop the focus while the edit is saved.
        readOnly={saving}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p className="message-editor__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="message-editor__bar">
        <span className="message-editor__hint" id={hintId}>
          {chatTexts.editHint}
        </span>
        <button type="button" className="button button--small button--ghost" onClick={onDone}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--small button--primary"
          disabled={saving}
          onClick={() => void save()}
        >
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </div>
  );
}
