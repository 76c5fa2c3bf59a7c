import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, expect, test, vi } from 'vitest';
import { messages } from '@tuning/shared/messages';
import {
  currentLocation as location,
  renderRoutes,
  resetBrowserState,
  stubApi,
} from '../../test/render-route.tsx';
import { Component as UserDetailsRoute } from './user-details.tsx';

afterEach(resetBrowserState);

const renderDetails = (url: string) =>
  renderRoutes([{ path: '/signup/userdetails', element: <UserDetailsRoute /> }], url);

/** The details page of user u-1, with the date of birth and `pronouns` filled in. */
async function openFilledIn(pronouns: string) {
  renderDetails('/signup/userdetails?userId=u-1');
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Date Of Birth'), '2004-05-06');
  await user.selectOptions(screen.getByLabelText('Pronouns'), pronouns);
  return user;
}

test('user details without a userId goes to /error', async () => {
  renderDetails('/signup/userdetails');
  await waitFor(() => expect(location()).toBe('/error'));
});

test('user details validates, reads Entering..., stores the college cookie and goes to /home', async () => {
  Cookies.set('userEmail', 'kai@gmail.com');
  let release: () => void = () => {};
  const calls = stubApi({
    'POST /api/signup/userdetails': () =>
      new Promise((resolve) => {
        release = () => resolve({ body: { userId: 'u-1' } });
      }),
    'POST /api/currentuser': () => ({ body: { userId: 'u-1' } }),
    'POST /api/currentusercollege': () => ({ body: { usercollegeData: { college: 'MIT' } } }),
  });
  renderDetails('/signup/userdetails?userId=u-1');
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.dobRequired);
  await user.type(screen.getByLabelText('Date Of Birth'), '2004-05-06');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.pronounRequired);
  await user.selectOptions(screen.getByLabelText('Pronouns'), 'They/Them');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('button', { name: 'Entering...' })).toBeDisabled();
  release();
  await waitFor(() => expect(location()).toBe('/home'));
  expect(calls.map((c) => c.key)).toEqual([
    'POST /api/signup/userdetails',
    'POST /api/currentuser',
    'POST /api/currentusercollege',
  ]);
  expect(calls[0]?.body).toEqual({
    dateOfBirth: '2004-05-06',
    pronouns: 'They/Them',
    userId: 'u-1',
  });
  expect(Cookies.get('userSelectedCollege')).toBe('MIT');
});

test('user details failure shows the product.md text', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  stubApi({ 'POST /api/signup/userdetails': () => ({ status: 500 }) });
  const user = await openFilledIn('Other');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.userDetailsFailed);
});

test('user details sends the optional college, which becomes the college cookie', async () => {
  Cookies.set('userEmail', 'kai@gmail.com');
  const calls = stubApi({
    'POST /api/signup/userdetails': () => ({ body: { userId: 'u-1' } }),
    'POST /api/currentuser': () => ({ body: { userId: 'u-1' } }),
    'POST /api/currentusercollege': () => ({
      body: { usercollegeData: { college: 'Meridian College' } },
    }),
  });
  const user = await openFilledIn('She/Her');
  const college = screen.getByRole('textbox', { name: 'College (optional)' });
  expect(college).toHaveAccessibleDescription(
    'Students from your college come first on Socialize.',
  );
  await user.type(college, '  Meridian College ');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(location()).toBe('/home'));
  expect(calls[0]?.body).toEqual({
    dateOfBirth: '2004-05-06',
    pronouns: 'She/Her',
    userId: 'u-1',
    collegeName: 'Meridian College',
  });
  expect(Cookies.get('userSelectedCollege')).toBe('Meridian College');
});
