import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { prefetchNewestChatPage } from '../features/chat/api/get-chat-history.ts';
import { prepareMessageTimes } from '../features/chat/lib/format-day-separator.ts';
import { currentUserQueryOptions } from '../lib/current-user.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppShell } from './app-shell.tsx';
import { RouteError } from './route-error.tsx';

/**
 * The chat's data starts loading with the navigation, beside the screen's code, instead of after
 * it: the newest messages over HTTP and the user the socket joins as. Nothing waits for them here;
 * the time formatting the messages need is set up while they are on their way.
 */
export function loadChatScreen(): null {
  prefetchNewestChatPage(queryClient);
  void queryClient.prefetchQuery(currentUserQueryOptions());
  prepareMessageTimes();
  return null;
}

/** One lazily loaded module per screen, so first paint ships only what the screen needs. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/signup" replace /> },
      { path: '/signup', lazy: () => import('./routes/signup.tsx') },
      { path: '/signup/userdetails', lazy: () => import('./routes/user-details.tsx') },
      { path: '/login', lazy: () => import('./routes/login.tsx') },
      { path: '/forgot-password', lazy: () => import('./routes/forgot-password.tsx') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password.tsx') },
      { path: '/confirm-email', lazy: () => import('./routes/confirm-email.tsx') },
      { path: '/home', lazy: () => import('./routes/home.tsx') },
      { path: '/socialize', lazy: () => import('./routes/socialize.tsx') },
      { path: '/profile', lazy: () => import('./routes/profile.tsx') },
      { path: '/userprofile', lazy: () => import('./routes/user-profile.tsx') },
      { path: '/followfollower', lazy: () => import('./routes/follow-follower.tsx') },
      { path: '/messages', lazy: () => import('./routes/messages.tsx') },
      { path: '/messages/:conversationId', lazy: () => import('./routes/conversation.tsx') },
      { path: '/chat', loader: loadChatScreen, lazy: () => import('./routes/chat.tsx') },
      { path: '/saga/comicbook', lazy: () => import('./routes/comic-book.tsx') },
      { path: '/saga/:characterName', lazy: () => import('./routes/character-chat.tsx') },
      { path: '/admin', lazy: () => import('./routes/admin.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
];

export const router = createBrowserRouter(routes);
