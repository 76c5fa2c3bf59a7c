import type { Config } from '../config.ts';
import type { LlmProvider } from './llm-provider.ts';
import { createOfflinePersonaEngine } from './offline-persona-engine.ts';
import { createOpenAiProvider } from './openai-provider.ts';

/** An OpenAI-compatible endpoint when LLM_BASE_URL is set, else the offline persona engine. */
export function createLlmProvider(llm: Config['llm']): LlmProvider {
  if (llm.baseUrl && llm.model) {
    return createOpenAiProvider({
      baseUrl: llm.baseUrl,
      model: llm.model,
      apiKey: llm.apiKey,
      timeoutMs: llm.timeoutMs,
      maxTokens: llm.maxTokens,
    });
  }
  // A short pause between words so a streamed offline reply reads like typing.
  return createOfflinePersonaEngine({ wordDelayMs: 25 });
}
