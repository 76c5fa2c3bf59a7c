import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { MessageResponse } from '@tuning/shared/auth';
import type { BlockBody, BlockResponse, BlocksResponse } from '@tuning/shared/safety';
import { api } from './api-client.ts';

export const blocksQueryKey = ['blocks'] as const;

/** `GET /api/blocks`: the people the user blocked or muted, newest first. */
export const blocksQueryOptions = () =>
  queryOptions({
    queryKey: blocksQueryKey,
    queryFn: () => api<BlocksResponse>('blocks'),
  });

/** Read by the chat (whose messages to hide), the profile screen and the settings list. */
export function useBlocks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...blocksQueryOptions(), enabled: options.enabled ?? true });
}

/**
 * What a block changes besides the list: follows both ways, counts, the profile shown, and the
 * private conversations (a one-to-one across a block leaves the inbox and the unread count, the
 * blocked person's requests are removed; product.md §15).
 */
const AFFECTED = new Set([
  'blocks',
  'follow-status',
  'follow-lists',
  'currentuser',
  'otheruserprofile',
  'conversations',
]);

function refreshAfterBlockChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => AFFECTED.has(String(query.queryKey[0])),
  });
}

/**
 * `POST /api/blocks`: block or mute (blocking someone muted, or the reverse, changes the kind).
 * `onBlocked` runs once the server has answered, before the screens read again: a screen the
 * block takes away (a request) can step aside first.
 */
export function useBlockUser(options: { onBlocked?: (body: BlockBody) => void } = {}) {
  const queryClient = useQueryClient();
  const { onBlocked } = options;
  return useMutation({
    mutationFn: (body: BlockBody) => api<BlockResponse>('blocks', { body }),
    onSuccess: (_answer, body) => onBlocked?.(body),
    onSettled: () => refreshAfterBlockChange(queryClient),
  });
}

/** `DELETE /api/blocks/{userName}`: unblock or unmute. */
export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) =>
      api<MessageResponse>(`blocks/${encodeURIComponent(userName)}`, { method: 'DELETE' }),
    onSettled: () => refreshAfterBlockChange(queryClient),
  });
}
