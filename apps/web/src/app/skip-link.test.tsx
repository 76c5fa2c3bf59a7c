import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

test('the skip link is the first Tab stop and puts focus on the main content, past the links', async () => {
  const user = userEvent.setup();
  render(
    <>
      <SkipLink />
      <nav>
        <a href="/home">Home</a>
      </nav>
      <main id={MAIN_ID} tabIndex={-1}>
        <button type="button">In the page</button>
      </main>
    </>,
  );
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.location.hash).toBe('');
  await user.tab();
  expect(screen.getByRole('button', { name: 'In the page' })).toHaveFocus();
});
