import { afterEach, expect, test, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routes } from './router.tsx';
import { accessOf, NAV_ENTRIES, ROUTE_RULES } from '../lib/route-access.ts';
import { hang, resetBrowserState, stubApi } from '../test/render-route.tsx';

afterEach(resetBrowserState);

/**
 * Every URL the app fetches, none of them answered: what a screen asks for must start without
 * anything having come back.
 */
function recordRequests(): string[] {
  const urls: string[] = [];
  stubApi({
    '*': (_body, call) => {
      urls.push(call.url);
      return hang(_body, call);
    },
  });
  return urls;
}

test('opening /chat asks for the newest messages and the user at once, beside the screen code', async () => {
  const urls = recordRequests();
  const router = createMemoryRouter(routes, { initialEntries: ['/chat'] });
  await vi.waitFor(() => expect(urls).toContain('/api/chat/history'));
  expect(urls).toContain('/api/currentuser');
  router.dispose();
});

test('other screens do not ask for chat history', async () => {
  const urls = recordRequests();
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  expect(urls.filter((url) => url.includes('chat'))).toEqual([]);
  router.dispose();
});

test('every screen of the router has one access rule, and every rule a screen', () => {
  const paths = (routes[0]!.children ?? [])
    .map((route) => route.path)
    .filter((path): path is string => Boolean(path) && path !== '*');
  expect([...paths].sort()).toEqual(ROUTE_RULES.map((rule) => rule.path).sort());
  expect(NAV_ENTRIES.map((entry) => entry.label)).toEqual([
    'ComicBook',
    'Home',
    'Socialize',
    'Chat',
    'Messages',
    'Profile',
  ]);
  expect(accessOf('/saga/Kai')).toBe('signed-in');
  expect(accessOf('/saga/comicbook')).toBe('signed-in');
  expect(accessOf('/signup')).toBe('guest');
  expect(accessOf('/reset-password')).toBe('public');
  expect(accessOf('/no-such-page')).toBeUndefined();
});
