import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';
import { conversationTexts } from '@tuning/shared/conversations';
import {
  unreadTotalsSchema,
  type UnreadTotals,
} from '@tuning/shared/conversations-response-schemas';
import type { Db } from '../../db/client.ts';
import { conversationMembers, conversationMessages, conversations } from '../../db/schema.ts';
import { LIMITS } from '../../lib/limits.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { hiddenByBlock, notTheRoom } from './conversations.queries.ts';

/**
 * The badge of "Messages" in the navigation: messages from others not yet read in the inbox (each
 * conversation's count capped as the inbox's, at UNREAD_COUNT_MAX), and how many requests wait;
 * what a block hides from the lists (`hiddenByBlock`) is not counted.
 * One statement over the member's own rows (their inbox index), then one index range per
 * conversation for its unread messages.
 */
export async function unreadTotals(db: Db, userId: string): Promise<UnreadTotals> {
  const m = conversationMessages;
  const unreadOf = sql`least(${UNREAD_COUNT_MAX}, (select count(*) from (select 1 from ${m}
    where ${m.conversationId} = ${conversationMembers.conversationId}
      and ${m.seq} > ${conversationMembers.lastReadSeq}
      and ${m.userId} <> ${conversationMembers.userId}
    limit ${UNREAD_COUNT_MAX}) as unread))`;
  const hasMessage = sql`exists (select 1 from ${m}
    where ${m.conversationId} = ${conversationMembers.conversationId})`;
  const [row] = await db
    .select({
      inbox: sql<number>`coalesce(sum(${unreadOf}) filter (where ${conversationMembers.status} = 'accepted'), 0)::int`,
      requests: sql<number>`(count(*) filter (where ${conversationMembers.status} = 'requested' and ${hasMessage}))::int`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      sql`${conversationMembers.userId} = ${userId} and ${notTheRoom}
        and not ${hiddenByBlock(userId)}`,
    );
  return { inbox: Number(row?.inbox ?? 0), requests: Number(row?.requests ?? 0) };
}

/** `GET /api/conversations/unread` → `{ inbox, requests }` (the navigation's count). */
export const conversationsUnreadRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/conversations/unread',
    {
      preValidation: [
        app.requireUser,
        throttle(
          app,
          [perUser('conversations', LIMITS.conversationCalls.perUser)],
          conversationTexts.tooFast,
        ),
      ],
      schema: { response: { 200: unreadTotalsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unreadTotals(db, currentUserId(request));
    },
  );
};
