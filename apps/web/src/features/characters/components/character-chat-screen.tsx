import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { AI_CHAT_LIMITS, characterChatTexts, USER_SENDER } from '@tuning/shared/characters/chat';
import type { Character } from '@tuning/shared/saga/characters';
import { CharacterBackground } from '../../../components/art/backgrounds.tsx';
import { CharacterPortrait } from '../../../components/art/portraits.tsx';
import { useCharacterChat } from '../hooks/use-character-chat.ts';
import './character-chat-screen.css';

/** SPEC §2's character chat screen: background, header, speech-bubble messages, composer. */
export function CharacterChatScreen({ character }: { character: Character }) {
  const { messages, loaded, waiting, streaming, send, stop, clear } = useCharacterChat(character);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const name = character.displayName;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, streaming]);

  useEffect(() => {
    if (!waiting) inputRef.current?.focus();
  }, [waiting]);

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

  return (
    <section className="character-chat" aria-label={`Chat with ${name}`}>
      <CharacterBackground characterId={character.id} />
      <div className="character-chat__frame">
        <header className="character-chat__header">
          <Link
            to="/home"
            className="icon-button character-chat__back"
            aria-label="Back to the cast"
          >
            <span aria-hidden="true">←</span>
          </Link>
          <CharacterPortrait characterId={character.id} size={52} decorative />
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
            onClick={() => void clear()}
            disabled={waiting}
          >
            {characterChatTexts.clearChats}
          </button>
        </header>

        <div className="character-chat__messages" ref={listRef} role="log" aria-label="Messages">
          <ol className="character-chat__list">
            {loaded && messages.length === 0 && streaming === null && (
              <li className="empty-state character-chat__empty">
                {characterChatTexts.empty(name)}
              </li>
            )}
            {messages.map((message) => {
              const sent = message.sender === USER_SENDER;
              return (
                <li
                  key={message.id}
                  className={`character-chat__message character-chat__message--${sent ? 'sent' : 'received'}`}
                >
                  <div className={`bubble${sent ? ' bubble--own' : ''} character-chat__bubble`}>
                    <span className="sr-only">{sent ? 'You' : name}: </span>
                    <p className="character-chat__text">{message.content}</p>
                    <time className="character-chat__time">{message.time}</time>
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
          {waiting && (
            <button type="button" className="button button--secondary" onClick={stop}>
              {characterChatTexts.stop}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={waiting}>
            {waiting ? characterChatTexts.sending : characterChatTexts.send}
          </button>
        </form>
      </div>
    </section>
  );
}
