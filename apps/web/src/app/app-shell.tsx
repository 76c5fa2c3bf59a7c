import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { isModerator } from '@tuning/shared/safety';
import { useAccount } from '../lib/account.ts';
import { ruleFor } from '../lib/route-access.ts';
import { useOpenReports } from '../features/admin/api/open-reports.ts';
import { OpenReportsLink } from '../features/admin/components/open-reports-link.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { UpdateBanner } from '../components/update-banner.tsx';
import { NavBar } from './nav-bar.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import { useUserAuth } from '../features/auth/api/get-user-auth.ts';
import { ConfirmEmailBanner } from '../features/auth/components/confirm-email-banner.tsx';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap.ts';
import { newestChatPageQueryOptions } from '../features/chat/api/get-chat-history.ts';
import { useMessagesUnread } from '../features/messages/api/get-unread.ts';
import { useConversationEvents } from '../features/messages/hooks/use-conversation-events.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useAppNotifications } from '../features/notifications/hooks/use-app-notifications.ts';
import { conversationOnScreen } from '../features/notifications/lib/desktop-notifications.ts';
import {
  ChatUnreadContext,
  useChatUnread,
} from '../features/notifications/hooks/use-chat-unread.ts';

/**
 * The newest message of the chat's first page, once the /chat route has loaded it: read up to
 * there as soon as the chat is on screen. Only watches the cache; never fetches.
 */
function useNewestChatSeq(): number | undefined {
  const newest = useQuery({ ...newestChatPageQueryOptions(), enabled: false });
  return newest.data?.messages.at(-1)?.seq;
}

function SignedInNavBar() {
  const { unread } = useChatUnread();
  // Moderators and admins get the count of open reports, live, beside and in the bell.
  const staff = isModerator(useAccount().data?.role);
  const openReports = useOpenReports(staff);
  // Private messages: unread in the inbox, and requests waiting (each one counts once).
  useConversationEvents(true);
  const messages = useMessagesUnread(true).data;
  const messagesUnread = (messages?.inbox ?? 0) + (messages?.requests ?? 0);
  return (
    <NavBar
      extras={
        <>
          {staff && <OpenReportsLink open={openReports} />}
          <NotificationBell openReports={openReports} />
        </>
      }
      unread={{ '/chat': unread, '/messages': messagesUnread }}
    />
  );
}

export function AppShell() {
  useSessionBootstrap();
  const { pathname } = useLocation();
  const rule = ruleFor(pathname);
  const showNav = Boolean(rule?.nav);
  // Signed in, and not on the way out to the login or signup page (a logout lands there).
  const auth = useUserAuth();
  const userId = auth.isSuccess && rule?.access !== 'guest' ? auth.data.userId : undefined;
  const unreadStore = useAppNotifications({
    userId,
    onChat: pathname === '/chat',
    newestChatSeq: useNewestChatSeq(),
    openConversationId: conversationOnScreen(pathname),
  });
  return (
    <ChatUnreadContext value={unreadStore}>
      <SkipLink />
      {showNav && (userId ? <SignedInNavBar /> : <NavBar />)}
      {showNav && <ConfirmEmailBanner />}
      <OfflineBanner />
      <UpdateBanner />
      {/* Focusable from the skip link only (tabIndex -1): Tab itself never stops on it. */}
      <main className="page" id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </ChatUnreadContext>
  );
}
