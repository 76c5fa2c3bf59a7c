import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterCards } from '../../llm/cards.ts';
import {
  AI_CHAT_BODY_BYTES,
  characterChatRequestSchema,
  TRUNCATED_REPLY_CODE,
} from '@tuning/shared/characters/chat';
import { characterChatResponseSchema } from '@tuning/shared/characters/chat-response-schemas';
import { currentUserId } from '../auth/authenticate.ts';
import { AppError, bodyOf } from '../../lib/app-error.ts';
import { LengthCutError } from '../../llm/llm-provider.ts';
import { LIMITS } from '../../lib/limits.ts';
import type { CharacterService } from './characters.service.ts';

export interface CharacterRoutesOptions {
  characters: CharacterService;
}

function writeEvent(reply: FastifyReply, event: string, data: unknown): void {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The abort reason of a stream ended because the server is shutting down. */
const SHUTTING_DOWN = 'server shutting down';

/** A stream the shutdown ended: a cut reply if text came, else a retryable error. */
function writeShutdown(reply: FastifyReply, partial: string): void {
  const message = 'The server is restarting. Try again in a moment.';
  writeEvent(
    reply,
    'error',
    partial ? { code: TRUNCATED_REPLY_CODE, message, partial } : { code: 'UNAVAILABLE', message },
  );
}

/** `POST /api/{slug}-response` (product.md §7) and its streaming twin, for each of the five. */
export const characterRoutes: FastifyPluginAsyncZod<CharacterRoutesOptions> = async (
  app,
  { characters },
) => {
  // One limiter for all ten routes, so the count is per user across the five characters.
  const limitReplies = app.rateLimit({
    max: LIMITS.characterReplies.perUser.max,
    timeWindow: LIMITS.characterReplies.perUser.windowMs,
    keyGenerator: (request) => `ai:${request.session?.userId ?? request.ip}`,
  });
  const routeOptions = {
    bodyLimit: AI_CHAT_BODY_BYTES,
    // Checked before the body is read, so anonymous callers never get to upload a history.
    onRequest: app.requireUser,
    // Counted before the body is checked, so malformed requests use up the budget too.
    preValidation: limitReplies,
  };

  // Streams in flight end, marked, when the server shuts down, so a deploy never waits on a model.
  const openStreams = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.abort(SHUTTING_DOWN);
  });

  for (const card of Object.values(characterCards)) {
    // The character's own messages in the history may carry any of its names.
    const body = bodyOf(characterChatRequestSchema([card.displayName, card.name, card.id]));

    app.post(
      `/${card.id}-response`,
      { ...routeOptions, schema: { body, response: { 200: characterChatResponseSchema } } },
      async (request) => {
        const { text, mood, sig } = await characters.reply(
          currentUserId(request),
          card.id,
          request.body,
        );
        return { response: text, mood, sig };
      },
    );

    // Server-Sent Events: written to the socket, so no response schema.
    app.post(
      `/${card.id}-response/stream`,
      { ...routeOptions, schema: { body } },
      async (request, reply) => {
        const turn = await characters.begin(currentUserId(request), card.id, request.body);
        const abort = new AbortController();
        openStreams.add(abort);
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) abort.abort();
        });
        reply.hijack();
        reply.raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        let text = '';
        const finish = (response: string) =>
          writeEvent(reply, 'done', {
            response,
            mood: characters.moodOf(turn, response),
            sig: turn.sign(response),
          });
        try {
          for await (const piece of characters.stream(turn, abort.signal)) {
            if (abort.signal.aborted) break;
            text += piece;
            writeEvent(reply, 'token', { text: piece });
          }
          if (!abort.signal.aborted) finish(text.trim());
          else if (abort.signal.reason === SHUTTING_DOWN) writeShutdown(reply, text.trim());
        } catch (error) {
          // Out of tokens: the reply ends at its last whole sentence and is a whole reply.
          if (error instanceof LengthCutError && error.text) {
            text = error.text;
            finish(text);
            return;
          }
          const known = error instanceof AppError ? error : undefined;
          if (!known)
            request.log.error({ err: error, reqId: request.id }, 'character stream failed');
          const partial = text.trim();
          // Some text came, then the model failed or timed out: a cut reply, never a `done`.
          writeEvent(
            reply,
            'error',
            partial
              ? {
                  code: TRUNCATED_REPLY_CODE,
                  message: known?.message ?? 'The reply was cut short',
                  partial,
                }
              : {
                  code: known?.code ?? 'INTERNAL',
                  message: known?.message ?? 'Internal server error',
                },
          );
        } finally {
          openStreams.delete(abort);
          await turn.release(text.trim().length > 0);
          reply.raw.end();
        }
      },
    );
  }
};
