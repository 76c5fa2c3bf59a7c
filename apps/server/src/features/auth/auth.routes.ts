import type { FastifyPluginAsync, FastifyReply } from 'fastify';
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
import type { Config } from '../../config.ts';
import { AppError, parseInput } from '../../lib/app-error.ts';
import { currentUserId } from './authenticate.ts';
import type { AuthService } from './auth.service.ts';
import { LIMITS } from '../../lib/limits.ts';
import { FORGOT_EMAILS_PER_HOUR, THROTTLES, throttle } from './auth.throttle.ts';
import type { SessionService } from './session.service.ts';

export interface AuthRoutesOptions {
  config: Config;
  auth: AuthService;
  sessions: SessionService;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { config, sessions, auth } = options;
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
    { preHandler: throttle(app, [THROTTLES.signupIp, THROTTLES.signupAccount]) },
    async (request, reply) => {
      const body = parseInput(signupBodySchema, request.body);
      const result = await auth.signup(body);
      setSessionCookie(reply, result.session);
      return reply.status(201).send({
        userId: result.userId,
        userEmail: result.userEmail,
        message: messages.signupSuccess,
      });
    },
  );

  app.post('/signup/userdetails', { preHandler: app.requireUser }, async (request) => {
    const body = parseInput(userDetailsBodySchema, request.body);
    return auth.submitUserDetails(currentUserId(request), body);
  });

  app.post(
    '/login',
    {
      preHandler: throttle(
        app,
        [THROTTLES.loginIp, THROTTLES.loginAccount, THROTTLES.loginSlow, THROTTLES.loginSlower],
        messages.resetTooMany,
        config.loginDelayMs,
      ),
    },
    async (request, reply) => {
      const body = parseInput(loginBodySchema, request.body);
      const previous = await sessions.resolve(request.cookies[config.sessionCookie]);
      const result = await auth.login(body, previous);
      setSessionCookie(reply, result.session);
      return { userId: result.userId, userEmail: result.userEmail };
    },
  );

  app.post('/logout', async (request, reply) => {
    const session = await sessions.resolve(request.cookies[config.sessionCookie]);
    await auth.logout(session);
    clearSessionCookie(reply);
    return { message: authTexts.loggedOut };
  });

  app.get('/userauth', { preHandler: app.requireUser }, async (request) =>
    auth.userAuth(currentUserId(request)),
  );

  app.get('/currentuser', { preHandler: app.requireUser }, async (request) => ({
    currentUserData: await auth.currentUserData(currentUserId(request)),
  }));

  // The client sends its userId cookie; the answer is always the session's own id (DESIGN 2).
  app.post('/currentuser', { preHandler: app.requireUser }, async (request) => {
    parseInput(currentUserIdBodySchema, request.body);
    return { userId: currentUserId(request) };
  });

  app.post('/currentusercollege', { preHandler: app.requireUser }, async (request) => {
    parseInput(currentUserIdBodySchema, request.body);
    return auth.currentUserCollege(currentUserId(request));
  });

  const forgotEmailsPerAccount = app.createRateLimit({
    max: FORGOT_EMAILS_PER_HOUR,
    timeWindow: LIMITS.forgotPassword.emailsPerAccount.windowMs,
    keyGenerator: (request) =>
      `forgot-email:${String(
        (request.body as { phoneOrEmail?: unknown } | undefined)?.phoneOrEmail ?? '',
      )
        .trim()
        .toLowerCase()}`,
  });
  app.post(
    '/forgotpassword',
    { preHandler: throttle(app, [THROTTLES.forgotIp, THROTTLES.forgotAccount]) },
    async (request) => {
      const body = parseInput(forgotPasswordBodySchema, request.body);
      const emailsLeft = await forgotEmailsPerAccount(request);
      if (emailsLeft.isAllowed || !emailsLeft.isExceeded) {
        await auth.requestPasswordReset(body.phoneOrEmail);
      }
      return { message: messages.forgotSent };
    },
  );

  app.post(
    '/resetpassword',
    { preHandler: throttle(app, [THROTTLES.resetIp, THROTTLES.resetAccount]) },
    async (request, reply) => {
      const body = parseResetBody(request.body);
      await auth.resetPassword(body.token, body.newPassword);
      clearSessionCookie(reply);
      return { message: messages.resetSuccess };
    },
  );

  app.post(
    '/confirm-email',
    { preHandler: throttle(app, [THROTTLES.confirmIp]) },
    async (request) => {
      const body = parseInput(confirmEmailBodySchema, request.body);
      await auth.confirmEmail(body.token);
      return { message: authTexts.emailConfirmed };
    },
  );

  app.post(
    '/resend-confirmation',
    { preHandler: [app.requireUser, throttle(app, [THROTTLES.resendAccount])] },
    async (request) => {
      const sent = await auth.resendConfirmation(currentUserId(request));
      return { message: sent ? authTexts.confirmationSent : authTexts.emailAlreadyConfirmed };
    },
  );
};

/** SPEC §8: any malformed reset request is 'Invalid token or password format'. */
function parseResetBody(body: unknown) {
  try {
    return parseInput(resetPasswordBodySchema, body);
  } catch (error) {
    if (error instanceof AppError) throw new AppError('BAD_REQUEST', messages.resetInvalid);
    throw error;
  }
}
