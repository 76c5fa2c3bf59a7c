import { findCharacterCard, type CharacterCard } from '../../llm/cards.ts';
import type { CharacterChatRequest, DailyLimitBody } from '@tuning/shared/characters/chat';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client.ts';
import type { UserCache } from '../users/user-cache.ts';
import { LIMITS } from '../../lib/limits.ts';
import { AppError } from '../../lib/app-error.ts';
import { LengthCutError, type LlmContext, type LlmProvider } from '../../llm/llm-provider.ts';
import { moodOfText } from '../../llm/reply-mood.ts';
import type { Expression } from '@tuning/shared/saga/acting';
import type { Metrics } from '../../lib/metrics.ts';
import {
  buildCharacterContext,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_REPLY_TOKENS,
  promptBudget,
} from './character-context.ts';
import { createSummaryCache } from './earlier-turns-summary.ts';
import { createReplySigner, type ReplySigner } from './reply-signature.ts';
import { randomBytes } from 'node:crypto';
import { withCrisisCare } from './crisis-care.ts';
import { createOfflinePersonaEngine } from '../../llm/offline-persona-engine.ts';
import { analyse } from '@tuning/persona/read/language';
import { consumeDailyReply, refundDailyReply } from './characters.queries.ts';
import { createLocalInFlightGuard, createRedisInFlightGuard } from './in-flight-guard.ts';

/** Replies a user may get per UTC day, across all five characters. */
export const DAILY_REPLY_BUDGET = LIMITS.characterReplies.perDay;

export interface CharacterServiceDeps {
  db: Db;
  llm: LlmProvider;
  /** The signed-in student's row: a character knows their first name and college. */
  users?: UserCache;
  /** Shares the one-reply-in-flight rule between instances; in-process without it. */
  redis?: Redis;
  dailyBudget?: number;
  /** Signs the character's replies and checks the ones the history brings back. */
  signer?: ReplySigner;
  /** The model's context window and reply length (LLM_CONTEXT_TOKENS, LLM_MAX_TOKENS). */
  contextTokens?: number;
  replyTokens?: number;
  now?: () => Date;
  /** Reply time and failures by provider. */
  metrics?: Pick<Metrics, 'characterReplyDuration' | 'characterReplyFailures'>;
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** When the daily budget starts again: the next UTC midnight. */
function nextUtcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 1));
}

function secondsUntilUtcMidnight(date: Date): number {
  return Math.max(1, Math.ceil((nextUtcMidnight(date).getTime() - date.getTime()) / 1000));
}

export type CharacterService = ReturnType<typeof createCharacterService>;
/** One reserved turn: what `begin` returns. */
export interface Turn {
  card: CharacterCard;
  context: LlmContext;
  /** Who answers this turn: the configured provider, or the offline engine (see responderFor). */
  provider: LlmProvider;
  /** The server's signature on this turn's reply, sent with it (CharacterChatResponse.sig). */
  sign(text: string): string;
  /** Ends the reservation; a turn that produced nothing gives its daily reply back. */
  release(produced: boolean): Promise<void>;
}

/** The rules around a character reply: card lookup, body checks, one in flight, daily budget. */
export function createCharacterService(deps: CharacterServiceDeps) {
  const { db } = deps;
  const llm = withCrisisCare(deps.llm);
  /**
   * The offline engine, beside a model: it answers a question about a page the student has not
   * read, in voice (a refusal, or the page once they insist), because a model is never given that
   * page. Made on first use: it loads its classifier.
   */
  let offline: LlmProvider | undefined;
  const offlineEngine = () =>
    (offline ??= withCrisisCare(createOfflinePersonaEngine({ wordDelayMs: 25 })));
  const dailyBudget = deps.dailyBudget ?? DAILY_REPLY_BUDGET;
  const now = deps.now ?? (() => new Date());
  const inFlight = deps.redis ? createRedisInFlightGuard(deps.redis) : createLocalInFlightGuard();
  const budgetTokens = promptBudget(
    deps.contextTokens ?? DEFAULT_CONTEXT_TOKENS,
    deps.replyTokens ?? DEFAULT_REPLY_TOKENS,
  );
  const summaries = createSummaryCache();
  const signer = deps.signer ?? createReplySigner(randomBytes(32));
  // The offline engine reads the whole conversation, not the prompt: no summary to build for it.
  const readsPrompt = deps.llm.name !== 'offline-persona-engine';

  /** Starts timing one reply; the function returned records it, or a failure. */
  function timeReply(): (ok: boolean) => void {
    const started = performance.now();
    const labels = { provider: llm.name };
    return (ok) => {
      if (ok)
        deps.metrics?.characterReplyDuration.observe(labels, (performance.now() - started) / 1000);
      else deps.metrics?.characterReplyFailures.inc(labels);
    };
  }

  function cardFor(slug: string): CharacterCard {
    const card = findCharacterCard(slug);
    if (!card) throw new AppError('NOT_FOUND', 'No such character');
    return card;
  }

  /**
   * Reserves: the caller must call `release` when the reply is over. Errors here (404, 409, 429)
   * happen before any reply is started. `input` is the body as the route's schema parsed it.
   */
  async function begin(userId: string, slug: string, input: CharacterChatRequest): Promise<Turn> {
    const card = cardFor(slug);
    const key = `${userId}:${card.id}`;
    if (!(await inFlight.acquire(key))) {
      throw new AppError('CONFLICT', `${card.displayName} is still answering your last message`);
    }
    const day = utcDay(now());
    try {
      if (!(await consumeDailyReply(db, userId, day, dailyBudget))) {
        const retryAt = nextUtcMidnight(now()).toISOString();
        throw new AppError('RATE_LIMITED', 'Daily character chat limit reached', {
          retryAfterSeconds: secondsUntilUtcMidnight(now()),
          details: { limit: 'daily', retryAt } satisfies DailyLimitBody,
        });
      }
    } catch (error) {
      await inFlight.release(key);
      throw error;
    }
    // Crisis care needs nothing here: every provider `responderFor` can pick is wrapped by
    // `withCrisisCare`, which reads the student's message first on every path (ADR 0018).
    let context: LlmContext;
    try {
      const user = await deps.users?.get(userId);
      context = buildCharacterContext({
        card,
        history: input.conversationHistory,
        message: input.message,
        profile: user ? { fullName: user.fullName, collegeName: user.collegeName } : undefined,
        furthestPage: input.furthestPage,
        variant: input.variant,
        budgetTokens,
        // A character turn is the character's only if this server signed it for this student.
        isTrusted: (entry) => signer.verify(userId, card.id, entry.content, entry.sig),
        summarize: (dropped, options) => (readsPrompt ? summaries.get(key, dropped, options) : ''),
      }).context;
    } catch (error) {
      await inFlight.release(key);
      await refundDailyReply(db, userId, day).catch(() => {});
      throw error;
    }
    let released = false;
    return {
      card,
      context,
      provider: responderFor(context),
      sign: (text) => signer.sign(userId, card.id, text),
      async release(produced: boolean) {
        if (released) return;
        released = true;
        await inFlight.release(key).catch(() => {});
        if (!produced) await refundDailyReply(db, userId, day).catch(() => {});
      },
    };
  }

  /**
   * A model never sees a page the student has not read, so a question naming one is answered by
   * the offline engine, in the character's voice, as it would be without a model.
   */
  function responderFor(context: LlmContext): LlmProvider {
    if (!readsPrompt) return llm;
    const asked = analyse(context.conversation.at(-1)?.content ?? '').pages;
    const unread = asked.some(
      (page) => typeof page === 'number' && page + 1 > context.furthestPage,
    );
    return unread ? offlineEngine() : llm;
  }

  /** The face that goes with a reply: the provider's own choice, or read from the text. */
  function moodOf(turn: Turn, text: string): Expression {
    return turn.provider.mood?.(turn.context, text) ?? moodOfText(text);
  }

  return {
    begin,
    moodOf,

    /** The reply in pieces, for a turn reserved with `begin`. */
    async *stream(turn: Turn, signal: AbortSignal): AsyncIterable<string> {
      const done = timeReply();
      try {
        yield* turn.provider.stream(turn.context, signal);
        done(true);
      } catch (error) {
        // A reader who left is not a failure of the provider; a reply that reached the length
        // limit is a reply.
        if (error instanceof LengthCutError) done(true);
        else if (!signal.aborted) done(false);
        throw error;
      }
    },

    async reply(
      userId: string,
      slug: string,
      input: CharacterChatRequest,
    ): Promise<{ text: string; mood: Expression; sig: string }> {
      const turn = await begin(userId, slug, input);
      let produced = false;
      const done = timeReply();
      try {
        const text = await turn.provider.reply(turn.context);
        produced = true;
        return { text, mood: moodOf(turn, text), sig: turn.sign(text) };
      } finally {
        done(produced);
        await turn.release(produced);
      }
    },
  };
}
