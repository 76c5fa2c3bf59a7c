import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { ChatHeader } from './chat-header.tsx';

const user = {
  uid: 'u1',
  fullName: 'Ann Lee',
  userName: 'ann',
  userProfilePic: '',
} as CurrentUserProfile;

test('a spinner while the profile loads', () => {
  render(<ChatHeader user={undefined} userLoading onlineCount={0} connected={false} />);
  expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
});

test("'No user data' when there is no profile", () => {
  render(<ChatHeader user={undefined} userLoading={false} onlineCount={0} connected />);
  expect(screen.getByText('No user data')).toBeInTheDocument();
});

test('name, @user name, letter avatar, count, and offline only when disconnected', () => {
  const { rerender } = render(
    <ChatHeader user={user} userLoading={false} onlineCount={3} connected />,
  );
  expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  expect(screen.getByText('@ann')).toBeInTheDocument();
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByText('3 users online')).toBeInTheDocument();
  expect(screen.queryByText('(You are offline)')).toBeNull();
  rerender(<ChatHeader user={user} userLoading={false} onlineCount={3} connected={false} />);
  expect(screen.getByText('(You are offline)')).toBeInTheDocument();
});

test('with a list to show, the count is a button that opens it', async () => {
  const onShowOnline = vi.fn();
  render(
    <ChatHeader
      user={user}
      userLoading={false}
      onlineCount={2}
      connected
      onShowOnline={onShowOnline}
    />,
  );
  screen.getByRole('button', { name: '2 users online' }).click();
  expect(onShowOnline).toHaveBeenCalledTimes(1);
});
