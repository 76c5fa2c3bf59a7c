import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { chatMessage } from '../../../test/fixtures.ts';
import { MessageList } from './message-list.tsx';

const message = (seq: number) =>
  chatMessage(seq, { message: `hello ${seq}`, timestamp: Date.now() - 60_000 + seq });

const props = {
  ownId: 'u-ann',
  historyLoaded: true,
  hasOlder: false,
  loadingOlder: false,
  onLoadOlder: () => {},
};

test('the messages held at mount go in once the screen has painted, all of them, in order', async () => {
  const { container } = render(<MessageList {...props} messages={[message(1), message(2)]} />);
  expect(container.querySelectorAll('.chat-message')).toHaveLength(0);
  expect(screen.queryByText('No messages yet. Start the conversation!')).toBeNull();
  expect(await screen.findByText('hello 2')).toBeInTheDocument();
  expect([...container.querySelectorAll('.chat-message')].map((li) => li.textContent)).toEqual([
    expect.stringContaining('hello 1'),
    expect.stringContaining('hello 2'),
  ]);
});

test('an empty chat says so at once; a spinner shows until history is loaded', () => {
  const { rerender } = render(<MessageList {...props} historyLoaded={false} messages={[]} />);
  expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  rerender(<MessageList {...props} messages={[]} />);
  expect(screen.getByText('No messages yet. Start the conversation!')).toBeInTheDocument();
});
