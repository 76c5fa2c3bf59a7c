import {
  AI_CHAT_LIMITS,
  type CharacterChatResponse,
  type HistoryEntry,
} from '@tuning/shared/characters/chat';
import type { CharacterId } from '@tuning/shared/saga/characters';
import { api, API_ORIGIN, ApiError } from '../../../lib/api-client.ts';
import type { StoredMessage } from './chat-store.ts';

export interface CharacterMessageBody {
  message: string;
  conversationHistory: HistoryEntry[];
}

/** The stored history as the endpoint takes it: the newest entries within the server's bounds. */
export function toRequestBody(
  message: string,
  history: readonly StoredMessage[],
): CharacterMessageBody {
  return {
    message,
    conversationHistory: history.slice(-AI_CHAT_LIMITS.historyEntries).map((entry) => ({
      id: entry.id,
      sender: entry.sender,
      content: entry.content.slice(0, AI_CHAT_LIMITS.entryChars),
      time: entry.time,
    })),
  };
}

/** `POST /api/{slug}-response` (SPEC §7): the reply, or undefined when it has no `response`. */
export async function sendCharacterMessage(
  characterId: CharacterId,
  body: CharacterMessageBody,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const data = await api<Partial<CharacterChatResponse> | undefined>(`${characterId}-response`, {
    body,
    signal,
  });
  return typeof data?.response === 'string' ? data.response : undefined;
}

/**
 * `POST /api/{slug}-response/stream`: calls `onToken` with each piece as it arrives and resolves
 * with the whole reply. Rejects on a non-OK status, a network failure or an `error` event.
 */
export async function streamCharacterMessage(
  characterId: CharacterId,
  body: CharacterMessageBody,
  onToken: (text: string) => void,
  signal: AbortSignal,
): Promise<string | undefined> {
  const response = await fetch(`${API_ORIGIN}/api/${characterId}-response/stream`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, { message: `Stream failed: ${response.status}` });
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
        return typeof data.response === 'string' ? data.response : text.trim() || undefined;
      } else if (event === 'error') {
        throw new ApiError(502, data as ApiError['body']);
      }
    }
  }
  throw new ApiError(502, { message: 'The stream ended early' });
}
