import { z } from 'zod';
import { reportedProfileSchema } from '@tuning/shared/safety-response-schemas';

/**
 * What a report keeps of what it is about, as it was when reported (reports.snapshot): a
 * moderator reads it even after the message is deleted, the profile edited or the account gone
 * (ADR 0014). Written here and read back through the same schemas.
 */
const messageFields = {
  messageId: z.string(),
  seq: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  authorId: z.string(),
  authorUserName: z.string(),
  authorFullName: z.string(),
};

/**
 * A private conversation's message keeps the messages around it too (issue 34): the moderator
 * reads them here, never from the conversation.
 */
export const messageSnapshotSchema = z.object({
  ...messageFields,
  conversationId: z.string().optional(),
  context: z.array(z.object({ ...messageFields, deleted: z.boolean() })).optional(),
});
export type MessageSnapshot = z.infer<typeof messageSnapshotSchema>;

/** The profile's public fields, as the moderators' queue shows them, and whose they were. */
export const profileSnapshotSchema = z.object({
  userId: z.string(),
  ...reportedProfileSchema.shape,
});
export type ProfileSnapshot = z.infer<typeof profileSnapshotSchema>;
