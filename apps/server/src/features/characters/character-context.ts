import type { CharacterCard, LoreEntry } from '@tuning/shared/characters/cards';
import {
  normaliseSenderName,
  USER_SENDER,
  type HistoryEntry,
} from '@tuning/shared/characters/chat';
import type { LlmContext, LlmMessage } from '../../llm/llm-provider.ts';

/** Prompt budget in estimated tokens: persona + lore + kept history + the new message. */
export const DEFAULT_TOKEN_BUDGET = 3000;
/** Lore entries matched by keyword, beyond the always-on ones. */
const MAX_MATCHED_LORE = 6;
/** How many recent turns are scanned (with the new message) for lore keywords. */
const LORE_SCAN_TURNS = 4;

/** A deliberately cautious estimate (≈4 characters a token, plus per-message overhead). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4) + 4;
}

/** Turns the untrusted history into model turns; the schema has already refused other roles. */
export function toTurns(history: readonly HistoryEntry[]): LlmMessage[] {
  const you = normaliseSenderName(USER_SENDER);
  return history
    .map((entry): LlmMessage => {
      if ('role' in entry) return { role: entry.role, content: entry.content };
      const role = normaliseSenderName(entry.sender) === you ? 'user' : 'assistant';
      return { role, content: entry.content };
    })
    .filter((turn) => turn.content.trim().length > 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lore entries whose keywords appear (as whole words, any case, accents ignored) in `text`. */
export function matchLore(lore: readonly LoreEntry[], text: string): LoreEntry[] {
  const haystack = normaliseSenderName(text);
  return lore.filter(
    (entry) =>
      !entry.constant &&
      entry.keys.some((key) =>
        new RegExp(`(^|[^a-z0-9])${escapeRegExp(normaliseSenderName(key))}($|[^a-z0-9])`).test(
          haystack,
        ),
      ),
  );
}

/** The persona, always in the prompt whatever the history. Holds no secrets, only the card. */
export function personaPrompt(card: CharacterCard): string {
  return [
    `You are ${card.name} (called ${card.displayName}), a character of the comic "Tuning".`,
    `Description: ${card.description}`,
    `Personality: ${card.personality}`,
    `Scenario: ${card.scenario}`,
    `How ${card.displayName} talks, for example:\n${card.mes_example}`,
    `Rules: stay in character as ${card.displayName} at all times; never say you are an AI or a ` +
      `language model; answer in plain text (no markdown), in one to four short paragraphs; write ` +
      `only ${card.displayName}'s reply and never write lines for the user.`,
  ].join('\n\n');
}

function loreSection(entries: readonly LoreEntry[]): string {
  return `What you know from the comic:\n${entries.map((entry) => `- ${entry.content}`).join('\n')}`;
}

export interface BuiltContext {
  context: LlmContext;
  /** The estimated tokens of the whole prompt. */
  tokens: number;
  /** How many history turns survived trimming (always the newest ones). */
  keptTurns: number;
  lore: LoreEntry[];
}

/**
 * Builds the prompt: persona and relevant lore always stay; the history is trimmed oldest-first
 * until everything fits the budget; the new message is always last.
 */
export function buildCharacterContext(input: {
  card: CharacterCard;
  history: readonly HistoryEntry[];
  message: string;
  budgetTokens?: number;
}): BuiltContext {
  const { card, message } = input;
  const budget = input.budgetTokens ?? DEFAULT_TOKEN_BUDGET;
  const turns = toTurns(input.history);

  const scan = [message, ...turns.slice(-LORE_SCAN_TURNS).map((turn) => turn.content)].join('\n');
  const constant = card.lore.filter((entry) => entry.constant);
  const matched = matchLore(card.lore, scan).slice(0, MAX_MATCHED_LORE);
  const lore = [...constant, ...matched];
  const system = `${personaPrompt(card)}\n\n${loreSection(lore)}`;

  let used = estimateTokens(system) + estimateTokens(message);
  const kept: LlmMessage[] = [];
  for (let index = turns.length - 1; index >= 0; index -= 1) {
    const turn = turns[index]!;
    const cost = estimateTokens(turn.content);
    if (used + cost > budget) break;
    used += cost;
    kept.unshift(turn);
  }
  return {
    context: {
      characterId: card.id,
      system,
      messages: [...kept, { role: 'user', content: message }],
    },
    tokens: used,
    keptTurns: kept.length,
    lore,
  };
}
