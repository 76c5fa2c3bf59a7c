import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isModerator, safetyTexts } from '@tuning/shared/safety';
import {
  filterTermBodySchema,
  filterTermParamsSchema,
  messageIdParamsSchema,
  moderationLogQuerySchema,
  moderationReasonSchema,
  reportIdParamsSchema,
  reportsQuerySchema,
  roleBodySchema,
  roomSettingsBodySchema,
  suspendBodySchema,
  userNameParamsSchema,
} from '@tuning/shared/safety-schemas';
import {
  adminReportSchema,
  adminReportsResponseSchema,
  filterTermsResponseSchema,
  moderationLogResponseSchema,
  openReportsSchema,
  reportedPersonSchema,
  roomSettingsSchema,
  staffResponseSchema,
} from '@tuning/shared/safety-response-schemas';
import { messageResponseSchema } from '@tuning/shared/auth-response-schemas';
import { AppError, bodyOf } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import type { UserCache } from '../users/user-cache.ts';
import type { AdminService, Staff } from './admin.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on `/api/admin` routes: the moderator or admin calling. */
    staff: Staff | null;
  }
}

/** The acting moderator or admin; only call behind `staffOnly`. */
function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new AppError('UNAUTHORIZED', 'Not signed in');
  return request.staff;
}

/**
 * `/api/admin/*` (product.md §12). A member is told the route does not exist (the same 404 as an
 * unknown path); a moderator calling an admin-only route gets 403. Roles are read from the user's
 * row as it is now (the user cache, which every role change clears on every instance).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService; users: UserCache }> = async (
  app,
  { admin, users },
) => {
  app.decorateRequest('staff', null);
  const limit = throttle(app, [perUser('safety', LIMITS.safetyCalls.perUser)]);

  function staffOnly(level: 'moderator' | 'admin') {
    return async (request: FastifyRequest): Promise<void> => {
      const row = await users.get(currentUserId(request));
      if (!row) throw new AppError('UNAUTHORIZED', 'Not signed in');
      if (!isModerator(row.role)) {
        const pathname = request.url.split('?')[0] ?? '';
        throw new AppError('NOT_FOUND', `No route ${request.method} ${pathname}`);
      }
      if (level === 'admin' && row.role !== 'admin') {
        throw new AppError('FORBIDDEN', safetyTexts.adminsOnly);
      }
      request.staff = { id: row.id, userName: row.userName, role: row.role };
    };
  }
  const moderators = { preValidation: [app.requireUser, staffOnly('moderator'), limit] };
  const admins = { preValidation: [app.requireUser, staffOnly('admin'), limit] };
  /** A moderator's action on a person: the body says why; the answer is the person as now. */
  const onPerson = <Body extends z.ZodType>(body: Body) => ({
    ...moderators,
    schema: {
      params: userNameParamsSchema,
      body: bodyOf(body),
      response: { 200: reportedPersonSchema },
    },
  });

  app.get(
    '/admin/reports',
    {
      ...moderators,
      schema: { querystring: reportsQuerySchema, response: { 200: adminReportsResponseSchema } },
    },
    async (request) => admin.reports(request.query),
  );

  // The count on the navigation and the bell; it then moves live (admin.socket.ts).
  app.get(
    '/admin/reports/open-count',
    { ...moderators, schema: { response: { 200: openReportsSchema } } },
    async () => admin.openReports(),
  );

  app.post(
    '/admin/reports/:reportId/dismiss',
    {
      ...moderators,
      schema: {
        params: reportIdParamsSchema,
        body: bodyOf(moderationReasonSchema),
        response: { 200: adminReportSchema },
      },
    },
    async (request) =>
      admin.dismiss(staffOf(request), request.params.reportId, request.body.reason),
  );

  app.delete(
    '/admin/messages/:messageId',
    {
      ...moderators,
      schema: {
        params: messageIdParamsSchema,
        body: bodyOf(moderationReasonSchema),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      admin.deleteMessage(staffOf(request), request.params.messageId, request.body),
  );

  app.post('/admin/users/:userName/suspend', onPerson(suspendBodySchema), async (request) =>
    admin.suspend(staffOf(request), request.params.userName, request.body),
  );

  app.post('/admin/users/:userName/unsuspend', onPerson(moderationReasonSchema), async (request) =>
    admin.unsuspend(staffOf(request), request.params.userName, request.body),
  );

  app.get(
    '/admin/log',
    {
      ...moderators,
      schema: {
        querystring: moderationLogQuerySchema,
        response: { 200: moderationLogResponseSchema },
      },
    },
    async (request) => admin.log(request.query.before),
  );

  app.get(
    '/admin/room',
    { ...moderators, schema: { response: { 200: roomSettingsSchema } } },
    async () => admin.room(),
  );

  app.put(
    '/admin/room',
    {
      ...moderators,
      schema: { body: bodyOf(roomSettingsBodySchema), response: { 200: roomSettingsSchema } },
    },
    async (request) => admin.setRoom(staffOf(request), request.body),
  );

  // Admins only: the word filter and the moderators.
  app.get(
    '/admin/filter-terms',
    { ...admins, schema: { response: { 200: filterTermsResponseSchema } } },
    async () => admin.filterTerms(),
  );

  app.post(
    '/admin/filter-terms',
    {
      ...admins,
      schema: { body: bodyOf(filterTermBodySchema), response: { 200: filterTermsResponseSchema } },
    },
    async (request) => admin.addFilterTerm(staffOf(request), request.body.term),
  );

  app.delete(
    '/admin/filter-terms/:term',
    {
      ...admins,
      schema: { params: filterTermParamsSchema, response: { 200: filterTermsResponseSchema } },
    },
    async (request) => admin.removeFilterTerm(staffOf(request), request.params.term),
  );

  app.get(
    '/admin/staff',
    { ...admins, schema: { response: { 200: staffResponseSchema } } },
    async () => admin.staff(),
  );

  app.put(
    '/admin/users/:userName/role',
    {
      ...admins,
      schema: {
        params: userNameParamsSchema,
        body: bodyOf(roleBodySchema),
        response: { 200: staffResponseSchema },
      },
    },
    async (request) => admin.setRole(staffOf(request), request.params.userName, request.body.role),
  );
};
