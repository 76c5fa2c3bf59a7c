import { afterEach, expect, test, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { routes } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Every URL the app fetches, none of them answered: what a screen asks for must start without
 * anything having come back.
 */
function recordRequests(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Promise<Response>(() => {});
    }),
  );
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
