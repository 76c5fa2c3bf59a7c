import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { chatMessage } from '../../../test/fixtures.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { MessageList, type JumpRequest } from './message-list.tsx';
import { spyHandlers } from './message-test-kit.tsx';

const message = (seq: number, extra: Partial<LocalMessage> = {}) =>
  chatMessage(seq, { message: `hello ${seq}`, timestamp: Date.now() - 60_000 + seq, ...extra });

const props = {
  ownId: 'u-ann',
  ownUserName: 'ann',
  historyLoaded: true,
  hasOlder: false,
  loadingOlder: false,
  onLoadOlder: () => {},
};

function renderList(
  extra: Partial<Parameters<typeof MessageList>[0]> & { messages: LocalMessage[] },
) {
  return render(
    <MemoryRouter>
      <MessageList {...props} {...extra} />
    </MemoryRouter>,
  );
}

test('the messages held at mount go in once the screen has painted, all of them, in order', async () => {
  const { container } = renderList({ messages: [message(1), message(2)] });
  expect(container.querySelectorAll('.chat-message')).toHaveLength(0);
  expect(screen.queryByText('No messages yet. Start the conversation!')).toBeNull();
  expect(await screen.findByText('hello 2')).toBeInTheDocument();
  expect([...container.querySelectorAll('.chat-message')].map((li) => li.textContent)).toEqual([
    expect.stringContaining('hello 1'),
    expect.stringContaining('hello 2'),
  ]);
});

test('an empty chat says so at once; a spinner shows until history is loaded', () => {
  const { rerender } = renderList({ historyLoaded: false, messages: [] });
  expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  rerender(
    <MemoryRouter>
      <MessageList {...props} messages={[]} />
    </MemoryRouter>,
  );
  expect(screen.getByText('No messages yet. Start the conversation!')).toBeInTheDocument();
});

test('a real list: the day separator is one of its items; the scroll region is reachable and named', async () => {
  renderList({ messages: [message(1), message(2)] });
  await screen.findByText('hello 2');
  const region = screen.getByRole('log', { name: 'Messages' });
  expect(region).toHaveAttribute('tabindex', '0');
  const list = within(region).getByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Today',
    expect.stringContaining('hello 1'),
    expect.stringContaining('hello 2'),
  ]);
  for (const child of list.children) expect(child.tagName).toBe('LI');
  // One author within minutes: one group, the name shown once.
  expect(within(list).getAllByText('Ben Ito')).toHaveLength(1);
});

test('one message takes Tab (the newest); Up, Down, Home and End move between messages', async () => {
  const user = userEvent.setup();
  const onLoadOlder = vi.fn();
  renderList({
    messages: [message(1), message(2), message(3)],
    handlers: spyHandlers(),
    hasOlder: true,
    onLoadOlder,
  });
  await screen.findByText('hello 3');
  const [first, second, third] = screen
    .getAllByRole('listitem')
    .filter((item) => item.matches('[data-message-id]'));
  expect([first, second, third].map((item) => item?.getAttribute('tabindex'))).toEqual([
    '-1',
    '-1',
    '0',
  ]);
  await user.tab();
  expect(screen.getByRole('log')).toHaveFocus();
  await user.tab();
  expect(third).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(second).toHaveFocus();
  // The one focused last is the one Tab comes back to.
  expect(second).toHaveAttribute('tabindex', '0');
  expect(third).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{Home}');
  expect(first).toHaveFocus();
  // Up from the first asks for the older page.
  await user.keyboard('{ArrowUp}');
  expect(first).toHaveFocus();
  expect(onLoadOlder).toHaveBeenCalledTimes(1);
  await user.keyboard('{End}');
  expect(third).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(third).toHaveFocus();
});

test('"New messages" goes above the first unread message by someone else', async () => {
  renderList({
    messages: [message(1), message(2, { userId: 'u-ann', messageId: 'u-ann-2-x' }), message(3)],
    firstUnreadSeq: 2,
  });
  await screen.findByText('hello 3');
  const texts = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(texts.findIndex((text) => text === 'New messages')).toBe(
    texts.findIndex((text) => text?.includes('hello 3')) - 1,
  );
});

test('a jump focuses and highlights the message; one that is not shown says so', async () => {
  const onJumpMissed = vi.fn();
  const messages = [message(1), message(2), message(3)];
  const { rerender } = renderList({ messages, handlers: spyHandlers(), onJumpMissed });
  await screen.findByText('hello 3');
  const show = (jumpTo: JumpRequest) =>
    rerender(
      <MemoryRouter>
        <MessageList
          {...props}
          messages={messages}
          handlers={spyHandlers()}
          jumpTo={jumpTo}
          onJumpMissed={onJumpMissed}
        />
      </MemoryRouter>,
    );
  show({ messageId: chatMessage(1).messageId, key: 1 });
  const target = screen.getByText('hello 1').closest('li');
  expect(target).toHaveFocus();
  expect(target).toHaveClass('chat-message--flash');
  expect(onJumpMissed).not.toHaveBeenCalled();
  show({ messageId: 'u-blocked-7-x', key: 2 });
  expect(onJumpMissed).toHaveBeenCalledTimes(1);
});

test('pinned to the end while content grows below, even when the scroll event comes late; scrolling up unpins', async () => {
  // jsdom lays nothing out: the scroll region's sizes are ours, and so is the resize observer.
  const resized: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  try {
    let height = 1000;
    renderList({ messages: [message(1), message(2)] });
    await screen.findByText('hello 2');
    const region = screen.getByRole('log', { name: 'Messages' });
    Object.defineProperty(region, 'scrollHeight', { get: () => height, configurable: true });
    Object.defineProperty(region, 'clientHeight', { get: () => 400, configurable: true });
    const grow = (by: number) => {
      height += by;
      for (const callback of resized) callback();
    };
    region.scrollTop = 600;
    region.dispatchEvent(new Event('scroll'));

    // A font loads after the list was scrolled to the end, before its scroll event is handled.
    height += 300;
    region.dispatchEvent(new Event('scroll'));
    grow(0);
    expect(region.scrollTop).toBe(height);

    // The reader scrolls up: growth below leaves them where they are.
    region.scrollTop = 200;
    region.dispatchEvent(new Event('scroll'));
    grow(300);
    expect(region.scrollTop).toBe(200);
  } finally {
    vi.unstubAllGlobals();
  }
});
