import { isCharacterId } from '@tuning/shared/saga/characters';
import type { LlmContext, LlmProvider } from './llm-provider.ts';
import { composeReply, offlineClassifier, type ComposedReply } from './offline/compose.ts';

/**
 * The offline persona engine: not a language model. It reads each message with real language
 * tools (wink-nlp, a trained intent classifier), remembers what the student said, and answers with
 * the character's authored lines (see offline/compose.ts). The same conversation always gets the
 * same reply; a Regenerate (`variant`) gets another take.
 */

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export function createOfflinePersonaEngine(options: { wordDelayMs?: number } = {}): LlmProvider {
  const wordDelayMs = options.wordDelayMs ?? 0;
  // Ready now, at start-up, rather than on the first student's message.
  offlineClassifier();
  // The reply composed for each turn, so its mood is the one the engine chose for that text.
  const composed = new WeakMap<LlmContext, ComposedReply>();
  const replyTo = (context: LlmContext): string => {
    if (!isCharacterId(context.characterId)) throw new Error('unknown character');
    const reply = composeReply({
      characterId: context.characterId,
      conversation: context.conversation,
      memory: context.memory,
      furthestPage: context.furthestPage,
      variant: context.variant,
    });
    composed.set(context, reply);
    return reply.text;
  };
  return {
    name: 'offline-persona-engine',
    mood(context, text) {
      const reply = composed.get(context);
      return reply && reply.text === text.trim() ? reply.mood : undefined;
    },
    async reply(context) {
      return replyTo(context);
    },
    async *stream(context, signal) {
      const words = replyTo(context).match(/\S+\s*/g) ?? [];
      for (const word of words) {
        if (signal.aborted) return;
        yield word;
        await sleep(wordDelayMs, signal);
      }
    },
  };
}
