import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.ts';
import { conversationMessages as chatMessages, ROOM_CONVERSATION_ID } from '../src/db/schema.ts';
import type { TestUser } from './fixtures.ts';
import { createTestDatabase, testDbKind } from './test-database.ts';

/** A chat message stored as the socket would store it; returns its messageId. */
export async function postMessage(db: Db, author: TestUser, text: string): Promise<string> {
  const messageId = `${author.id}-${Date.now()}-${randomBytes(4).toString('hex')}`;
  await db
    .insert(chatMessages)
    .values({ conversationId: ROOM_CONVERSATION_ID, messageId, userId: author.id, text });
  return messageId;
}

/**
 * Creates this worker's PGlite (migrations included) in a hook, whose timeout is longer than a
 * test's: on a busy machine the first test of a file would otherwise spend its time there.
 */
export async function warmUpDatabase(): Promise<void> {
  if (testDbKind === 'pglite') await (await createTestDatabase()).close();
}
