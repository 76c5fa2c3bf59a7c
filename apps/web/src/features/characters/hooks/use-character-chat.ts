import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHARACTER_FAILURE_LINES,
  CHARACTER_MISSING_RESPONSE,
  USER_SENDER,
} from '@tuning/shared/characters/chat';
import type { Character } from '@tuning/shared/saga/characters';
import {
  addMessage,
  clearMessages,
  formatTime,
  loadMessages,
  type StoredMessage,
} from '../api/chat-store.ts';
import {
  sendCharacterMessage,
  streamCharacterMessage,
  toRequestBody,
} from '../api/send-character-message.ts';

/**
 * One character chat (SPEC §4, AI chat): the local history, the waiting state, the reply as it
 * streams in, Stop, and Clear Chats. Failures become the character's fixed line (SPEC §8).
 */
export function useCharacterChat(character: Character) {
  const id = character.id;
  const [messages, setMessages] = useState<StoredMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [waiting, setWaiting] = useState(false);
  /** The reply so far while it streams; null when nothing is streaming. */
  const [streaming, setStreaming] = useState<string | null>(null);
  const history = useRef<StoredMessage[]>([]);
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    loadMessages(id)
      .then((stored) => {
        if (!live) return;
        history.current = stored;
        setMessages(stored);
      })
      .catch((error: unknown) => console.warn('Could not read the stored chat', error))
      .finally(() => live && setLoaded(true));
    return () => {
      live = false;
      abort.current?.abort();
    };
  }, [id]);

  const append = useCallback((message: StoredMessage) => {
    history.current = [...history.current, message];
    setMessages(history.current);
  }, []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (busy.current || text.trim().length === 0) return false;
      busy.current = true;
      setWaiting(true);
      const before = history.current;
      const controller = new AbortController();
      abort.current = controller;
      let partial = '';
      let reply: string;
      try {
        append(await addMessage(id, { sender: USER_SENDER, content: text, time: formatTime() }));
        const body = toRequestBody(text, before);
        let response: string | undefined;
        try {
          setStreaming('');
          response = await streamCharacterMessage(
            id,
            body,
            (piece) => {
              partial += piece;
              setStreaming(partial);
            },
            controller.signal,
          );
        } catch (error) {
          if (controller.signal.aborted) throw error;
          // Streaming is an extra: the plain endpoint of SPEC §7 is the fallback.
          partial = '';
          setStreaming(null);
          response = await sendCharacterMessage(id, body, controller.signal);
        }
        reply = response ?? CHARACTER_MISSING_RESPONSE[id];
      } catch {
        // Stop keeps what already appeared; any other failure is the fixed in-character line.
        reply = controller.signal.aborted ? partial.trim() : CHARACTER_FAILURE_LINES[id];
      }
      try {
        if (reply) {
          append(
            await addMessage(id, {
              sender: character.displayName,
              content: reply,
              time: formatTime(),
            }),
          );
        }
      } catch (error) {
        console.warn('Could not store the reply', error);
      } finally {
        setStreaming(null);
        setWaiting(false);
        abort.current = null;
        busy.current = false;
      }
      return true;
    },
    [append, character.displayName, id],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const clear = useCallback(async () => {
    if (busy.current) return;
    await clearMessages(id);
    history.current = [];
    setMessages([]);
  }, [id]);

  return { messages, loaded, waiting, streaming, send, stop, clear };
}
