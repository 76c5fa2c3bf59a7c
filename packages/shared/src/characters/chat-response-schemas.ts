/**
 * What a character endpoint answers (product.md §7), as a zod schema: the server declares it on
 * the route and its serializer checks each answer against it; `chat.ts` re-exports the inferred
 * type. Apart from `chat.ts`, which the browser runs, because the browser never runs this.
 */
import { z } from 'zod';
import { EXPRESSIONS } from '../saga/acting.ts';

/** `POST /api/{slug}-response`: product.md's `response`, and what the server adds to it. */
export const characterChatResponseSchema = z.strictObject({
  response: z.string(),
  /**
   * Added to product.md's `{ response }`: the character's expression for this reply (one of the
   * comic's faces), which the chat header shows. Absent from older servers.
   */
  mood: z.enum(EXPRESSIONS).optional(),
  /**
   * Added: the server's signature on this reply, for this student and character. The browser
   * stores it with the reply and sends it back in `conversationHistory`; a character turn without
   * a valid one is shown to the model as the student's quote, never as the character's words.
   */
  sig: z.string().optional(),
});
export type CharacterChatResponse = z.infer<typeof characterChatResponseSchema>;
