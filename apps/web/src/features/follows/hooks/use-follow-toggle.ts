import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FollowStatus } from '@tuning/shared/profile';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { followUser } from '../api/follow-user.ts';
import { followListsRootKey, followsInFlight } from '../api/get-follow-lists.ts';
import { followStatusKey } from '../api/get-follow-status.ts';

/** SPEC §9: the follow request is abandoned (and rolled back) after 5 seconds. */
export const FOLLOW_TIMEOUT_MS = 5000;

/**
 * SPEC §4 optimistic follow: flip isFollowing and the count at once, then take the server's
 * values; any failure or the timeout restores the previous state. Success refreshes the own
 * profile (its following count) and every follower/following list.
 */
export function useFollowToggle(userName: string) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const toggle = useCallback(async () => {
    const key = followStatusKey(userName);
    const previous = queryClient.getQueryData<FollowStatus>(key);
    if (!previous || inFlight.current) return;
    inFlight.current = true;
    followsInFlight.add(userName.toLowerCase());
    setPending(true);
    const follow = !previous.isFollowing;
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<FollowStatus>(key, {
      isFollowing: follow,
      followers: Math.max(0, previous.followers + (follow ? 1 : -1)),
    });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FOLLOW_TIMEOUT_MS);
    try {
      const confirmed = await followUser(
        { targetUserName: userName, action: follow ? 'follow' : 'unfollow' },
        controller.signal,
      );
      queryClient.setQueryData<FollowStatus>(key, confirmed);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: followListsRootKey });
    } catch (error) {
      console.warn('Follow failed; rolled back', error);
      queryClient.setQueryData<FollowStatus>(key, previous);
    } finally {
      clearTimeout(timer);
      inFlight.current = false;
      followsInFlight.delete(userName.toLowerCase());
      setPending(false);
    }
  }, [queryClient, userName]);

  return { toggle, pending };
}
