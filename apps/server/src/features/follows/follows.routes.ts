import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { followSchema, lookupNameSchema } from '@tuning/shared/profile';
import {
  followListsResponseSchema,
  followStatusSchema,
} from '@tuning/shared/profile-response-schemas';
import { bodyOf } from '../../lib/app-error.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { viewedUserName } from '../users/viewed-user.ts';
import type { FollowsService } from './follows.service.ts';

export const followsRoutes: FastifyPluginAsyncZod<{ follows: FollowsService }> = async (
  app,
  { follows },
) => {
  const auth = { preValidation: app.requireUser };
  const status = { response: { 200: followStatusSchema } };
  const lists = { response: { 200: followListsResponseSchema } };

  app.post(
    '/follow',
    { ...auth, schema: { body: bodyOf(followSchema), ...status } },
    async (request) => follows.follow(currentUserId(request), request.body),
  );

  app.get(
    '/userfollowstats/:userName',
    { ...auth, schema: { params: z.object({ userName: lookupNameSchema }), ...status } },
    async (request) => follows.status(currentUserId(request), request.params.userName),
  );

  app.get(
    '/userfollowstat/:username',
    { ...auth, schema: { params: z.object({ username: lookupNameSchema }), ...status } },
    async (request) => follows.status(currentUserId(request), request.params.username),
  );

  app.get('/followerfollowinglistprofile', { ...auth, schema: lists }, async (request) =>
    follows.ownLists(currentUserId(request)),
  );

  // The viewed user comes from ?userName= or the cookie gotouserprofile set (viewedUserName).
  app.get('/followerfollowinglist', { ...auth, schema: lists }, async (request) =>
    follows.listsOf(currentUserId(request), viewedUserName(request)),
  );
};
