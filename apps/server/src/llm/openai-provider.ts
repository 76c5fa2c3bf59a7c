import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { findCharacterCard } from './cards.ts';
import { AppError } from '../lib/app-error.ts';
import { LengthCutError, type LlmContext, type LlmProvider } from './llm-provider.ts';
import { createStreamCutter, userStopSequences } from './user-line-cutter.ts';

/** How the model picks its words; sent with every request (README, "Running with a real model"). */
export interface SamplingOptions {
  temperature: number;
  topP: number;
  frequencyPenalty: number;
}

export interface OpenAiProviderOptions {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** How long the model may take before its first word: a slow CPU reads a long prompt first. */
  timeoutMs: number;
  /** How long the model may go quiet between two pieces once it has started. */
  idleTimeoutMs: number;
  maxTokens: number;
  sampling: SamplingOptions;
}

const TIMEOUT_MESSAGE = 'The character took too long to answer';
/** Each Regenerate asks for this much more temperature (up to three steps), for servers that ignore `seed`. */
export const REGENERATE_TEMPERATURE_STEP = 0.1;
const MAX_REGENERATE_STEPS = 3;

/** The names a model might prefix its reply with ("Tyson: …"). */
function speakerNames(characterId: string): string[] {
  const card = findCharacterCard(characterId);
  return card ? [...new Set([card.name, card.displayName])] : [];
}

/** The student's first name, when known: a line starting with it is the model writing for them. */
function studentNames(context: LlmContext): string[] {
  const name = context.memory.name?.value.trim();
  return name ? [name] : [];
}

/** A reply cut by max_tokens ends at its last whole sentence rather than mid-word. */
export function toLastSentence(text: string): string {
  const end = Math.max(...['.', '!', '?', '…'].map((mark) => text.lastIndexOf(mark)));
  return end > text.length / 3 ? text.slice(0, end + 1).trim() : text.trim();
}

/**
 * A seed for this take of this reply: the same conversation and take give the same seed, and each
 * Regenerate (`variant`) a different one.
 */
export function seedOf(context: LlmContext): number {
  let hash = 0x811c9dc5;
  const text = `${context.characterId}\n${context.conversation.length}\n${context.conversation.at(-1)?.content ?? ''}`;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) + context.variant * 7919) % 2_147_483_647;
}

/** The sampling fields of one request; a Regenerate also runs a little warmer. */
export function samplingFor(sampling: SamplingOptions, context: LlmContext) {
  const steps = Math.min(context.variant, MAX_REGENERATE_STEPS);
  return {
    temperature: Math.min(
      2,
      +(sampling.temperature + steps * REGENERATE_TEMPERATURE_STEP).toFixed(2),
    ),
    top_p: sampling.topP,
    frequency_penalty: sampling.frequencyPenalty,
    seed: seedOf(context),
  };
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

/**
 * A deadline that moves: first the time to the first word, then the time between two pieces.
 * Replaces one deadline for the whole reply, which a slow CPU spends reading a long prompt.
 */
function createWatchdog(firstMs: number, idleMs: number) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(), firstMs);
  return {
    signal: controller.signal,
    get fired() {
      return controller.signal.aborted;
    },
    /** Something arrived: the model now has `idleMs` for the next piece. */
    heard() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(), idleMs);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}

/** Any OpenAI-compatible chat completions endpoint: OpenAI, Ollama, vLLM, llama.cpp, LM Studio. */
export function createOpenAiProvider(options: OpenAiProviderOptions): LlmProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    // Local servers (Ollama, llama.cpp) accept any key; the SDK insists on one.
    apiKey: options.apiKey || 'not-needed',
    // The watchdog below ends a call; the SDK's own timeout is only a backstop.
    timeout: options.timeoutMs + options.idleTimeoutMs,
    maxRetries: 0,
  });

  const request = (context: LlmContext) => ({
    model: options.model,
    max_tokens: options.maxTokens,
    ...samplingFor(options.sampling, context),
    stop: userStopSequences(context.memory.name?.value),
    messages: [{ role: 'system' as const, content: context.system }, ...context.messages],
  });

  /**
   * Every call streams, so the first-word and idle deadlines apply to the plain endpoint too.
   * Yields the cleaned pieces; throws LengthCutError when the reply ran out of tokens.
   */
  async function* pieces(context: LlmContext, signal: AbortSignal): AsyncGenerator<string> {
    const watchdog = createWatchdog(options.timeoutMs, options.idleTimeoutMs);
    const controller = new AbortController();
    const combined = AbortSignal.any([signal, watchdog.signal, controller.signal]);
    const cutter = createStreamCutter(speakerNames(context.characterId), studentNames(context));
    let produced = false;
    let started = false;
    let finish: string | null | undefined;
    try {
      const chunks = await client.chat.completions.create(
        { ...request(context), stream: true },
        { signal: combined },
      );
      for await (const chunk of chunks) {
        const content = chunk.choices[0]?.delta?.content ?? '';
        // A chunk with no words (the role, a keep-alive) does not count as the first word.
        started ||= content.length > 0;
        if (started) watchdog.heard();
        finish = chunk.choices[0]?.finish_reason ?? finish;
        const piece = cutter.push(content);
        if (piece) {
          produced ||= piece.trim().length > 0;
          yield piece;
        }
        if (cutter.cut) {
          controller.abort();
          break;
        }
      }
      // The deadline can end the SDK's iteration without an error: that is a cut reply too.
      if (watchdog.fired) throw new AppError('UPSTREAM_ERROR', TIMEOUT_MESSAGE);
      const rest = cutter.end();
      if (rest) {
        produced ||= rest.trim().length > 0;
        yield rest;
      }
      if (!produced) throw new AppError('UPSTREAM_ERROR', 'The model gave an empty reply');
      if (finish === 'length' && !cutter.cut) throw new LengthCutError(toLastSentence(cutter.text));
    } catch (error) {
      if (signal.aborted && (error instanceof APIUserAbortError || isAbort(error))) return;
      throw toAppError(error, watchdog.fired);
    } finally {
      watchdog.stop();
    }
  }

  return {
    name: 'openai-compatible',

    async reply(context) {
      let text = '';
      try {
        for await (const piece of pieces(context, new AbortController().signal)) text += piece;
      } catch (error) {
        if (error instanceof LengthCutError) return error.text;
        throw error;
      }
      return text.trim();
    },

    stream: pieces,
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
