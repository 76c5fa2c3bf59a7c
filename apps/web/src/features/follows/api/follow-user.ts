import type { FollowInput, FollowStatus } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

/** One key per user: the mutation cache then knows whether that user's toggle is in flight. */
export const followMutationKey = (userName: string) => ['follow', userName.toLowerCase()] as const;

export function followUser(body: FollowInput, signal?: AbortSignal): Promise<FollowStatus> {
  return api<FollowStatus>('follow', { body, signal });
}
