import { useCallback } from 'react';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowStatus } from '@tuning/shared/profile';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { followMutationKey, followUser } from '../api/follow-user.ts';
import { followListsRootKey } from '../api/get-follow-lists.ts';
import { followStatusKey } from '../api/get-follow-status.ts';

/** product.md §9: the follow request is abandoned (and rolled back) after 5 seconds. */
export const FOLLOW_TIMEOUT_MS = 5000;

async function followWithTimeout(userName: string, follow: boolean): Promise<FollowStatus> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FOLLOW_TIMEOUT_MS);
  try {
    return await followUser(
      { targetUserName: userName, action: follow ? 'follow' : 'unfollow' },
      controller.signal,
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * product.md §4 optimistic follow: flip isFollowing and the count at once, then take the server's
 * values; any failure or the timeout restores the previous state. Success refreshes the own
 * profile (its following count) and every follower/following list. While a toggle for a user is
 * in flight, every button for that user ignores clicks: the mutation cache, keyed per user, is
 * the one record of what is in flight. A failure is kept on the button that started it, which
 * says so and offers to retry the same action.
 */
export function useFollowToggle(userName: string) {
  const queryClient = useQueryClient();
  const mutationKey = followMutationKey(userName);
  const statusKey = followStatusKey(userName);
  const pending = useIsMutating({ mutationKey }) > 0;

  const { mutate, isError, variables } = useMutation({
    mutationKey,
    mutationFn: (follow: boolean) => followWithTimeout(userName, follow),
    // Offline, a paused mutation would keep the optimistic state with no timeout running: send
    // anyway, so the failed request rolls it back like any other failure.
    networkMode: 'always',
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      const previous = queryClient.getQueryData<FollowStatus>(statusKey);
      if (previous) {
        queryClient.setQueryData<FollowStatus>(statusKey, {
          isFollowing: follow,
          followers: Math.max(0, previous.followers + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onSuccess: (confirmed) => {
      queryClient.setQueryData<FollowStatus>(statusKey, confirmed);
    },
    onError: (error, _follow, snapshot) => {
      console.warn('Follow failed; rolled back', error);
      if (snapshot?.previous) queryClient.setQueryData<FollowStatus>(statusKey, snapshot.previous);
    },
    onSettled: (_confirmed, error) => {
      // product.md §4 refreshes after success only: a failure leaves the rolled-back state as it was.
      if (error) return;
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: followListsRootKey });
    },
  });

  const toggle = useCallback(() => {
    const key = followMutationKey(userName);
    const current = queryClient.getQueryData<FollowStatus>(followStatusKey(userName));
    // The cache, not the last render: a second click in the same frame already sees the first.
    if (!current || queryClient.isMutating({ mutationKey: key }) > 0) return;
    mutate(!current.isFollowing);
  }, [queryClient, userName, mutate]);

  // The last toggle this button started failed: say which, and offer to send it again.
  const failed: 'follow' | 'unfollow' | null = isError ? (variables ? 'follow' : 'unfollow') : null;
  const retry = useCallback(() => {
    if (variables === undefined) return;
    if (queryClient.isMutating({ mutationKey: followMutationKey(userName) }) > 0) return;
    mutate(variables);
  }, [queryClient, userName, mutate, variables]);

  return { toggle, pending, failed, retry };
}
