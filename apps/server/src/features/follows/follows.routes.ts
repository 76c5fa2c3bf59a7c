import type { FastifyPluginAsync } from 'fastify';
import { followSchema, lookupNameSchema } from '@tuning/shared/profile';
import { parseInput } from '../../lib/app-error.ts';
import { currentUserId } from '../auth/authenticate.ts';
import { viewedUserName } from '../users/viewed-user.ts';
import type { FollowsService } from './follows.service.ts';

export const followsRoutes: FastifyPluginAsync<{ follows: FollowsService }> = async (
  app,
  { follows },
) => {
  const auth = { preHandler: app.requireUser };

  app.post('/follow', auth, async (request) =>
    follows.follow(currentUserId(request), parseInput(followSchema, request.body)),
  );

  app.get<{ Params: { userName: string } }>('/userfollowstats/:userName', auth, async (request) =>
    follows.status(currentUserId(request), parseInput(lookupNameSchema, request.params.userName)),
  );

  app.get<{ Params: { username: string } }>('/userfollowstat/:username', auth, async (request) =>
    follows.status(currentUserId(request), parseInput(lookupNameSchema, request.params.username)),
  );

  app.get('/followerfollowinglistprofile', auth, async (request) =>
    follows.ownLists(currentUserId(request)),
  );

  app.get('/followerfollowinglist', auth, async (request) =>
    follows.listsOf(currentUserId(request), viewedUserName(request)),
  );
};
