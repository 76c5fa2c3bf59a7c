import { QueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { afterEach, expect, test, vi } from 'vitest';
import { resetBrowserState, stubApi } from '../test/render-route.tsx';
import { logout } from './logout.ts';

afterEach(resetBrowserState);

test('logout calls the server, clears cookies, storage and cache, then goes to /login', async () => {
  stubApi({ 'POST /api/logout': () => ({ body: { message: 'Logged out' } }) });
  Cookies.set('userId', 'u-1');
  Cookies.set('userEmail', 'kai@gmail.com');
  Cookies.set('userSelectedCollege', 'MIT');
  localStorage.setItem('userId', 'u-1');
  localStorage.setItem('userEmail', 'kai@gmail.com');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['currentuser'], { uid: 'u-1' });
  const navigate = vi.fn();

  await logout({ navigate, queryClient });

  expect(fetch).toHaveBeenCalledWith(
    '/api/logout',
    expect.objectContaining({ method: 'POST', credentials: 'include' }),
  );
  expect(Cookies.get()).toEqual({});
  expect(localStorage.getItem('userId')).toBeNull();
  expect(localStorage.getItem('userEmail')).toBeNull();
  expect(queryClient.getQueryData(['currentuser'])).toBeUndefined();
  expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
});

test('logout still signs out locally when the server cannot be reached', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({ 'POST /api/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
  Cookies.set('userId', 'u-1');
  const navigate = vi.fn();
  await logout({ navigate, queryClient: new QueryClient() });
  expect(Cookies.get('userId')).toBeUndefined();
  expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  expect(warn).toHaveBeenCalled();
});
