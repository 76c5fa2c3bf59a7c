import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsReadBody,
  NotificationsPage,
  NotificationsUnread,
} from '@tuning/shared/notifications';
import { api } from '../../../lib/api-client.ts';
import { notificationsQueryOptions } from './get-notifications.ts';

/** `POST /api/notifications/read`: read up to and including `upTo`, or all of them. */
export function markNotificationsRead(upTo?: number): Promise<NotificationsUnread> {
  const body: MarkNotificationsReadBody = upTo === undefined ? {} : { upTo };
  return api<NotificationsUnread>('notifications/read', { body });
}

/** The list with everything up to `upTo` (all when absent) read, and the count that leaves. */
function markPages(pages: NotificationsPage[], upTo: number | undefined): NotificationsPage[] {
  const isRead = (id: number) => upTo === undefined || id <= upTo;
  const marked = pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((n) =>
      n.read || !isRead(n.id) ? n : { ...n, read: true },
    ),
  }));
  // Anything newer than `upTo` came in live and is on the first page.
  const left = marked[0]?.notifications.filter((n) => !n.read).length ?? 0;
  return marked.map((page, index) => (index === 0 ? { ...page, unread: left } : page));
}

/** Marks notifications read on screen at once; the server's count follows, a failure reloads. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const { queryKey } = notificationsQueryOptions();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: (upTo: number | undefined) => markNotificationsRead(upTo),
    onMutate: async (upTo) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData(queryKey, (data) =>
        data ? { ...data, pages: markPages(data.pages, upTo) } : data,
      );
    },
    onError: (error) => {
      // The list may have changed since (live notifications): the server's is the one to show.
      console.warn('Could not mark notifications read', error);
      void client.invalidateQueries({ queryKey });
    },
    onSuccess: ({ unread }) => {
      client.setQueryData(queryKey, (data) => {
        const first = data?.pages[0];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, unread }, ...data.pages.slice(1)] };
      });
    },
  });
}
