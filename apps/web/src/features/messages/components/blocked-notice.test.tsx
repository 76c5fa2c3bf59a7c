import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { safetyTexts } from '@tuning/shared/safety';
import { renderWithProviders, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { BlockedNotice } from './blocked-notice.tsx';

afterEach(resetBrowserState);

test('says who is blocked and what it means; Unblock asks the server at once', async () => {
  const calls = stubApi({
    'DELETE /api/blocks/ben': () => ({ body: { message: safetyTexts.unblocked('ben') } }),
    'GET /api/blocks': () => ({ body: { blocks: [] } }),
  });
  renderWithProviders(<BlockedNotice userName="ben" name="Ben Ito" />);
  const notice = screen.getByRole('region', { name: 'Blocked' });
  expect(notice).toHaveTextContent(
    'You blocked Ben Ito. Neither of you can send messages here until you unblock them.',
  );
  await userEvent.setup().click(within(notice).getByRole('button', { name: 'Unblock' }));
  await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/blocks/ben'));
});

test('a failed Unblock shows the server’s reason', async () => {
  stubApi({
    'DELETE /api/blocks/ben': () => ({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong' },
    }),
  });
  renderWithProviders(<BlockedNotice userName="ben" name="Ben Ito" />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
});
