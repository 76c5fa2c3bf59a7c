import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { UNREAD_COUNT_MAX } from '@tuning/shared/chat-extras';
import type { AppNotification, NotificationsPage } from '@tuning/shared/notifications';
import { api } from '../../../lib/api-client.ts';

export const notificationsQueryKey = ['notifications'] as const;

/** `GET /api/notifications?before=id`: newest first, a page at a time, with the unread count. */
export function getNotifications(before?: number): Promise<NotificationsPage> {
  return api<NotificationsPage>(
    before === undefined ? 'notifications' : `notifications?before=${before}`,
  );
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.notifications.at(-1)?.id : undefined),
    // Kept current by the socket (`notification`) and refetched after every reconnect.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The bell's list and count, loaded as soon as a user is signed in (the badge needs the count). */
export function useNotifications(enabled: boolean) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}

/** The unread count the bell shows: the first page's, kept up to date by the socket. */
export function unreadNotifications(data: { pages: NotificationsPage[] } | undefined): number {
  return data?.pages[0]?.unread ?? 0;
}

/**
 * A `notification` from the socket goes on top of the list, once (by id), and counts as unread.
 * False when it was already there; before the list is loaded, the load brings it (true: new).
 */
export function addLiveNotification(client: QueryClient, notification: AppNotification): boolean {
  let added = true;
  client.setQueryData(notificationsQueryOptions().queryKey, (data) => {
    const first = data?.pages[0];
    if (!data || !first) return data;
    if (data.pages.some((page) => page.notifications.some((n) => n.id === notification.id))) {
      added = false;
      return data;
    }
    const notifications = [notification, ...first.notifications].sort((a, b) => b.id - a.id);
    const unread = notification.read ? first.unread : Math.min(first.unread + 1, UNREAD_COUNT_MAX);
    return { ...data, pages: [{ ...first, notifications, unread }, ...data.pages.slice(1)] };
  });
  return added;
}
