/** One turn of the conversation as a chat model sees it. */
export interface LlmMessage {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Everything a provider needs for one reply. `system` holds the persona and the relevant lore;
 * `messages` is the trimmed history ending with the user's new message.
 */
export interface LlmContext {
  characterId: string;
  system: string;
  messages: LlmMessage[];
}

/** A source of character replies: a real model or the offline persona engine. */
export interface LlmProvider {
  readonly name: string;
  reply(context: LlmContext): Promise<string>;
  /** Yields pieces of the reply as they are produced; aborting `signal` stops the upstream call. */
  stream(context: LlmContext, signal: AbortSignal): AsyncIterable<string>;
}
