import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { BackLink } from '../../../components/back-link.tsx';
import { AI_CHAT_LIMITS, characterChatTexts, USER_SENDER } from '@tuning/shared/characters/chat';
import { CHARACTER_INTROS } from '@tuning/shared/characters/intro';
import type { Expression } from '@tuning/shared/saga/acting';
import type { Character } from '@tuning/shared/saga/characters';
import { CharacterBackground } from '../art/backgrounds.tsx';
import { CharacterPortrait } from '../../../components/art/portraits.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { StoredMessage } from '../api/chat-store.ts';
import { useCharacterChat } from '../hooks/use-character-chat.ts';
import { formatComeback } from '../../../lib/format-comeback.ts';
import './character-chat-screen.css';

/**
 * The face in the header: thinking while a reply is on its way, then the mood of the character's
 * last reply. A fallback line (the server was unreachable) is not a reply, so it changes nothing;
 * undefined is the character's own resting face.
 */
function headerFace(messages: readonly StoredMessage[], waiting: boolean): Expression | undefined {
  if (waiting) return 'thinking';
  const reply = messages.findLast(
    (message) =>
      message.sender !== USER_SENDER && message.status !== 'failed' && message.status !== 'limited',
  );
  return reply?.mood;
}

/** product.md §2's character chat screen: background, header, speech-bubble messages, composer. */
export function CharacterChatScreen({ character }: { character: Character }) {
  const { messages, loaded, waiting, streaming, send, again, stop, clear } =
    useCharacterChat(character);
  const [draft, setDraft] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  const closeConfirm = useCallback(() => setConfirmClear(false), []);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const name = character.displayName;
  const intro = CHARACTER_INTROS[character.id];
  const last = messages.at(-1);
  const empty = loaded && messages.length === 0 && streaming === null;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, streaming]);

  useEffect(() => {
    if (!waiting) inputRef.current?.focus();
  }, [waiting]);

  // After the daily limit, Retry comes back by itself at the time it names.
  const [now, setNow] = useState(() => Date.now());
  const retryAt = last?.status === 'limited' ? last.retryAt : undefined;
  useEffect(() => {
    if (retryAt === undefined || now >= retryAt) return;
    // setTimeout holds at most ~24.8 days; the limit resets within one.
    const wait = Math.max(0, Math.min(retryAt - Date.now() + 50, 2 ** 31 - 1));
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [retryAt, now]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (waiting || draft.trim().length === 0) return;
    const text = draft;
    setDraft('');
    void send(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  /**
   * Regenerate on the last reply; Retry on a reply that failed or was cut short. After the daily
   * limit, Retry waits until replies come back and says when.
   */
  function lastReplyAction(message: StoredMessage) {
    if (waiting || message !== last || message.sender === USER_SENDER) return null;
    const retry = message.status !== undefined;
    const until = message.status === 'limited' ? message.retryAt : undefined;
    const locked = until !== undefined && until > now;
    return (
      <>
        <button
          type="button"
          className="button button--ghost button--small character-chat__again"
          onClick={() => void again()}
          disabled={locked}
          aria-describedby={locked ? `retry-at-${message.id}` : undefined}
        >
          {retry ? characterChatTexts.retry : characterChatTexts.regenerate}
        </button>
        {locked && (
          <p className="character-chat__mark" id={`retry-at-${message.id}`}>
            {characterChatTexts.dailyLimitRetry(formatComeback(until))}
          </p>
        )}
      </>
    );
  }

  return (
    <section className="character-chat" aria-label={`Chat with ${name}`}>
      <CharacterBackground characterId={character.id} />
      <div className="character-chat__frame">
        <header className="character-chat__header">
          <BackLink to="/home" ariaLabel="Back to the cast" />
          <CharacterPortrait
            characterId={character.id}
            expression={headerFace(messages, waiting)}
            size={52}
            decorative
          />
          <div className="character-chat__who">
            <h1 className="character-chat__name">{name}</h1>
            <p className="character-chat__status" aria-live="polite">
              <span
                className={`character-chat__dot${waiting ? ' character-chat__dot--busy' : ''}`}
                aria-hidden="true"
              />
              {waiting ? characterChatTexts.typing : characterChatTexts.online}
            </p>
          </div>
          <button
            type="button"
            className="button button--ghost button--small character-chat__clear"
            onClick={() => setConfirmClear(true)}
            disabled={waiting}
          >
            {characterChatTexts.clearChats}
          </button>
        </header>
        <p className="character-chat__notice">{characterChatTexts.generatedNotice(name)}</p>

        <div className="character-chat__messages" ref={listRef} role="log" aria-label="Messages">
          <ol className="character-chat__list">
            {empty && (
              <>
                {/* The character speaks first; the invitation to answer follows, not above it. */}
                <li className="character-chat__message character-chat__message--received character-chat__greeting">
                  <div className="bubble character-chat__bubble">
                    <span className="sr-only">{name}: </span>
                    <p className="character-chat__text">{intro.greeting}</p>
                  </div>
                </li>
                <li className="empty-state character-chat__empty">
                  {characterChatTexts.empty(name)}
                </li>
                <li className="character-chat__openers">
                  <p className="character-chat__openers-label" id={`openers-${character.id}`}>
                    {characterChatTexts.openersLabel}
                  </p>
                  <ul
                    className="character-chat__opener-list"
                    aria-labelledby={`openers-${character.id}`}
                  >
                    {intro.openers.map((opener) => (
                      <li key={opener}>
                        <button
                          type="button"
                          className="character-chat__opener"
                          disabled={waiting}
                          onClick={() => void send(opener)}
                        >
                          {opener}
                        </button>
                      </li>
                    ))}
                  </ul>
                </li>
              </>
            )}
            {messages.map((message) => {
              const sent = message.sender === USER_SENDER;
              const marked = message.status !== undefined;
              return (
                <li
                  key={message.id}
                  className={`character-chat__message character-chat__message--${sent ? 'sent' : 'received'}`}
                >
                  <div className="character-chat__stack">
                    <div
                      className={`bubble${sent ? ' bubble--own' : ''} character-chat__bubble${marked ? ' character-chat__bubble--undelivered' : ''}`}
                    >
                      <span className="sr-only">{sent ? 'You' : name}: </span>
                      <p className="character-chat__text">{message.content}</p>
                      <time className="character-chat__time">{message.time}</time>
                    </div>
                    {marked && message.status !== 'limited' && (
                      <p className="character-chat__mark" role="status">
                        <span aria-hidden="true">⚠ </span>
                        {message.status === 'failed'
                          ? characterChatTexts.notDelivered
                          : characterChatTexts.cutOff}
                      </p>
                    )}
                    {lastReplyAction(message)}
                  </div>
                </li>
              );
            })}
            {streaming !== null && streaming.length > 0 && (
              <li
                className="character-chat__message character-chat__message--received"
                aria-busy="true"
              >
                <div className="bubble character-chat__bubble">
                  <p className="character-chat__text">{streaming}</p>
                </div>
              </li>
            )}
          </ol>
        </div>

        <form className="character-chat__composer" onSubmit={submit}>
          <label className="sr-only" htmlFor={`character-chat-input-${character.id}`}>
            Message {name}
          </label>
          <textarea
            id={`character-chat-input-${character.id}`}
            ref={inputRef}
            className="input character-chat__input"
            placeholder={characterChatTexts.placeholder}
            value={draft}
            rows={1}
            maxLength={AI_CHAT_LIMITS.messageChars}
            disabled={waiting}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {/* Together, so on a narrow phone they move under the box as one row, not squeeze it. */}
          <div className="character-chat__actions">
            {waiting && (
              <button type="button" className="button button--secondary" onClick={stop}>
                {characterChatTexts.stop}
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={waiting}>
              {waiting ? characterChatTexts.sending : characterChatTexts.send}
            </button>
          </div>
        </form>
      </div>
      {confirmClear && (
        <ModalDialog title={characterChatTexts.clearConfirmTitle} onClose={closeConfirm}>
          <p>{characterChatTexts.clearConfirm(name)}</p>
          <div className="modal-actions">
            <button type="button" className="button button--ghost" onClick={closeConfirm}>
              {characterChatTexts.cancel}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                setConfirmClear(false);
                void clear();
              }}
            >
              {characterChatTexts.clearChats}
            </button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
}
