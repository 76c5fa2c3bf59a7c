import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ChatNotice, NOTICE_MS } from './chat-notice.tsx';

afterEach(() => {
  vi.useRealTimers();
});

test('a notice shows in the live region for a while; the same text again shows again', () => {
  vi.useFakeTimers();
  const { rerender } = render(<ChatNotice notice={undefined} />);
  const region = screen.getByRole('status');
  expect(region).toBeEmptyDOMElement();
  rerender(<ChatNotice notice={{ id: 1, text: 'The original message is no longer available' }} />);
  expect(region).toHaveTextContent('The original message is no longer available');
  act(() => {
    vi.advanceTimersByTime(NOTICE_MS);
  });
  expect(region).toBeEmptyDOMElement();
  rerender(<ChatNotice notice={{ id: 2, text: 'The original message is no longer available' }} />);
  expect(region).toHaveTextContent('The original message is no longer available');
});

test('a notice can be dismissed at once', async () => {
  const user = userEvent.setup();
  render(<ChatNotice notice={{ id: 3, text: 'Your reaction was not saved. Slow down.' }} />);
  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
