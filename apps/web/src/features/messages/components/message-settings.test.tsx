import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { renderWithProviders, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { MessageSettings } from './message-settings.tsx';

afterEach(resetBrowserState);

test('Read receipts next to Who can message me, saved when switched', async () => {
  let settings = { whoCanMessage: 'everyone', readReceipts: true };
  const calls = stubApi({
    'GET /api/messages/settings': () => ({ body: settings }),
    'PUT /api/messages/settings': (body) => {
      settings = { ...settings, ...(body as object) };
      return { body: settings };
    },
  });
  renderWithProviders(<MessageSettings />);
  const receipts = await screen.findByRole('switch', { name: 'Read receipts' });
  await screen.findByRole('radio', { name: 'Everyone', checked: true });
  expect(receipts).toBeChecked();
  expect(receipts).toHaveAccessibleDescription(
    'When this is off, others don’t see when you’ve read their messages, and you don’t see theirs.',
  );

  await userEvent.click(receipts);
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(receipts).not.toBeChecked();
  expect(calls.filter((c) => c.key === 'PUT /api/messages/settings').map((c) => c.body)).toEqual([
    { readReceipts: false },
  ]);

  await userEvent.click(screen.getByRole('radio', { name: 'Nobody' }));
  await screen.findByRole('radio', { name: 'Nobody', checked: true });
  expect(calls.filter((c) => c.key === 'PUT /api/messages/settings').at(-1)?.body).toEqual({
    whoCanMessage: 'nobody',
  });
  // One setting at a time: the other stays as it was.
  expect(receipts).not.toBeChecked();
});
