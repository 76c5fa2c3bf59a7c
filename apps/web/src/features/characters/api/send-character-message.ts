import {
  AI_CHAT_LIMITS,
  TRUNCATED_REPLY_CODE,
  type CharacterChatRequest,
  type CharacterChatResponse,
} from '@tuning/shared/characters/chat';
import { isExpression, type Expression } from '@tuning/shared/saga/acting';
import type { CharacterId } from '@tuning/shared/saga/characters';
import {
  api,
  API_ORIGIN,
  ApiError,
  NetworkError,
  reportConnection,
} from '../../../lib/api-client.ts';
import type { StoredMessage } from './chat-store.ts';

/**
 * The stored history as the endpoint takes it: the newest entries within the server's bounds,
 * without replies that never arrived whole (a fallback line is not something the character said).
 */
export function toRequestBody(
  message: string,
  history: readonly StoredMessage[],
  extra: { furthestPage?: number; variant?: number } = {},
): CharacterChatRequest {
  return {
    message,
    conversationHistory: history
      .filter((entry) => entry.status === undefined)
      .slice(-AI_CHAT_LIMITS.historyEntries)
      .map((entry) => ({
        id: entry.id,
        sender: entry.sender,
        content: entry.content.slice(0, AI_CHAT_LIMITS.entryChars),
        time: entry.time,
        ...(entry.sig ? { sig: entry.sig } : {}),
      })),
    ...(extra.furthestPage !== undefined ? { furthestPage: extra.furthestPage } : {}),
    ...(extra.variant ? { variant: Math.min(extra.variant, AI_CHAT_LIMITS.variants) } : {}),
  };
}

/**
 * A character's answer: its text (undefined when the server sent none), the face it wore and the
 * server's signature on it.
 */
export interface CharacterReply {
  text: string | undefined;
  mood: Expression | undefined;
  sig?: string;
}

function replyOf(data: Record<string, unknown> | undefined): CharacterReply {
  return {
    text: typeof data?.response === 'string' ? data.response : undefined,
    mood: isExpression(data?.mood) ? data.mood : undefined,
    ...(typeof data?.sig === 'string' ? { sig: data.sig } : {}),
  };
}

/** `POST /api/{slug}-response` (product.md §7): the reply and its mood. */
export async function sendCharacterMessage(
  characterId: CharacterId,
  body: CharacterChatRequest,
  signal?: AbortSignal,
): Promise<CharacterReply> {
  const data = await api<Partial<CharacterChatResponse> | undefined>(`${characterId}-response`, {
    body,
    signal,
  });
  return replyOf(data);
}

/** The streaming endpoint is not there (an older server, a proxy that drops it). */
export class StreamUnavailableError extends Error {}

/** A reply that came partly and then failed: the text that came is kept, marked as cut. */
export class TruncatedReplyError extends Error {
  readonly partial: string;
  constructor(partial: string, message: string) {
    super(message);
    this.partial = partial;
  }
}

/**
 * `POST /api/{slug}-response/stream`: calls `onToken` with each piece as it arrives and resolves
 * with the whole reply (and its mood) on `done`. Throws StreamUnavailableError on 404/405 (the only case where
 * the plain endpoint may be tried: nothing reached a model), TruncatedReplyError when the server
 * says the reply was cut short, and ApiError for any other failure.
 */
export async function streamCharacterMessage(
  characterId: CharacterId,
  body: CharacterChatRequest,
  onToken: (text: string) => void,
  signal: AbortSignal,
): Promise<CharacterReply> {
  let response: Response;
  try {
    response = await fetch(`${API_ORIGIN}/api/${characterId}-response/stream`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // No answer: the offline banner shows, as for any other request made through `api`.
    reportConnection('unreachable');
    throw new NetworkError(error);
  }
  reportConnection([502, 503, 504].includes(response.status) ? 'unreachable' : 'answered');
  if (response.status === 404 || response.status === 405) {
    throw new StreamUnavailableError(`Stream endpoint answered ${response.status}`);
  }
  if (!response.ok || !response.body) {
    // Checks that fail before the stream starts (409, 429, …) answer JSON, as the plain endpoint.
    const body = (await response.json().catch(() => undefined)) as ApiError['body'] | undefined;
    throw new ApiError(response.status, {
      message: `Stream failed: ${response.status}`,
      ...(typeof body === 'object' && body !== null ? body : {}),
    });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const raw = /^data: (.*)$/m.exec(block)?.[1];
      const data = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      if (event === 'token' && typeof data.text === 'string') {
        text += data.text;
        onToken(data.text);
      } else if (event === 'done') {
        const reply = replyOf(data);
        return { ...reply, text: reply.text ?? (text.trim() || undefined) };
      } else if (event === 'error') {
        const message = typeof data.message === 'string' ? data.message : 'The reply failed';
        if (data.code === TRUNCATED_REPLY_CODE && typeof data.partial === 'string') {
          throw new TruncatedReplyError(data.partial, message);
        }
        throw new ApiError(502, data as ApiError['body']);
      }
    }
  }
  // The connection closed without `done`: whatever came is a cut reply.
  if (text.trim()) throw new TruncatedReplyError(text.trim(), 'The stream ended early');
  throw new ApiError(502, { message: 'The stream ended early' });
}
