import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxPage } from '@tuning/shared/conversations-response-schemas';
import { api } from '../../../lib/api-client.ts';

export type Folder = 'inbox' | 'requests';

/** Every query of this feature starts with it: a conversation changed refreshes them all. */
export const conversationsRootKey = ['conversations'] as const;

/** `GET /api/conversations?folder=&before=`: 20 a page, newest activity first. */
export function getInbox(folder: Folder, before?: number): Promise<InboxPage> {
  const cursor = before === undefined ? '' : `&before=${before}`;
  return api<InboxPage>(`conversations?folder=${folder}${cursor}`);
}

export const inboxQueryOptions = (folder: Folder) =>
  infiniteQueryOptions({
    queryKey: [...conversationsRootKey, 'list', folder],
    queryFn: ({ pageParam }) => getInbox(folder, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next,
  });

export function useInbox(folder: Folder) {
  return useInfiniteQuery(inboxQueryOptions(folder));
}
