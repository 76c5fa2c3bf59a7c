import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authTexts,
  confirmEmailBodySchema,
  currentUserIdBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  resetPasswordBodySchema,
  signupBodySchema,
  userDetailsBodySchema,
} from '@tuning/shared/auth';
import { messages } from '@tuning/shared/messages';
import {
  currentUserCollegeResponseSchema,
  currentUserResponseSchema,
  loginResponseSchema,
  messageResponseSchema,
  signupResponseSchema,
  userAuthResponseSchema,
  userIdResponseSchema,
} from '@tuning/shared/auth-response-schemas';
import type { Config } from '../../config.ts';
import { AppError, bodyOf } from '../../lib/app-error.ts';
import { currentUserId } from './authenticate.ts';
import type { AuthService } from './auth.service.ts';
import { LIMITS } from '../../lib/limits.ts';
import {
  clientOf,
  FORGOT_EMAILS_PER_HOUR,
  mailboxKeyOf,
  THROTTLES,
  throttle,
} from './auth.throttle.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { SessionService } from './session.service.ts';

export interface AuthRoutesOptions {
  config: Config;
  auth: AuthService;
  sessions: SessionService;
  /** Remembers the clients an account signed in from (shared through Redis when configured). */
  counter: WindowCounter;
  /** `loginThrottle`, shared with the other routes that check a password by address. */
  loginThrottle: (request: FastifyRequest) => Promise<void>;
}

/**
 * Throttles and the session check run as preValidation hooks: before the body is checked against
 * its schema, so a malformed request still counts, and an anonymous one is a 401, not a 400.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { config, sessions, auth, counter } = options;

  const ownerClientKey = (email: string, request: FastifyRequest) =>
    `owner-client:${mailboxKeyOf(email)}|${clientOf(request.ip)}`;
  /** This client signed in to the account of `email`: its reset requests are the owner's. */
  async function rememberOwnerClient(email: string, request: FastifyRequest): Promise<void> {
    await counter.hit(ownerClientKey(email, request), {
      max: Number.MAX_SAFE_INTEGER,
      windowMs: LIMITS.forgotPassword.ownerClientMs,
    });
  }
  const secure = config.secureCookies;

  function setSessionCookie(reply: FastifyReply, session: { token: string; expiresAt: Date }) {
    reply.setCookie(config.sessionCookie, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      expires: session.expiresAt,
    });
  }

  function clearSessionCookie(reply: FastifyReply) {
    reply.clearCookie(config.sessionCookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
    });
  }

  app.post(
    '/signup',
    {
      schema: { body: bodyOf(signupBodySchema), response: { 201: signupResponseSchema } },
      preValidation: throttle(app, [THROTTLES.signupIp, THROTTLES.signupAccount]),
    },
    async (request, reply) => {
      const result = await auth.signup(request.body);
      setSessionCookie(reply, result.session);
      await rememberOwnerClient(result.userEmail, request);
      return reply.status(201).send({
        userId: result.userId,
        userEmail: result.userEmail,
        message: messages.signupSuccess,
      });
    },
  );

  app.post(
    '/signup/userdetails',
    {
      schema: { body: bodyOf(userDetailsBodySchema), response: { 200: userIdResponseSchema } },
      preValidation: app.requireUser,
    },
    async (request) => auth.submitUserDetails(currentUserId(request), request.body),
  );

  app.post(
    '/login',
    {
      schema: { body: bodyOf(loginBodySchema), response: { 200: loginResponseSchema } },
      preValidation: options.loginThrottle,
    },
    async (request, reply) => {
      const previous = await sessions.resolve(request.cookies[config.sessionCookie]);
      const result = await auth.login(request.body, previous);
      setSessionCookie(reply, result.session);
      await rememberOwnerClient(result.userEmail, request);
      return { userId: result.userId, userEmail: result.userEmail };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const session = await sessions.resolve(request.cookies[config.sessionCookie]);
      await auth.logout(session);
      clearSessionCookie(reply);
      return { message: authTexts.loggedOut };
    },
  );

  app.get(
    '/userauth',
    { schema: { response: { 200: userAuthResponseSchema } }, preValidation: app.requireUser },
    async (request) => auth.userAuth(currentUserId(request)),
  );

  app.get(
    '/currentuser',
    { schema: { response: { 200: currentUserResponseSchema } }, preValidation: app.requireUser },
    async (request) => ({ currentUserData: await auth.currentUserData(currentUserId(request)) }),
  );

  // The client sends its userId cookie; the answer is always the session's own id (product.md §4).
  app.post(
    '/currentuser',
    {
      schema: { body: bodyOf(currentUserIdBodySchema), response: { 200: userIdResponseSchema } },
      preValidation: app.requireUser,
    },
    async (request) => ({ userId: currentUserId(request) }),
  );

  app.post(
    '/currentusercollege',
    {
      schema: {
        body: bodyOf(currentUserIdBodySchema),
        response: { 200: currentUserCollegeResponseSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => auth.currentUserCollege(currentUserId(request)),
  );

  const forgotEmailsPerAccount = app.createRateLimit({
    max: FORGOT_EMAILS_PER_HOUR,
    timeWindow: LIMITS.forgotPassword.emailsPerAccount.windowMs,
    keyGenerator: (request) =>
      `forgot-email:${mailboxKeyOf(
        String((request.body as { phoneOrEmail?: unknown } | undefined)?.phoneOrEmail ?? ''),
      )}`,
  });
  app.post(
    '/forgotpassword',
    {
      schema: { body: bodyOf(forgotPasswordBodySchema), response: { 200: messageResponseSchema } },
      preValidation: throttle(app, [THROTTLES.forgotIp, THROTTLES.forgotAccount]),
    },
    async (request) => {
      const owner = (await counter.peek(ownerClientKey(request.body.phoneOrEmail, request))) > 0;
      const emailsLeft = owner ? undefined : await forgotEmailsPerAccount(request);
      if (!emailsLeft || emailsLeft.isAllowed || !emailsLeft.isExceeded) {
        await auth.requestPasswordReset(request.body.phoneOrEmail);
      }
      return { message: messages.forgotSent };
    },
  );

  app.post(
    '/resetpassword',
    {
      schema: { body: bodyOf(resetPasswordBodySchema), response: { 200: messageResponseSchema } },
      // product.md §8: any malformed reset request is 'Invalid token or password format'.
      attachValidation: true,
      preValidation: throttle(app, [THROTTLES.resetIp, THROTTLES.resetAccount]),
    },
    async (request, reply) => {
      if (request.validationError) throw new AppError('BAD_REQUEST', messages.resetInvalid);
      await auth.resetPassword(request.body.token, request.body.newPassword);
      clearSessionCookie(reply);
      return { message: messages.resetSuccess };
    },
  );

  app.post(
    '/confirm-email',
    {
      schema: { body: bodyOf(confirmEmailBodySchema), response: { 200: messageResponseSchema } },
      preValidation: throttle(app, [THROTTLES.confirmIp]),
    },
    async (request) => {
      await auth.confirmEmail(request.body.token);
      return { message: authTexts.emailConfirmed };
    },
  );

  app.post(
    '/resend-confirmation',
    {
      schema: { response: { 200: messageResponseSchema } },
      preValidation: [app.requireUser, throttle(app, [THROTTLES.resendAccount])],
    },
    async (request) => {
      const sent = await auth.resendConfirmation(currentUserId(request));
      return { message: sent ? authTexts.confirmationSent : authTexts.emailAlreadyConfirmed };
    },
  );
};
