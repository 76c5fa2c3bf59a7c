import type { Config } from '../config.ts';
import type { LlmProvider } from './llm-provider.ts';
import { createOfflinePersonaEngine } from './offline-persona-engine.ts';

/**
 * An OpenAI-compatible endpoint when LLM_BASE_URL is set, else the offline persona engine. The
 * OpenAI SDK (~8 MB resident) is loaded only by a server that uses it.
 */
export async function createLlmProvider(llm: Config['llm']): Promise<LlmProvider> {
  if (llm.baseUrl && llm.model) {
    const { createOpenAiProvider } = await import('./openai-provider.ts');
    return createOpenAiProvider({
      baseUrl: llm.baseUrl,
      model: llm.model,
      apiKey: llm.apiKey,
      timeoutMs: llm.timeoutMs,
      idleTimeoutMs: llm.idleTimeoutMs,
      maxTokens: llm.maxTokens,
      sampling: llm.sampling,
    });
  }
  // A short pause between words so a streamed offline reply reads like typing.
  return createOfflinePersonaEngine({ wordDelayMs: 25 });
}
