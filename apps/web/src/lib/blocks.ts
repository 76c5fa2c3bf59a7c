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

/** What a block changes besides the list: follows both ways, counts, the profile shown. */
const AFFECTED = new Set([
  'blocks',
  'follow-status',
  'follow-lists',
  'currentuser',
  'otheruserprofile',
]);

function refreshAfterBlockChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => AFFECTED.has(String(query.queryKey[0])),
  });
}

/** `POST /api/blocks`: block or mute (blocking someone muted, or the reverse, changes the kind). */
export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockBody) => api<BlockResponse>('blocks', { body }),
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
