import { profilePhotoUrl } from '@tuning/shared/profile';
import {
  safetyTexts,
  type BlockKind,
  type BlockResponse,
  type BlocksResponse,
} from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import { findPersonByUserName } from '../users/users.queries.ts';
import { deleteBlock, listBlocks, putBlock } from './blocks.queries.ts';

/** What a block needs of the conversations: the blocked person's requests declined. */
export interface RequestDecliner {
  declineRequestsOnBlock(userId: string, personId: string): Promise<void>;
}

/**
 * Blocks and mutes (product.md §12). Both hide the person's messages from the blocker (the chat
 * layer does that, told by `blocksChanged`); a block also ends follows both ways, refuses new
 * ones and hides the blocker's profile details from them.
 */
export function createBlocksService(deps: {
  db: Db;
  events: AppEvents;
  /** A block also removes the message requests the blocked person sent (ConversationsService). */
  conversations: RequestDecliner;
}) {
  const { db, events, conversations } = deps;

  async function otherPerson(userId: string, userName: string) {
    const person = await findPersonByUserName(db, userName);
    if (!person) throw new AppError('NOT_FOUND', 'User not found');
    if (person.id === userId) throw new AppError('BAD_REQUEST', safetyTexts.cannotBlockYourself);
    return person;
  }

  return {
    /** Blocking someone muted (or the reverse) changes the kind. */
    async block(
      userId: string,
      body: { userName: string; kind: BlockKind },
    ): Promise<BlockResponse> {
      const person = await otherPerson(userId, body.userName);
      const row = await putBlock(db, userId, person.id, body.kind);
      if (!row) throw new AppError('NOT_FOUND', 'User not found');
      // Before the answer: the screen that blocked reads Requests again at once, without them.
      if (body.kind === 'block') await conversations.declineRequestsOnBlock(userId, person.id);
      events.emit('blocksChanged', { blockerId: userId, blockedId: person.id });
      return {
        message:
          body.kind === 'block'
            ? safetyTexts.blocked(person.userName)
            : safetyTexts.muted(person.userName),
        block: {
          userId: person.id,
          userName: person.userName,
          fullName: person.fullName,
          profilePic: profilePhotoUrl(person.id, person.photoVersion),
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
        },
      };
    },

    /** Lifts a block or a mute; lifting one that is not there answers the same. */
    async unblock(userId: string, userName: string): Promise<{ message: string }> {
      const person = await otherPerson(userId, userName);
      if (await deleteBlock(db, userId, person.id)) {
        events.emit('blocksChanged', { blockerId: userId, blockedId: person.id });
      }
      return { message: safetyTexts.unblocked(person.userName) };
    },

    async list(userId: string): Promise<BlocksResponse> {
      const rows = await listBlocks(db, userId);
      return {
        blocks: rows.map((row) => ({
          userId: row.id,
          userName: row.userName,
          fullName: row.fullName,
          profilePic: profilePhotoUrl(row.id, row.photoVersion),
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
