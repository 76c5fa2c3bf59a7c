import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { unreadNotifications, useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { DesktopOptIn } from './desktop-opt-in.tsx';
import { NotificationItem } from './notification-item.tsx';
import '../../../components/spinner.css';

/**
 * The bell's panel (loaded when it first opens). Opening it marks what it shows read on the
 * server, so the bell's count goes; the ones that were new keep their mark while it stays open.
 */
export default function NotificationPanel(props: { onNavigate: () => void }) {
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => Date.now());
  // Captured once, when the list is first here: the notifications this opening shows as new.
  const [fresh, setFresh] = useState<ReadonlySet<number>>();
  const notifications = list.data?.pages.flatMap((page) => page.notifications);
  const newest = notifications?.[0]?.id;
  const { mutate } = markRead;

  if (notifications && fresh === undefined) {
    setFresh(new Set(notifications.filter((n) => !n.read).map((n) => n.id)));
  }
  const unread = unreadNotifications(list.data);
  const openedUnread = fresh !== undefined && (fresh.size > 0 || unread > 0);
  useEffect(() => {
    if (openedUnread && newest !== undefined) mutate(newest);
    // Once per opening, for what was there when it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedUnread]);

  const anyNew = unread > 0 || (notifications?.some((n) => !n.read || fresh?.has(n.id)) ?? false);
  return (
    <section className="notices" aria-labelledby={titleId}>
      <div className="notices__head">
        <h2 id={titleId} className="notices__title" ref={titleRef} tabIndex={-1}>
          Notifications
        </h2>
        {anyNew && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setFresh(new Set());
              mutate(undefined);
              // The button goes with the last unread one: the focus stays in the panel.
              titleRef.current?.focus();
            }}
          >
            Mark all read
          </button>
        )}
      </div>
      <DesktopOptIn />
      {list.isPending && <Spinner small label="Loading notifications" />}
      {list.isError && !notifications && (
        <div className="notices__empty">
          <p className="form-error">We could not load your notifications.</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {notifications?.length === 0 && (
        <p className="notices__empty">
          Nothing yet. Mentions, replies, reactions to your messages and new followers show up here.
        </p>
      )}
      {notifications && notifications.length > 0 && (
        <ul className="notices__list">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              isNew={!notification.read || (fresh?.has(notification.id) ?? false)}
              now={now}
              onNavigate={props.onNavigate}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="notices__more">
          <button
            type="button"
            className="button button--small"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </button>
          {list.isFetchNextPageError && (
            <p className="form-error">We could not load more. Try again.</p>
          )}
        </div>
      )}
    </section>
  );
}
