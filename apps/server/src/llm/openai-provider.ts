import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { findCharacterCard } from '../features/characters/cards.ts';
import { AppError } from '../lib/app-error.ts';
import type { LlmContext, LlmProvider } from './llm-provider.ts';
import { createStreamCutter, cutUserLines, USER_STOP_SEQUENCES } from './user-line-cutter.ts';

export interface OpenAiProviderOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
  maxTokens: number;
}

const TIMEOUT_MESSAGE = 'The character took too long to answer';

/** The names a model might prefix its reply with ("Tyson: …"). */
function speakerNames(characterId: string): string[] {
  const card = findCharacterCard(characterId);
  return card ? [...new Set([card.name, card.displayName])] : [];
}

/** A reply cut by max_tokens ends at its last whole sentence rather than mid-word. */
export function toLastSentence(text: string): string {
  const end = Math.max(...['.', '!', '?', '…'].map((mark) => text.lastIndexOf(mark)));
  return end > text.length / 3 ? text.slice(0, end + 1).trim() : text.trim();
}

/** Maps SDK failures to the app's error codes: 429 stays 429, everything else upstream is 502. */
export function toAppError(error: unknown, timedOut = false): AppError {
  if (error instanceof AppError) return error;
  if (timedOut || error instanceof APIConnectionTimeoutError) {
    return new AppError('UPSTREAM_ERROR', TIMEOUT_MESSAGE);
  }
  if (error instanceof APIError && error.status === 429) {
    return new AppError('RATE_LIMITED', 'The character is overwhelmed; try again in a moment', {
      retryAfterSeconds: 10,
    });
  }
  if (error instanceof APIError && typeof error.status === 'number') {
    return new AppError('UPSTREAM_ERROR', `The model answered with status ${error.status}`);
  }
  return new AppError('UPSTREAM_ERROR', 'The model could not be reached');
}

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp, LM Studio. */
export function createOpenAiProvider(options: OpenAiProviderOptions): LlmProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) accept any key; the SDK insists on one.
    apiKey: options.apiKey || 'not-needed',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  const request = (context: LlmContext) => ({
    model: options.model,
    max_tokens: options.maxTokens,
    stop: USER_STOP_SEQUENCES,
    messages: [{ role: 'system' as const, content: context.system }, ...context.messages],
  });

  return {
    name: 'openai-compatible',

    async reply(context) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          { ...request(context), stream: false },
          { signal: deadline },
        );
        const choice = completion.choices[0];
        let text = cutUserLines(choice?.message?.content ?? '', speakerNames(context.characterId));
        if (choice?.finish_reason === 'length') text = toLastSentence(text);
        if (!text) throw new AppError('UPSTREAM_ERROR', 'The model gave an empty reply');
        return text;
      } catch (error) {
        throw toAppError(error, deadline.aborted);
      }
    },

    async *stream(context, signal) {
      const deadline = AbortSignal.timeout(options.timeoutMs);
      const controller = new AbortController();
      const combined = AbortSignal.any([signal, deadline, controller.signal]);
      const cutter = createStreamCutter(speakerNames(context.characterId));
      let produced = false;
      let finish: string | null | undefined;
      try {
        const chunks = await client.chat.completions.create(
          { ...request(context), stream: true },
          { signal: combined },
        );
        for await (const chunk of chunks) {
          finish = chunk.choices[0]?.finish_reason ?? finish;
          const piece = cutter.push(chunk.choices[0]?.delta?.content ?? '');
          if (piece) {
            produced ||= piece.trim().length > 0;
            yield piece;
          }
          if (cutter.cut) {
            controller.abort();
            break;
          }
        }
        const rest = cutter.end();
        if (rest) {
          produced ||= rest.trim().length > 0;
          yield rest;
        }
        if (!produced) throw new AppError('UPSTREAM_ERROR', 'The model gave an empty reply');
        // Out of tokens mid-reply: what came is shown, but marked as cut short, not complete.
        if (finish === 'length' && !cutter.cut) {
          throw new AppError('UPSTREAM_ERROR', 'The reply was cut short');
        }
        // The deadline can end the SDK's iteration without an error: that is a cut reply too.
        if (deadline.aborted) throw new AppError('UPSTREAM_ERROR', TIMEOUT_MESSAGE);
      } catch (error) {
        if (signal.aborted && (error instanceof APIUserAbortError || isAbort(error))) return;
        throw toAppError(error, deadline.aborted);
      }
    },
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
