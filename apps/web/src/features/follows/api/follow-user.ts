import type { FollowInput, FollowStatus } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

export function followUser(body: FollowInput, signal?: AbortSignal): Promise<FollowStatus> {
  return api<FollowStatus>('follow', { body, signal });
}
