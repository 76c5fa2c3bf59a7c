import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUsernameSchema,
  goToUserProfileSchema,
  socializeQuerySchema,
  suggestionsQuerySchema,
  updateProfileSchema,
} from '@tuning/shared/profile';
import { bodyOf } from '../../lib/app-error.ts';
import { chatExtrasTexts } from '@tuning/shared/chat-extras';
import {
  goToUserProfileResponseSchema,
  otherUserProfileResponseSchema,
  socializeResponseSchema,
  suggestionsResponseSchema,
  updateProfileResponseSchema,
  usernameAvailabilityResponseSchema,
} from '@tuning/shared/profile-response-schemas';
import { LIMITS } from '../../lib/limits.ts';
import { perUser, throttle } from '../auth/auth.throttle.ts';
import { currentUserId } from '../auth/authenticate.ts';
import type { ProfilesService } from './profiles.service.ts';
import { rememberViewedUser, viewedUserName } from '../users/viewed-user.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{
  profiles: ProfilesService;
  secureCookies: boolean;
}> = async (app, { profiles, secureCookies }) => {
  const auth = { preValidation: app.requireUser };
  // The availability check answers "does this name exist": fine for typing, not for scraping.
  const limitChecks = app.rateLimit({
    max: LIMITS.usernameCheck.perUser.max,
    timeWindow: LIMITS.usernameCheck.perUser.windowMs,
    keyGenerator: (request) => `username:${request.session?.userId ?? request.ip}`,
  });

  app.put(
    '/currentuser',
    {
      ...auth,
      schema: {
        body: bodyOf(updateProfileSchema),
        response: { 200: updateProfileResponseSchema },
      },
    },
    async (request) => profiles.update(currentUserId(request), request.body),
  );

  // Counted before the body is checked, so malformed checks use up the budget too.
  app.post(
    '/check-username',
    {
      schema: {
        body: bodyOf(checkUsernameSchema),
        response: { 200: usernameAvailabilityResponseSchema },
      },
      onRequest: app.requireUser,
      preValidation: limitChecks,
    },
    async (request) => ({
      isAvailable: await profiles.isUserNameAvailable(
        currentUserId(request),
        request.body.userName,
      ),
    }),
  );

  app.post(
    '/gotouserprofile',
    {
      ...auth,
      schema: {
        body: bodyOf(goToUserProfileSchema),
        response: { 200: goToUserProfileResponseSchema },
      },
    },
    async (request, reply) => {
      const target = await profiles.requireProfile(request.body.ClickedUser);
      rememberViewedUser(reply, target.userName, secureCookies);
      return { isFollowing: await profiles.isFollowing(currentUserId(request), target.id) };
    },
  );

  // The viewed user comes from ?userName= or the cookie gotouserprofile set (viewedUserName).
  app.get(
    '/otheruserprofile',
    { ...auth, schema: { response: { 200: otherUserProfileResponseSchema } } },
    async (request) => profiles.otherProfile(currentUserId(request), viewedUserName(request)),
  );

  // Pages of students, per user: enough to scroll and search, not to page through everyone
  // on a loop (product.md §9, Socialize). Suggestions read the same cards and share it.
  const socializeBudget = [
    app.requireUser,
    throttle(app, [perUser('socialize', LIMITS.socializePages.perUser)], chatExtrasTexts.tooFast),
  ];
  app.get(
    '/allcurrentuser',
    {
      preValidation: socializeBudget,
      schema: { querystring: socializeQuerySchema, response: { 200: socializeResponseSchema } },
    },
    async (request) => profiles.socialize(currentUserId(request), request.query),
  );

  // Home and the follow lists ask for a few students to follow; shares Socialize's
  // budget, since it reads the same cards.
  app.get(
    '/suggestions',
    {
      preValidation: socializeBudget,
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema },
      },
    },
    async (request) => profiles.suggestions(currentUserId(request), request.query.limit),
  );
};
