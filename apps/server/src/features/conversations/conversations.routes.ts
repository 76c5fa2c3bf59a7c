import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationTexts } from '@tuning/shared/conversations';
import {
  conversationHistorySchema,
  conversationMessageSchema,
  conversationReadStateSchema,
  conversationSummarySchema,
  inboxPageSchema,
  messageSettingsResponseSchema,
  okSchema,
} from '@tuning/shared/conversations-response-schemas';
import {
  addMemberSchema,
  conversationEditBodySchema,
  conversationHistoryQuerySchema,
  conversationMessageParamsSchema,
  conversationParamsSchema,
  conversationReadSchema,
  conversationSendSchema,
  createGroupSchema,
  inboxQuerySchema,
  memberParamsSchema,
  messageSettingsSchema,
  openDirectSchema,
  renameConversationSchema,
} from '@tuning/shared/conversations-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { ConversationsService } from './conversations.service.ts';

/** Private conversations over HTTP (issue 34, ADR 0035); sending works on the socket too. */
export const conversationsRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService;
}> = async (app, { conversations }) => {
  const auth = {
    preValidation: [
      app.requireUser,
      throttle(
        app,
        [perUser('conversations', LIMITS.conversationCalls.perUser)],
        conversationTexts.tooFast,
      ),
    ],
  };
  const one = { 200: conversationSummarySchema };
  const ok = { 200: okSchema };
  const me = currentUserId;

  app.get(
    '/conversations',
    { ...auth, schema: { querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversations.inbox(me(request), request.query);
    },
  );

  app.post(
    '/conversations',
    { ...auth, schema: { body: bodyOf(createGroupSchema), response: one } },
    async (request) => conversations.createGroup(me(request), request.body),
  );

  app.post(
    '/conversations/direct',
    { ...auth, schema: { body: bodyOf(openDirectSchema), response: one } },
    async (request) => conversations.openDirect(me(request), request.body.userName),
  );

  app.get(
    '/conversations/:id',
    { ...auth, schema: { params: conversationParamsSchema, response: one } },
    async (request) => conversations.summary(me(request), request.params.id),
  );

  app.patch(
    '/conversations/:id',
    {
      ...auth,
      schema: {
        params: conversationParamsSchema,
        body: bodyOf(renameConversationSchema),
        response: one,
      },
    },
    async (request) => conversations.rename(me(request), request.params.id, request.body.name),
  );

  app.post(
    '/conversations/:id/members',
    {
      ...auth,
      schema: { params: conversationParamsSchema, body: bodyOf(addMemberSchema), response: one },
    },
    async (request) =>
      conversations.addMember(me(request), request.params.id, request.body.userName),
  );

  app.delete(
    '/conversations/:id/members/:userId',
    { ...auth, schema: { params: memberParamsSchema, response: ok } },
    async (request) => {
      await conversations.removeMember(me(request), request.params.id, request.params.userId);
      return { ok: true as const };
    },
  );

  app.post(
    '/conversations/:id/leave',
    { ...auth, schema: { params: conversationParamsSchema, response: ok } },
    async (request) => {
      await conversations.leave(me(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/conversations/:id/accept',
    { ...auth, schema: { params: conversationParamsSchema, response: one } },
    async (request) => conversations.accept(me(request), request.params.id),
  );

  app.post(
    '/conversations/:id/decline',
    { ...auth, schema: { params: conversationParamsSchema, response: ok } },
    async (request) => {
      await conversations.decline(me(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      ...auth,
      schema: {
        params: conversationParamsSchema,
        querystring: conversationHistoryQuerySchema,
        response: { 200: conversationHistorySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversations.history(me(request), request.params.id, request.query.before);
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      preValidation: app.requireUser,
      schema: {
        params: conversationParamsSchema,
        body: bodyOf(conversationSendSchema),
        response: { 200: conversationMessageSchema },
      },
    },
    async (request) => conversations.send(me(request), request.params.id, request.body),
  );

  const byId = { params: conversationMessageParamsSchema, response: ok };

  app.patch(
    '/conversations/:id/messages/:messageId',
    { ...auth, schema: { ...byId, body: bodyOf(conversationEditBodySchema) } },
    async (request) => {
      const { id, messageId } = request.params;
      const { message } = request.body;
      await conversations.edit(me(request), { conversationId: id, messageId, message });
      return { ok: true as const };
    },
  );

  app.delete(
    '/conversations/:id/messages/:messageId',
    { ...auth, schema: byId },
    async (request) => {
      const { id, messageId } = request.params;
      await conversations.deleteMessage(me(request), { conversationId: id, messageId });
      return { ok: true as const };
    },
  );

  app.put(
    '/conversations/:id/read',
    {
      ...auth,
      schema: {
        params: conversationParamsSchema,
        body: bodyOf(conversationReadSchema),
        response: { 200: conversationReadStateSchema },
      },
    },
    async (request) => conversations.markRead(me(request), request.params.id, request.body.seq),
  );

  app.get(
    '/messages/settings',
    { ...auth, schema: { response: { 200: messageSettingsResponseSchema } } },
    async (request) => conversations.settings(me(request)),
  );

  app.put(
    '/messages/settings',
    {
      ...auth,
      schema: {
        body: bodyOf(messageSettingsSchema),
        response: { 200: messageSettingsResponseSchema },
      },
    },
    async (request) => conversations.setSettings(me(request), request.body),
  );
};
