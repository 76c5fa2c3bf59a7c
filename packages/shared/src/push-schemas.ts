/** The push routes' inputs and answers (types and texts in `push.ts`). */
import { z } from 'zod';
import { PUSH_KINDS, VIEWED_SCREENS } from './push.ts';

/** The key strings a browser's PushSubscription gives: base64url, without padding. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url');

/** `POST /api/push/subscriptions`: `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscribeSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/ }).max(2048),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }).strict(),
  })
  .strict();
export type PushSubscribeBody = z.infer<typeof pushSubscribeSchema>;

/** `DELETE /api/push/subscriptions`: this device's endpoint. */
export const pushUnsubscribeSchema = z
  .object({ endpoint: z.url({ protocol: /^https$/ }).max(2048) })
  .strict();

const switches = z.strictObject(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof PUSH_KINDS)[number],
    z.ZodBoolean
  >,
);

/** `PUT /api/push/settings`: the switches to change; the others stay as they are. */
export const pushSettingsBodySchema = switches
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'name at least one kind');
export type PushSettingsBody = z.infer<typeof pushSettingsBodySchema>;

/** `GET /api/push` and the answer to `PUT /api/push/settings`. */
export const pushStateSchema = z.strictObject({
  /** False when the server has no VAPID keys: push is off. */
  enabled: z.boolean(),
  /** The VAPID public key for `PushManager.subscribe`, when enabled. */
  publicKey: z.string().nullable(),
  /** Each kind this person may get (`report` for moderators only), on or off. */
  settings: switches.partial(),
});
export type PushState = z.infer<typeof pushStateSchema>;

/**
 * The socket's `viewing` event: every screen of `VIEWED_SCREENS` this tab shows now, the whole
 * set each time (an empty list when it shows none of them).
 */
export const viewingPayloadSchema = z.strictObject({
  screens: z.array(z.enum(VIEWED_SCREENS)).max(VIEWED_SCREENS.length),
});
export type ViewingPayload = z.infer<typeof viewingPayloadSchema>;
