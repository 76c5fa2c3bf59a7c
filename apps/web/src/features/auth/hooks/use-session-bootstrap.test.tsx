import { userAuthQueryKey } from '../api/get-user-auth.ts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { currentUserQueryKey } from '../../../lib/current-user.ts';
import { currentUserData } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render-route.tsx';
import { useSessionBootstrap } from './use-session-bootstrap.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Bootstrap() {
  useSessionBootstrap();
  return null;
}

const location = () => screen.getByTestId('location').textContent;

/**
 * A profile left from before: the bootstrap drops it when it finds the visitor signed out, which
 * tells a test that the decision (to stay or to leave) has been made.
 */
const staleProfile = (queryClient: QueryClient) =>
  queryClient.setQueryData(currentUserQueryKey, { uid: 'stale' });
const profileDropped = (queryClient: QueryClient) =>
  waitFor(() => expect(queryClient.getQueryState(currentUserQueryKey)).toBeUndefined());
const page = (path: string) => ({ path, element: <p>{path} page</p> });
const pages = [
  '/chat',
  '/login',
  '/signup',
  '/signup/userdetails',
  '/reset-password',
  '/confirm-email',
  '/forgot-password',
].map(page);

const kai = currentUserData({ userCurrentId: 'u-1', userFullName: 'Kai', userUserName: 'kai' });

function signedIn() {
  return stubApi({
    'GET /api/userauth': () => ({
      body: { userId: 'u-1', userEmail: 'kai@gmail.com', emailConfirmed: true },
    }),
    'GET /api/currentuser': () => ({ body: { currentUserData: kai } }),
  });
}

test('signed out on a private page: the profile is dropped and the app goes to /login', async () => {
  stubApi({ 'GET /api/userauth': () => ({ status: 401, body: { message: 'Not signed in' } }) });
  const { queryClient } = renderRoutes(pages, '/chat', <Bootstrap />, staleProfile);
  await waitFor(() => expect(location()).toBe('/login'));
  expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
});

test.each([
  '/confirm-email',
  '/signup',
  '/signup/userdetails?userId=u-1',
  '/forgot-password',
  '/reset-password?token=t',
])('signed out on the public path %s: the app stays', async (path) => {
  stubApi({ 'GET /api/userauth': () => ({ status: 401, body: {} }) });
  const { queryClient } = renderRoutes(pages, path, <Bootstrap />, staleProfile);
  await profileDropped(queryClient);
  expect(location()).toBe(path);
});

test('a failed session check (not 401) is logged and treated as signed out', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({ 'GET /api/userauth': () => ({ status: 500, body: {} }) });
  renderRoutes(pages, '/chat', <Bootstrap />);
  await waitFor(() => expect(location()).toBe('/login'));
  expect(warn).toHaveBeenCalledWith('Session check failed', expect.anything());
});

test('no answer (offline, 503) decides nothing: the screen stays until the check answers', async () => {
  let up = false;
  const calls = stubApi({
    'GET /api/userauth': () =>
      up
        ? { body: { userId: 'u-1', userEmail: 'kai@gmail.com', emailConfirmed: true } }
        : { status: 503, body: {} },
    'GET /api/currentuser': () => ({ body: { currentUserData: kai } }),
  });
  const { queryClient } = renderRoutes(pages, '/chat', <Bootstrap />);
  await waitFor(() => expect(queryClient.getQueryState(userAuthQueryKey)?.status).toBe('error'));
  expect(location()).toBe('/chat');
  expect(calls.map((c) => c.key)).not.toContain('GET /api/currentuser');
  // The server answers again: the offline banner refetches what failed, and the check decides.
  up = true;
  await queryClient.refetchQueries({ type: 'active' });
  await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/currentuser'));
  expect(location()).toBe('/chat');
});

test.each(['/login', '/signup'])(
  'signed in on %s: the profile loads and the app goes to /chat',
  async (path) => {
    const calls = signedIn();
    renderRoutes(pages, path, <Bootstrap />);
    await waitFor(() => expect(location()).toBe('/chat'));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/currentuser'));
  },
);

test('signed in elsewhere: the app stays where it is', async () => {
  const calls = signedIn();
  renderRoutes(pages, '/signup/userdetails?userId=u-1', <Bootstrap />);
  await waitFor(() => expect(calls.map((c) => c.key)).toContain('GET /api/currentuser'));
  expect(location()).toBe('/signup/userdetails?userId=u-1');
});

test('signed out while / is still redirecting to a lazily loaded /signup: the app lands on /signup', async () => {
  stubApi({ 'GET /api/userauth': () => ({ status: 401, body: {} }) });
  let loadSignup: () => void = () => {};
  const signupLoaded = new Promise<void>((resolve) => {
    loadSignup = resolve;
  });
  const { queryClient } = renderRoutes(
    [
      { path: '/', element: <Navigate to="/signup" replace /> },
      {
        path: '/signup',
        lazy: async () => {
          await signupLoaded;
          return { Component: () => <p>signup page</p> };
        },
      },
      page('/login'),
    ],
    '/',
    <Bootstrap />,
    staleProfile,
  );
  await profileDropped(queryClient);
  loadSignup();
  expect(await screen.findByText('signup page')).toBeInTheDocument();
  expect(location()).toBe('/signup');
});

test.each(['/saga/Tyson', '/profile', '/home'])(
  'signed out on %s: the app goes to /login',
  async (path) => {
    stubApi({ 'GET /api/userauth': () => ({ status: 401, body: {} }) });
    renderRoutes(
      [...pages, page('/saga/:name'), page('/profile'), page('/home')],
      path,
      <Bootstrap />,
    );
    await waitFor(() => expect(location()).toBe('/login'));
  },
);

test('signed out on the 404 page: it stays (product.md sends /signup/userdetails without userId there)', async () => {
  stubApi({ 'GET /api/userauth': () => ({ status: 401, body: {} }) });
  const { queryClient } = renderRoutes(pages, '/error', <Bootstrap />, staleProfile);
  await profileDropped(queryClient);
  expect(location()).toBe('/error');
});
