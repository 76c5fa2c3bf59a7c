import type { Expression } from '@tuning/shared/saga/acting';
import type { UserMemory } from './offline/memory.ts';
import { AppError } from '../lib/app-error.ts';

/** One turn of the conversation as a chat model sees it. */
export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Everything a provider needs for one reply. A model reads `system` (persona, pinned memory,
 * ranked lore, example dialogue) and `messages` (the history trimmed to the budget, starting with
 * a user turn and ending with the new message). The offline engine reads the untrimmed
 * `conversation`, the same `memory`, how far the student has read, and which take this is.
 */
export interface LlmContext {
  characterId: string;
  system: string;
  messages: LlmMessage[];
  /** The whole conversation, oldest first, ending with the new message. */
  conversation: LlmMessage[];
  /** What the student told about themselves, from the whole conversation and their profile. */
  memory: UserMemory;
  /** The furthest comic page (1–11) the student has reached; 0 for none. */
  furthestPage: number;
  /** 0 for the first reply to a message, 1, 2, … for each Regenerate. */
  variant: number;
}

/** A source of character replies: a real model or the offline persona engine. */
export interface LlmProvider {
  readonly name: string;
  reply(context: LlmContext): Promise<string>;
  /** Yields pieces of the reply as they are produced; aborting `signal` stops the upstream call. */
  stream(context: LlmContext, signal: AbortSignal): AsyncIterable<string>;
  /**
   * The mood of the reply it gave to `context`, when the provider knows it (the offline engine
   * chose it); without this, the mood is read from the text.
   */
  mood?(context: LlmContext, text: string): Expression | undefined;
}

/**
 * A reply that ran out of `max_tokens`. Streamed, the words already shown stay shown; the reply
 * kept is `text`, ended at its last whole sentence: a complete reply that stays in the history,
 * not a cut one.
 */
export class LengthCutError extends AppError {
  readonly text: string;
  constructor(text: string) {
    super('UPSTREAM_ERROR', 'The reply was cut short by the length limit');
    this.text = text;
  }
}
