import type { ChatReadState, MarkReadBody } from '@tuning/shared/chat-extras';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/chat/read`: where the user stopped reading the group chat, and what came after. */
export function getChatRead(): Promise<ChatReadState> {
  return api<ChatReadState>('chat/read');
}

/** `PUT /api/chat/read { seq }`: read up to `seq` (the server only moves it forward). */
export function markChatRead(seq: number): Promise<ChatReadState> {
  const body: MarkReadBody = { seq };
  return api<ChatReadState>('chat/read', { method: 'PUT', body });
}
