import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { MessageItem } from './message-item.tsx';
import { typingText } from './typing-indicator.tsx';

const base: LocalMessage = {
  message: 'hello',
  timestamp: new Date(2026, 2, 4, 9, 5).getTime(),
  userId: 'u2',
  username: 'ben',
  fullName: 'Ben Ito',
  profilePic: '',
  messageId: 'u2-1-a',
  seq: 1,
};

test("others' messages show the avatar, name, @user name and hour:minute", () => {
  render(
    <ul>
      <MessageItem message={base} own={false} />
    </ul>,
  );
  expect(screen.getByText('B')).toBeInTheDocument();
  expect(screen.getByText('Ben Ito')).toBeInTheDocument();
  expect(screen.getByText('@ben')).toBeInTheDocument();
  expect(screen.getByRole('listitem')).not.toHaveClass('chat-message--own');
  expect(screen.getByText(/09.05/)).toBeInTheDocument();
});

test('own messages are styled apart, without the avatar; missing names fall back', () => {
  render(
    <ul>
      <MessageItem message={{ ...base, fullName: '', username: '' }} own />
    </ul>,
  );
  expect(screen.getByRole('listitem')).toHaveClass('chat-message--own');
  expect(screen.getByText('Unknown')).toBeInTheDocument();
  expect(screen.getByText('@unknown')).toBeInTheDocument();
  expect(screen.queryByText('?')).toBeNull();
});

test("a nameless sender's avatar is '?'", () => {
  render(
    <ul>
      <MessageItem message={{ ...base, fullName: '' }} own={false} />
    </ul>,
  );
  expect(screen.getByText('?')).toBeInTheDocument();
});

test('text stays text; only http(s) links are links', () => {
  render(
    <ul>
      <MessageItem
        message={{ ...base, message: '<b>bold</b> javascript:alert(1) https://ok.example/x' }}
        own={false}
      />
    </ul>,
  );
  expect(screen.getByText(/<b>bold<\/b> javascript:alert\(1\)/)).toBeInTheDocument();
  const links = screen.getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', 'https://ok.example/x');
  expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
});

test('typing texts for one and several typers', () => {
  expect(typingText([])).toBe('');
  expect(typingText([{ name: 'Ann Lee' }])).toBe('Ann Lee is typing...');
  expect(typingText([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('3 people are typing...');
});
