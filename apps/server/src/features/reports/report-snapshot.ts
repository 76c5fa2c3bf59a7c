import { z } from 'zod';
import { reportedProfileSchema } from '@tuning/shared/safety-response-schemas';

/**
 * What a report keeps of what it is about, as it was when reported (reports.snapshot): a
 * moderator reads it even after the message is deleted, the profile edited or the account gone
 * (ADR 0014). Written here and read back through the same schemas.
 */
export const messageSnapshotSchema = z.object({
  messageId: z.string(),
  seq: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  authorId: z.string(),
  authorUserName: z.string(),
  authorFullName: z.string(),
});
export type MessageSnapshot = z.infer<typeof messageSnapshotSchema>;

/** The profile's public fields, as the moderators' queue shows them, and whose they were. */
export const profileSnapshotSchema = z.object({
  userId: z.string(),
  ...reportedProfileSchema.shape,
});
export type ProfileSnapshot = z.infer<typeof profileSnapshotSchema>;
