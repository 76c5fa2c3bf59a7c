import type { HistoryEntry } from '@tuning/shared/characters/chat';
import type { CharacterId } from '@tuning/shared/saga/characters';
import { buildCharacterContext } from '../src/features/characters/character-context.ts';
import { characterCards } from '../src/llm/cards.ts';
import { createOfflinePersonaEngine } from '../src/llm/offline-persona-engine.ts';
import type { UserProfile } from '../src/llm/offline/memory.ts';

/** The offline engine every conversation of a test file plays with. */
export const engine = createOfflinePersonaEngine();

export interface Talk {
  profile?: UserProfile;
  furthestPage?: number;
}

/**
 * Plays a conversation with the offline engine through the same context the server builds, each
 * turn with the history so far; returns every reply.
 */
export async function talk(id: CharacterId, messages: readonly string[], options: Talk = {}) {
  const name = characterCards[id].displayName;
  const history: HistoryEntry[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const { context } = buildCharacterContext({
      card: characterCards[id],
      history,
      message,
      profile: options.profile,
      furthestPage: options.furthestPage,
    });
    const reply = await engine.reply(context);
    replies.push(reply);
    history.push({ sender: 'You', content: message }, { sender: name, content: reply });
  }
  return replies;
}

/** Words only, lower case: "What's my minor?" → "whats my minor". */
export const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
