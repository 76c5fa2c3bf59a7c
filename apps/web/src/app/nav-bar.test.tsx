import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { NavBar } from './nav-bar.tsx';

function renderBar(unread?: Record<string, number>) {
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <NavBar unread={unread} />
    </MemoryRouter>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

test('an unread count is on the Chat entry and in its name; its text stays "Chat"', () => {
  renderBar({ '/chat': 3 });
  const chat = within(nav()).getByRole('link', { name: 'Chat, 3 unread' });
  expect(chat).toHaveAttribute('href', '/chat');
  expect(chat).toHaveTextContent(/^Chat$/);
  expect(chat.querySelector('.nav-badge')).toHaveAttribute('data-count', '3');
  // The other entries are as they were.
  expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-label');
});

test('the count stops at "99+"; none at all when nothing is unread', () => {
  const { unmount } = renderBar({ '/chat': 100 });
  const chat = within(nav()).getByRole('link', { name: 'Chat, 99+ unread' });
  expect(chat.querySelector('.nav-badge')).toHaveAttribute('data-count', '99+');
  unmount();

  renderBar({ '/chat': 0 });
  expect(within(nav()).getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-label');
  expect(nav().querySelector('.nav-badge')).toBeNull();
});
