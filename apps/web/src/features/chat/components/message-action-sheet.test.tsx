import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { chatMessage } from '../../../test/fixtures.ts';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { MessageList } from './message-list.tsx';
import { menuActions, spyHandlers } from './message-test-kit.tsx';

const message = (seq: number, extra: Partial<LocalMessage> = {}) =>
  chatMessage(seq, { message: `hello ${seq}`, timestamp: Date.now() - 60_000 + seq, ...extra });

function renderList(messages: LocalMessage[], handlers = spyHandlers(menuActions())) {
  render(
    <MemoryRouter>
      <MessageList
        messages={messages}
        ownId="u-ann"
        ownUserName="ann"
        historyLoaded
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => {}}
        handlers={handlers}
      />
    </MemoryRouter>,
  );
  return handlers;
}

/** A phone-sized screen (or not), as matchMedia reports it. */
function phone(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

async function longPress(element: Element) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.pointerDown(element, { pointerType: 'touch', clientX: 10, clientY: 10 });
  act(() => {
    vi.advanceTimersByTime(500);
  });
  fireEvent.pointerUp(element, { pointerType: 'touch' });
  vi.useRealTimers();
}

test('a long press opens the sheet of actions; a reaction chosen there is sent and the sheet closes', async () => {
  const handlers = renderList([message(1), message(2)]);
  const first = (await screen.findByText('hello 1')).closest('li')!;
  await longPress(first);
  const sheet = await screen.findByRole('dialog', { name: 'Message from Ben Ito' });
  expect(first).toHaveClass('chat-message--pinned');
  // Everything the toolbar and its menu offer, for someone else's message.
  expect(
    within(sheet)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent),
  ).toEqual([
    'React with 👍',
    'React with ❤️',
    'React with 😂',
    'React with 😮',
    'React with 😢',
    'React with 🔥',
    'Add reaction',
    'Reply',
    'Report message',
    'Mute @ben',
    'Block @ben',
    'Cancel',
  ]);
  await userEvent.click(within(sheet).getByRole('button', { name: 'React with 🔥' }));
  expect(handlers.react).toHaveBeenCalledWith(expect.objectContaining({ seq: 1 }), '🔥', true);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(first).not.toHaveClass('chat-message--pinned');
});

test('each item of the sheet runs its action once and closes it; Cancel and Escape only close', async () => {
  const own = message(2, { userId: 'u-ann', username: 'ann', fullName: 'Ann Lee' });
  const handlers = renderList([message(1), own]);
  const mine = (await screen.findByText('hello 2')).closest('li')!;

  await longPress(mine);
  const sheet = await screen.findByRole('dialog', { name: 'Your message' });
  expect(within(sheet).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  await userEvent.click(within(sheet).getByRole('button', { name: 'Delete message' }));
  expect(handlers.menu!.onDelete).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();

  await longPress(mine);
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reply' }),
  );
  expect(handlers.reply).toHaveBeenCalledWith(expect.objectContaining({ seq: 2 }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await longPress(mine);
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  await longPress(mine);
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(handlers.react).not.toHaveBeenCalled();
  expect(handlers.startEdit).not.toHaveBeenCalled();
});

test('a finger that moves is scrolling: no sheet; a message still sending has none', async () => {
  renderList([message(1), { ...message(2), seq: undefined, pending: true }]);
  const first = (await screen.findByText('hello 1')).closest('li')!;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.pointerDown(first, { pointerType: 'touch', clientX: 10, clientY: 10 });
  fireEvent.pointerMove(first, { pointerType: 'touch', clientX: 10, clientY: 40 });
  act(() => {
    vi.advanceTimersByTime(800);
  });
  vi.useRealTimers();
  expect(screen.queryByRole('dialog')).toBeNull();
  await longPress(screen.getByText('hello 2').closest('li')!);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('"More actions" opens the sheet on a phone-sized screen and the menu on a wider one', async () => {
  phone(true);
  renderList([message(1)]);
  const item = (await screen.findByText('hello 1')).closest('li')!;
  await userEvent.hover(item);
  await userEvent.click(await within(item).findByRole('button', { name: 'More actions' }));
  expect(await screen.findByRole('dialog', { name: 'Message from Ben Ito' })).toBeInTheDocument();
  expect(screen.queryByRole('menu')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

  phone(false);
  await userEvent.click(within(item).getByRole('button', { name: 'More actions' }));
  expect(screen.getByRole('menu', { name: 'Message actions' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the release of the long press over the sheet that opened under it chooses nothing', async () => {
  const handlers = renderList([message(1)]);
  const first = (await screen.findByText('hello 1')).closest('li')!;
  await longPress(first);
  const fire = within(await screen.findByRole('dialog')).getByRole('button', {
    name: 'React with 🔥',
  });
  // The lifted finger's click, with no press on the sheet before it.
  fireEvent.click(fire, { detail: 1 });
  expect(handlers.react).not.toHaveBeenCalled();
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  // A key press (a click with no pointer) and a tap that starts on the sheet are choices.
  fireEvent.click(fire, { detail: 0 });
  expect(handlers.react).toHaveBeenCalledTimes(1);
});
