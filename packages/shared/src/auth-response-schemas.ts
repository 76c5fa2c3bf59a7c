/**
 * What the sign-up, sign-in and current-user routes answer (product.md §3, §7), as zod
 * schemas: the server declares them on its routes and its serializer checks each answer against
 * them; the web app reads the types inferred from them but never runs these, so they are apart
 * from the inputs (`auth.ts`). Strict objects: a field not listed here is a 500, never sent, and
 * the keys are written in the order listed, so the order is the wire's order.
 */
import { z } from 'zod';

const count = z.number().int();

/** A confirmation or an outcome in words. */
export const messageResponseSchema = z.strictObject({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `POST /api/login`: whose session it is. */
export const loginResponseSchema = z.strictObject({
  userId: z.string(),
  userEmail: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /api/signup`, 201: the new session's, as at login, and the confirmation. */
export const signupResponseSchema = z.strictObject({
  ...loginResponseSchema.shape,
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** `POST /api/signup/userdetails` and `POST /api/currentuser`: the session's own user id. */
export const userIdResponseSchema = z.strictObject({ userId: z.string() });
export type UserIdResponse = z.infer<typeof userIdResponseSchema>;

/** `GET /api/userauth`. */
export const userAuthResponseSchema = z.strictObject({
  ...loginResponseSchema.shape,
  emailConfirmed: z.boolean(),
});
export type UserAuthResponse = z.infer<typeof userAuthResponseSchema>;

/** product.md §3: the current user as the server sends it (`GET /api/currentuser`). */
export const currentUserDataSchema = z.strictObject({
  userCurrentId: z.string(),
  userFullName: z.string(),
  userUserName: z.string(),
  userLocation: z.string(),
  userCollegeName: z.string(),
  userCollegeYear: z.string(),
  userBio: z.string(),
  userExternalLink: z.string(),
  /** URL of the photo, or '' for the default placeholder. */
  userProfilePic: z.string(),
  userFollowing: count,
  userFollower: count,
});
export type CurrentUserData = z.infer<typeof currentUserDataSchema>;

/** `GET /api/currentuser`. */
export const currentUserResponseSchema = z.strictObject({
  currentUserData: currentUserDataSchema,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/** `POST /api/currentusercollege`. */
export const currentUserCollegeResponseSchema = z.strictObject({
  usercollegeData: z.strictObject({ college: z.string() }),
});
export type CurrentUserCollegeResponse = z.infer<typeof currentUserCollegeResponseSchema>;
