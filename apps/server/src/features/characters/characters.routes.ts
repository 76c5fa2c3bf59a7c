import type { FastifyInstance, FastifyReply } from 'fastify';
import { characterCards } from '@tuning/shared/characters/cards';
import { AI_CHAT_BODY_BYTES, TRUNCATED_REPLY_CODE } from '@tuning/shared/characters/chat';
import { currentUserId } from '../../lib/authenticate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CharacterService } from './characters.service.ts';

export interface CharacterRoutesOptions {
  characters: CharacterService;
}

/** Replies per user per minute, across the five characters. */
const REPLIES_PER_MINUTE = 20;

function writeEvent(reply: FastifyReply, event: string, data: unknown): void {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** `POST /api/{slug}-response` (SPEC §7) and its streaming twin, for each of the five. */
export async function characterRoutes(
  app: FastifyInstance,
  { characters }: CharacterRoutesOptions,
): Promise<void> {
  // One limiter for all ten routes, so the count is per user across the five characters.
  const limitReplies = app.rateLimit({
    max: REPLIES_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `ai:${request.session?.userId ?? request.ip}`,
  });
  const routeOptions = {
    bodyLimit: AI_CHAT_BODY_BYTES,
    // Checked before the body is read, so anonymous callers never get to upload a history.
    onRequest: app.requireUser,
    preHandler: limitReplies,
  };

  for (const card of Object.values(characterCards)) {
    app.post(`/${card.id}-response`, routeOptions, async (request) => {
      const response = await characters.reply(currentUserId(request), card.id, request.body);
      return { response };
    });

    app.post(`/${card.id}-response/stream`, routeOptions, async (request, reply) => {
      const turn = await characters.begin(currentUserId(request), card.id, request.body);
      const abort = new AbortController();
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
      try {
        for await (const piece of characters.stream(turn.context, abort.signal)) {
          if (abort.signal.aborted) break;
          text += piece;
          writeEvent(reply, 'token', { text: piece });
        }
        if (!abort.signal.aborted) writeEvent(reply, 'done', { response: text.trim() });
      } catch (error) {
        const known = error instanceof AppError ? error : undefined;
        if (!known) request.log.error({ err: error, reqId: request.id }, 'character stream failed');
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
        await turn.release(text.trim().length > 0);
        reply.raw.end();
      }
    });
  }
}
