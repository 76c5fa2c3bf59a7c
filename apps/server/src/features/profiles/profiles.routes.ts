import type { FastifyPluginAsync } from 'fastify';
import {
  checkUsernameSchema,
  goToUserProfileSchema,
  socializeQuerySchema,
  updateProfileSchema,
} from '@tuning/shared/profile';
import { parseInput } from '../../lib/app-error.ts';
import { LIMITS } from '../../lib/limits.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { ProfilesService } from './profiles.service.ts';
import { rememberViewedUser, viewedUserName } from '../users/viewed-user.ts';

export const profilesRoutes: FastifyPluginAsync<{
  profiles: ProfilesService;
  secureCookies: boolean;
}> = async (app, { profiles, secureCookies }) => {
  const auth = { preHandler: app.requireUser };
  // The availability check answers "does this name exist": fine for typing, not for scraping.
  const limitChecks = app.rateLimit({
    max: LIMITS.usernameCheck.perUser.max,
    timeWindow: LIMITS.usernameCheck.perUser.windowMs,
    keyGenerator: (request) => `username:${request.session?.userId ?? request.ip}`,
  });

  app.put('/currentuser', auth, async (request) =>
    profiles.update(currentUserId(request), parseInput(updateProfileSchema, request.body)),
  );

  app.post(
    '/check-username',
    { onRequest: app.requireUser, preHandler: limitChecks },
    async (request) => {
      const { userName } = parseInput(checkUsernameSchema, request.body);
      return { isAvailable: await profiles.isUserNameAvailable(currentUserId(request), userName) };
    },
  );

  app.post('/gotouserprofile', auth, async (request, reply) => {
    const { ClickedUser } = parseInput(goToUserProfileSchema, request.body);
    const target = await profiles.requireProfile(ClickedUser);
    rememberViewedUser(reply, target.userName, secureCookies);
    return { isFollowing: await profiles.isFollowing(currentUserId(request), target.id) };
  });

  app.get('/otheruserprofile', auth, async (request) =>
    profiles.otherProfile(currentUserId(request), viewedUserName(request)),
  );

  app.get('/allcurrentuser', auth, async (request) =>
    profiles.socialize(currentUserId(request), parseInput(socializeQuerySchema, request.query)),
  );
};
