import type {
  CurrentUserCollegeResponse,
  LoginBody,
  SignupBody,
  UserAuthResponse,
  UserDetailsBody,
} from '@tuning/shared/auth';
import { authTexts } from '@tuning/shared/auth';
import { messages } from '@tuning/shared/messages';
import { profilePhotoUrl } from '@tuning/shared/profile';
import type { CurrentUserData } from '@tuning/shared/users';
import type { Db } from '../../db/client.ts';
import type { UserCache } from '../users/user-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { MailTransport } from '../../mail/mail-transport.ts';
import {
  findUserForLogin,
  insertUser,
  isEmailTaken,
  isUserNameTaken,
  updatePasswordHash,
  updateUserDetails,
} from '../users/users.queries.ts';
import {
  confirmEmail,
  consumePasswordReset,
  findEmailConfirmation,
  findPasswordReset,
  upsertEmailConfirmation,
  insertPasswordReset,
} from './auth.queries.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SessionService, SessionUser } from './session.service.ts';
import { isSuspended, suspendedError } from './suspension.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Db;
  mail: MailTransport;
  sessions: SessionService;
  /** Origin for emailed links (PUBLIC_URL), never the request's Host. */
  publicUrl: string;
  /** The signed-in user's row, cached (ADR 0008). */
  users: UserCache;
  now?: () => Date;
  /** A mail that cannot be sent is logged, not shown: the account action itself succeeded. */
  onMailError?: (error: unknown, kind: 'confirmation' | 'reset') => void;
}

/** Output of the shared schemas: emails already trimmed and lower-cased. */
type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export function createAuthService(deps: AuthServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const { db, sessions } = deps;

  async function sendConfirmation(userId: string, email: string): Promise<void> {
    const token = newToken();
    await upsertEmailConfirmation(db, {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + CONFIRMATION_TTL_MS),
    });
    const link = `${deps.publicUrl}/confirm-email?token=${token}`;
    try {
      await deps.mail.send({
        to: email,
        subject: 'Confirm your Tuning email',
        text: `Welcome to Tuning!\n\nConfirm your email address by opening this link (valid for 48 hours):\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
        link,
      });
    } catch (error) {
      deps.onMailError?.(error, 'confirmation');
    }
  }

  async function requireUserRow(userId: string) {
    const user = await deps.users.get(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Not signed in');
    return user;
  }

  /** The account of the address and password, or login's 401 (ADR 0002). */
  async function verifiedUser(body: Pick<Parsed<LoginBody>, 'phoneOrEmail' | 'password'>) {
    const email = body.phoneOrEmail.trim().toLowerCase();
    const user = await findUserForLogin(db, email);
    const ok = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !ok) throw new AppError('UNAUTHORIZED', messages.loginFailed);
    return user;
  }

  return {
    /** Creates the account, signs it in and sends the confirmation link. */
    async signup(body: Parsed<SignupBody>) {
      const email = body.phoneOrEmail;
      // One account per mailbox: `a.b+x@gmail.com` is taken when `ab@gmail.com` has an account.
      if (await isEmailTaken(db, email)) throw new AppError('CONFLICT', authTexts.emailTaken);
      if (await isUserNameTaken(db, body.userName)) {
        throw new AppError('CONFLICT', messages.usernameTaken);
      }
      const passwordHash = await hashPassword(body.password);
      const user = await insertUser(db, {
        email,
        fullName: body.fullName,
        userName: body.userName,
        passwordHash,
      });
      if (!user) {
        // Lost a race with an identical signup: report whichever is now taken.
        const emailTaken = await isEmailTaken(db, email);
        throw new AppError('CONFLICT', emailTaken ? authTexts.emailTaken : messages.usernameTaken);
      }
      await sendConfirmation(user.id, user.email);
      const session = await sessions.create(user.id);
      return { userId: user.id, userEmail: user.email, session };
    },

    async submitUserDetails(
      sessionUserId: string,
      body: Parsed<Omit<UserDetailsBody, 'collegeName'>> & { collegeName?: string | undefined },
    ) {
      if (body.userId !== sessionUserId) throw new AppError('FORBIDDEN', authTexts.notYourAccount);
      await updateUserDetails(db, sessionUserId, {
        dateOfBirth: body.dateOfBirth,
        pronouns: body.pronouns,
        // Left out (or blank), the step keeps whatever college the profile already has.
        ...(body.collegeName ? { collegeName: body.collegeName } : {}),
      });
      return { userId: sessionUserId };
    },

    /** A fresh session every time; the caller's previous session (if any) is revoked. */
    async login(
      body: Pick<Parsed<LoginBody>, 'phoneOrEmail' | 'password'>,
      previous: SessionUser | null,
    ) {
      const user = await verifiedUser(body);
      if (isSuspended(user.suspendedUntil, now())) throw suspendedError(user.suspendedUntil);
      if (previous) await sessions.revoke(previous);
      const session = await sessions.create(user.id);
      return { userId: user.id, userEmail: user.email, session };
    },

    /**
     * The account these credentials open, suspended or not: a suspended student, who cannot sign
     * in, still takes their data or deletes the account with them. Any mismatch is
     * login's 401, so the answer tells nothing about who has an account (ADR 0002).
     */
    async verifyCredentials(
      body: Pick<Parsed<LoginBody>, 'phoneOrEmail' | 'password'>,
    ): Promise<string> {
      return (await verifiedUser(body)).id;
    },

    async logout(session: SessionUser | null): Promise<void> {
      if (session) await sessions.revoke(session);
    },

    async userAuth(userId: string): Promise<UserAuthResponse> {
      const user = await requireUserRow(userId);
      return {
        userId: user.id,
        userEmail: user.email,
        emailConfirmed: user.emailConfirmedAt !== null,
      };
    },

    async currentUserData(userId: string): Promise<CurrentUserData> {
      const user = await requireUserRow(userId);
      return {
        userCurrentId: user.id,
        userFullName: user.fullName,
        userUserName: user.userName,
        userLocation: user.location,
        userCollegeName: user.collegeName,
        userCollegeYear: user.collegeYear,
        userBio: user.bio,
        userExternalLink: user.externalLink,
        userProfilePic: profilePhotoUrl(user.id, user.photoVersion),
        userFollowing: user.followingCount,
        userFollower: user.followersCount,
      };
    },

    async currentUserCollege(userId: string): Promise<CurrentUserCollegeResponse> {
      const user = await requireUserRow(userId);
      return { usercollegeData: { college: user.collegeName } };
    },

    /** Same outcome whether or not the email has an account (ADR 0002). */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await findUserForLogin(db, email);
      if (!user) return;
      const token = newToken();
      await insertPasswordReset(db, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now().getTime() + RESET_TTL_MS),
      });
      const link = `${deps.publicUrl}/reset-password?token=${token}`;
      // Not awaited: the answer must not take longer for a real account than for an unknown one.
      deps.mail
        .send({
          to: user.email,
          subject: 'Reset your Tuning password',
          text: `Someone asked to reset the password of your Tuning account.\n\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
          link,
        })
        .catch((error: unknown) => deps.onMailError?.(error, 'reset'));
    },

    /** Single use; on success every session of the user is revoked. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const tokenHash = hashToken(token);
      const reset = await findPasswordReset(db, tokenHash);
      if (!reset) throw new AppError('NOT_FOUND', messages.resetNotFound);
      if (reset.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('TOKEN_EXPIRED', messages.resetExpired);
      }
      const passwordHash = await hashPassword(newPassword);
      if (!(await consumePasswordReset(db, tokenHash))) {
        throw new AppError('NOT_FOUND', messages.resetNotFound);
      }
      await updatePasswordHash(db, reset.userId, passwordHash);
      await sessions.revokeAll(reset.userId);
    },

    async confirmEmail(token: string): Promise<void> {
      const row = await findEmailConfirmation(db, hashToken(token));
      if (!row) throw new AppError('NOT_FOUND', authTexts.confirmationInvalid);
      if (row.expiresAt.getTime() <= now().getTime()) {
        throw new AppError('TOKEN_EXPIRED', authTexts.confirmationExpired);
      }
      await confirmEmail(db, row.userId, now());
    },

    /** Returns false when there was nothing to resend (already confirmed). */
    async resendConfirmation(userId: string): Promise<boolean> {
      const user = await requireUserRow(userId);
      if (user.emailConfirmedAt) return false;
      await sendConfirmation(user.id, user.email);
      return true;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
