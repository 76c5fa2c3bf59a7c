import type { updateProfileSchema } from '@tuning/shared/profile';
import {
  profilePhotoUrl,
  type OtherUserProfileResponse,
  type SocializeCard,
  type SocializeResponse,
  type SuggestionsResponse,
  type UpdateProfileInput,
} from '@tuning/shared/profile';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { blocksBetween } from '../blocks/blocks.queries.ts';
import { toCard } from '../users/user-card.ts';
import {
  findProfileById,
  findProfileByUserName,
  isUserNameTaken,
  listCards,
  listSuggestions,
  updateProfile,
} from '../users/users.queries.ts';

type ProfileUpdate = z.output<typeof updateProfileSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR = /^([so])\.([0-9a-f-]{36})$/i;

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** What profiles need to know about follows; the follows service, passed in by app.ts. */
export interface FollowLookup {
  isFollowing(followerId: string, followeeId: string): Promise<boolean>;
  /** Per student of a Socialize page: the viewer's follow and the mutual followers. */
  viewerStates(
    viewerId: string,
    userIds: readonly string[],
  ): Promise<Map<string, Pick<SocializeCard, 'isFollowing' | 'mutualFollowers'>>>;
}

/** What a Socialize card is made of. */
type CardFields = Parameters<typeof toCard>[0] & { collegeName: string; followersCount: number };

type CardRow = Awaited<ReturnType<typeof listCards>>[number];

export function createProfilesService(deps: { db: Db; follows: FollowLookup; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireProfile(userName: string) {
    const profile = await findProfileByUserName(db, userName);
    if (!profile) throw new AppError('NOT_FOUND', 'User not found');
    return profile;
  }

  /**
   * Socialize cards of `rows` as the viewer sees them, their follow states read at once; a
   * `following` already known is not read.
   */
  async function cardsFor(
    viewerId: string,
    rows: CardFields[],
    known: { following?: boolean } = {},
  ): Promise<SocializeCard[]> {
    const states = await deps.follows.viewerStates(
      viewerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...toCard(row),
      collegeName: row.collegeName,
      isFollowing: known.following ?? states.get(row.id)?.isFollowing ?? false,
      followers: row.followersCount,
      mutualFollowers: states.get(row.id)?.mutualFollowers ?? { total: 0, userNames: [] },
    }));
  }

  return {
    /** product.md §7 PUT currentuser: `proceed: false` means the user name is taken. */
    async update(userId: string, input: ProfileUpdate): Promise<{ proceed: boolean }> {
      if (await isUserNameTaken(db, input.userName, userId)) return { proceed: false };
      const fields: Parameters<typeof updateProfile>[2] = {
        fullName: input.fullName,
        userName: input.userName,
        bio: input.bio,
        collegeName: input.collegeName,
        location: input.location,
        externalLink: input.externalLink,
      };
      if (input.collegeYear !== undefined) fields.collegeYear = input.collegeYear;
      try {
        await updateProfile(db, userId, fields);
      } catch (error) {
        // Two people saving the same new name at once: the unique index decides.
        if (isUniqueViolation(error)) return { proceed: false };
        throw error;
      }
      return { proceed: true };
    },

    /** Case-insensitive; the user's own current name is always available. */
    async isUserNameAvailable(userId: string, userName: string): Promise<boolean> {
      return !(await isUserNameTaken(db, userName.trim(), userId));
    },

    async otherProfile(viewerId: string, userName: string): Promise<OtherUserProfileResponse> {
      const profile = await requireProfile(userName);
      const { ownerBlocksViewer, viewerBlocks } = await blocksBetween(db, viewerId, profile.id);
      const youBlocked = viewerBlocks ? { youBlocked: viewerBlocks } : {};
      if (ownerBlocksViewer) {
        // Blocked by the owner: their names only (product.md §12); a block also ended any follow.
        return {
          otherUserData: {
            userProfilePic: '',
            fullName: profile.fullName,
            userName: profile.userName,
            bio: '',
            collegeYear: '',
            collegeName: '',
            location: '',
            externalLink: '',
            followers: 0,
            following: 0,
          },
          isFollowing: false,
          blockedYou: true,
          ...youBlocked,
        };
      }
      return {
        otherUserData: {
          userProfilePic: profilePhotoUrl(profile.id, profile.photoVersion),
          fullName: profile.fullName,
          userName: profile.userName,
          bio: profile.bio,
          collegeYear: profile.collegeYear,
          collegeName: profile.collegeName,
          location: profile.location,
          externalLink: profile.externalLink,
          followers: profile.followersCount,
          following: profile.followingCount,
        },
        isFollowing: await deps.follows.isFollowing(viewerId, profile.id),
        ...youBlocked,
      };
    },

    requireProfile,

    /** product.md §7 gotouserprofile: whether the viewer follows this student. */
    async isFollowing(viewerId: string, targetId: string): Promise<boolean> {
      return deps.follows.isFollowing(viewerId, targetId);
    },

    /**
     * Other students, same college first, `limit` at a time. The cursor names the group
     * (s = same college, o = others) and the last id seen.
     */
    async socialize(
      userId: string,
      query: { cursor?: string | undefined; limit: number; q?: string | undefined },
    ): Promise<SocializeResponse> {
      const me = await findProfileById(db, userId);
      if (!me) throw new AppError('UNAUTHORIZED', 'Not signed in');
      const college = me.collegeName;
      let group: 's' | 'o' = college ? 's' : 'o';
      let afterId: string | undefined;
      if (query.cursor) {
        const match = CURSOR.exec(query.cursor);
        if (!match || !UUID.test(match[2] ?? '')) throw new AppError('BAD_REQUEST', 'Bad cursor');
        group = match[1]?.toLowerCase() === 's' ? 's' : 'o';
        afterId = match[2]?.toLowerCase();
      }
      const q = query.q || undefined;
      const rows: (CardRow & { group: 's' | 'o' })[] = [];
      if (group === 's') {
        const same = await listCards(db, {
          excludeId: userId,
          college,
          sameCollege: true,
          afterId,
          limit: query.limit + 1,
          q,
        });
        rows.push(...same.map((row) => ({ ...row, group: 's' as const })));
        afterId = undefined;
      }
      if (rows.length <= query.limit) {
        const others = await listCards(db, {
          excludeId: userId,
          college,
          sameCollege: college ? false : undefined,
          afterId,
          limit: query.limit + 1 - rows.length,
          q,
        });
        rows.push(...others.map((row) => ({ ...row, group: 'o' as const })));
      }
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        specificUsersData: await cardsFor(userId, page),
        selectedCollege: college,
        nextCursor: rows.length > query.limit && last ? `${last.group}.${last.id}` : null,
      };
    },

    /** Students to follow next, for Home and the follow lists (product.md §2). */
    async suggestions(userId: string, limit: number): Promise<SuggestionsResponse> {
      const me = await findProfileById(db, userId);
      if (!me) throw new AppError('UNAUTHORIZED', 'Not signed in');
      const rows = await listSuggestions(db, {
        viewerId: userId,
        college: me.collegeName,
        limit,
        now: now(),
      });
      return {
        // Suggestions leave out whom the viewer follows.
        suggestions: await cardsFor(userId, rows, { following: false }),
        selectedCollege: me.collegeName,
      };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
export type { UpdateProfileInput };
