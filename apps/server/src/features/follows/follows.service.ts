import { MUTUAL_FOLLOWERS_NAMED } from '@tuning/shared/profile-response-schemas';
import type {
  FollowInput,
  FollowListEntry,
  FollowListsResponse,
  FollowStatus,
  SocializeCard,
} from '@tuning/shared/profile';
import { safetyTexts } from '@tuning/shared/safety';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProfileById, findProfileByUserName } from '../users/users.queries.ts';
import { blocksBetween } from '../blocks/blocks.queries.ts';
import { toCard } from '../users/user-card.ts';
import {
  followedAmong,
  followersCount,
  isFollowing,
  listFollowSide,
  mutualFollowersOf,
  setFollow,
} from './follows.queries.ts';

/** What a Socialize card says about the viewer's follows, per student. */
export type ViewerFollowState = Pick<SocializeCard, 'isFollowing' | 'mutualFollowers'>;

/** Lists stop here; the counts on the profile stay exact. */
export const FOLLOW_LIST_LIMIT = 500;

export function createFollowsService(deps: {
  db: Db;
  /** A follow that was not there before: the followee is notified (product.md §13). */
  onFollowed?: (followerId: string, followeeId: string) => Promise<void>;
}) {
  const { db } = deps;

  async function targetId(userName: string): Promise<string> {
    const target = await findProfileByUserName(db, userName);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    return target.id;
  }

  async function blocksViewer(ownerId: string, viewerId: string): Promise<boolean> {
    return (await blocksBetween(db, viewerId, ownerId)).ownerBlocksViewer;
  }

  async function lists(userId: string, viewerId: string): Promise<FollowListsResponse> {
    const [followers, following] = await Promise.all([
      listFollowSide(db, 'followers', userId, viewerId, FOLLOW_LIST_LIMIT),
      listFollowSide(db, 'following', userId, viewerId, FOLLOW_LIST_LIMIT),
    ]);
    const toEntry = (row: (typeof followers)[number]): FollowListEntry => ({
      ...toCard(row),
      isFollowing: Boolean(row.isFollowing),
      followers: row.followers,
    });
    return {
      usersFromFollowersList: followers.map(toEntry),
      usersFromFollowingList: following.map(toEntry),
    };
  }

  return {
    /** Idempotent: following twice or unfollowing a stranger changes nothing. */
    async follow(userId: string, input: FollowInput): Promise<FollowStatus> {
      const followeeId = await targetId(input.targetUserName);
      if (followeeId === userId) throw new AppError('BAD_REQUEST', 'You cannot follow yourself');
      const outcome = await setFollow(db, userId, followeeId, input.action === 'follow');
      if (outcome === 'gone') throw new AppError('NOT_FOUND', 'User not found');
      if (outcome === 'blocked') throw new AppError('FORBIDDEN', safetyTexts.cannotFollowBlocked);
      if (outcome === 'started') await deps.onFollowed?.(userId, followeeId);
      return {
        isFollowing: input.action === 'follow',
        followers: await followersCount(db, followeeId),
      };
    },

    async status(userId: string, userName: string): Promise<FollowStatus> {
      const id = await targetId(userName);
      // Someone who blocks the viewer shows them no counts (product.md §12).
      if (await blocksViewer(id, userId)) return { isFollowing: false, followers: 0 };
      const [following, followers] = await Promise.all([
        isFollowing(db, userId, id),
        followersCount(db, id),
      ]);
      return { isFollowing: following, followers };
    },

    async ownLists(userId: string): Promise<FollowListsResponse> {
      if (!(await findProfileById(db, userId))) throw new AppError('UNAUTHORIZED', 'Not signed in');
      return lists(userId, userId);
    },

    async listsOf(viewerId: string, userName: string): Promise<FollowListsResponse> {
      const id = await targetId(userName);
      // Someone who blocks the viewer shows them no lists (product.md §12).
      if (await blocksViewer(id, viewerId)) {
        return { usersFromFollowersList: [], usersFromFollowingList: [] };
      }
      return lists(id, viewerId);
    },

    /**
     * For a page of students: whether the viewer follows each, and who of the people the viewer
     * follows follows them. Two statements for the whole page, whatever its size.
     */
    async viewerStates(
      viewerId: string,
      userIds: readonly string[],
    ): Promise<Map<string, ViewerFollowState>> {
      const [followed, mutual] = await Promise.all([
        followedAmong(db, viewerId, userIds),
        mutualFollowersOf(db, viewerId, userIds, MUTUAL_FOLLOWERS_NAMED),
      ]);
      return new Map(
        userIds.map((id) => [
          id,
          {
            isFollowing: followed.has(id),
            mutualFollowers: mutual.get(id) ?? { total: 0, userNames: [] },
          },
        ]),
      );
    },

    /** Whether one student follows another (profiles ask this for the profile page). */
    isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      return isFollowing(db, followerId, followeeId);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
