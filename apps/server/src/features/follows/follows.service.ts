import type {
  FollowInput,
  FollowListEntry,
  FollowListsResponse,
  FollowStatus,
} from '@tuning/shared/profile';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProfileById, findProfileByUserName } from '../users/users.queries.ts';
import { toCard } from '../users/user-card.ts';
import { followersCount, isFollowing, listFollowSide, setFollow } from './follows.queries.ts';

/** Lists stop here; the counts on the profile stay exact. */
export const FOLLOW_LIST_LIMIT = 500;

export function createFollowsService(deps: { db: Db }) {
  const { db } = deps;

  async function targetId(userName: string): Promise<string> {
    const target = await findProfileByUserName(db, userName);
    if (!target) throw new AppError('NOT_FOUND', 'User not found');
    return target.id;
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
      await setFollow(db, userId, followeeId, input.action === 'follow');
      return {
        isFollowing: input.action === 'follow',
        followers: await followersCount(db, followeeId),
      };
    },

    async status(userId: string, userName: string): Promise<FollowStatus> {
      const id = await targetId(userName);
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
      return lists(await targetId(userName), viewerId);
    },

    /** Whether one student follows another (profiles ask this for the profile page). */
    isFollowing(followerId: string, followeeId: string): Promise<boolean> {
      return isFollowing(db, followerId, followeeId);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
