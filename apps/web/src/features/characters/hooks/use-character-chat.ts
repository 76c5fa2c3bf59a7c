import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHARACTER_FAILURE_LINES,
  CHARACTER_MISSING_RESPONSE,
  characterChatTexts,
  isDailyLimitBody,
  USER_SENDER,
} from '@tuning/shared/characters/chat';
import { ApiError } from '../../../lib/api-client.ts';
import { formatComeback } from '../../../lib/format-comeback.ts';
import type { Character } from '@tuning/shared/saga/characters';
import { furthestPageReached } from '../../../lib/reading-progress.ts';
import {
  addMessage,
  clearMessages,
  deleteMessage,
  formatTime,
  loadMessages,
  type StoredMessage,
} from '../api/chat-store.ts';
import {
  sendCharacterMessage,
  StreamUnavailableError,
  type CharacterReply,
  streamCharacterMessage,
  toRequestBody,
  TruncatedReplyError,
} from '../api/send-character-message.ts';

/**
 * One character chat (product.md §4, AI chat): the local history, the waiting state, the reply as it
 * streams in, Stop, Regenerate, Retry and Clear Chats. A failure becomes the character's fixed
 * line (product.md §8), stored marked as not delivered so it is never mistaken for a reply; a reply cut
 * short keeps its text, marked. One send is one call to the model.
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

  const publish = useCallback((next: StoredMessage[]) => {
    history.current = next;
    setMessages(next);
  }, []);

  /** Asks for a reply to `text`, given the history before it, and stores what came. */
  const reply = useCallback(
    async (text: string, before: readonly StoredMessage[], variant: number) => {
      const controller = new AbortController();
      abort.current = controller;
      const body = toRequestBody(text, before, { furthestPage: furthestPageReached(), variant });
      let partial = '';
      let content: string;
      let status: StoredMessage['status'];
      let mood: StoredMessage['mood'];
      let sig: string | undefined;
      let retryAt: number | undefined;
      try {
        let response: CharacterReply;
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
          // Only a server without the stream endpoint gets the plain call: nothing reached a
          // model yet, so this is still one model call per send.
          if (!(error instanceof StreamUnavailableError)) throw error;
          setStreaming(null);
          response = await sendCharacterMessage(id, body, controller.signal);
        }
        content = response.text ?? CHARACTER_MISSING_RESPONSE[id];
        // product.md §8's stand-in line is not the character's own answer: no face for it.
        mood = response.text === undefined ? undefined : response.mood;
        // Only the server's own text carries its signature; a stand-in line has none.
        sig = response.text === undefined ? undefined : response.sig;
      } catch (error) {
        if (controller.signal.aborted) {
          // Stop keeps what already appeared, as the character's words.
          content = partial.trim();
        } else if (error instanceof TruncatedReplyError) {
          content = error.partial;
          status = 'cut';
        } else if (error instanceof ApiError && isDailyLimitBody(error.body)) {
          // Not the character being busy: the day's replies are used up, said plainly.
          retryAt = Date.parse(error.body.retryAt);
          content = characterChatTexts.dailyLimit(formatComeback(retryAt));
          status = 'limited';
        } else {
          content = CHARACTER_FAILURE_LINES[id];
          status = 'failed';
        }
      }
      try {
        if (content) {
          const stored = await addMessage(id, {
            sender: character.displayName,
            content,
            time: formatTime(),
            ...(status ? { status } : {}),
            ...(variant ? { variant } : {}),
            ...(mood ? { mood } : {}),
            ...(sig ? { sig } : {}),
            ...(retryAt ? { retryAt } : {}),
          });
          publish([...history.current, stored]);
        }
      } catch (error) {
        console.warn('Could not store the reply', error);
      }
    },
    [character.displayName, id, publish],
  );

  /** Runs `work` as the one thing in flight, with product.md's waiting state around it. */
  const exclusive = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setWaiting(true);
    try {
      await work();
    } finally {
      setStreaming(null);
      setWaiting(false);
      abort.current = null;
      busy.current = false;
    }
    return true;
  }, []);

  const send = useCallback(
    (text: string): Promise<boolean> => {
      if (text.trim().length === 0) return Promise.resolve(false);
      return exclusive(async () => {
        const before = history.current;
        const mine = await addMessage(id, {
          sender: USER_SENDER,
          content: text,
          time: formatTime(),
        });
        publish([...before, mine]);
        await reply(text, before, 0);
      });
    },
    [exclusive, id, publish, reply],
  );

  /**
   * Replaces the last character message (a reply, a failed or a cut one) with a new take on the
   * student's last message: Retry after a failure, Regenerate after a reply.
   */
  const again = useCallback(
    (): Promise<boolean> =>
      exclusive(async () => {
        const all = history.current;
        const last = all.at(-1);
        const askedAt = all.findLastIndex((message) => message.sender === USER_SENDER);
        if (askedAt === -1) return;
        const asked = all[askedAt]!;
        let variant = 0;
        if (last && last.sender !== USER_SENDER) {
          await deleteMessage(id, last.id);
          // A new take after a real reply; the same take again after a failure.
          variant =
            last.status === 'failed' || last.status === 'limited'
              ? (last.variant ?? 0)
              : (last.variant ?? 0) + 1;
          publish(all.slice(0, -1));
        }
        await reply(asked.content, all.slice(0, askedAt), variant);
      }),
    [exclusive, id, publish, reply],
  );

  const stop = useCallback(() => abort.current?.abort(), []);

  const clear = useCallback(async () => {
    if (busy.current) return;
    await clearMessages(id);
    publish([]);
  }, [id, publish]);

  return { messages, loaded, waiting, streaming, send, again, stop, clear };
}
