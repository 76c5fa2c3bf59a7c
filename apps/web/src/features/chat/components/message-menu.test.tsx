import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { MessageItem } from './message-item.tsx';
import type { MessageActions } from './message-menu.tsx';
import { ben, menuActions as actions, spyHandlers, toolbarLoaded } from './message-test-kit.tsx';

/** The list's current message, so its toolbar (with the menu) is there. */
function renderItem(message: LocalMessage, own: boolean, menu: MessageActions) {
  render(
    <ul>
      <MessageItem message={message} own={own} handlers={spyHandlers(menu)} active />
    </ul>,
  );
}

const itemNames = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

test('the menu opens from the keyboard: first item focused, arrows move, Escape closes back to the button', async () => {
  const handlers = actions();
  renderItem(ben, false, handlers);
  const user = userEvent.setup();
  await screen.findByRole('toolbar');
  // The message, its toolbar, the toolbar's last button.
  await user.tab();
  await user.tab();
  await user.keyboard('{End}');
  const button = screen.getByRole('button', { name: 'More actions' });
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(itemNames()).toEqual(['Report message', 'Mute @ben', 'Block @ben']);
  expect(screen.getByRole('menuitem', { name: 'Report message' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Mute @ben' })).toHaveFocus();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Block @ben' })).toHaveFocus();
  await user.keyboard('{Home}');
  expect(screen.getByRole('menuitem', { name: 'Report message' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(button).toHaveFocus();

  // Space opens it too; Enter on an item runs it and the focus is back on the button.
  await user.keyboard(' ');
  await user.keyboard('{End}{Enter}');
  expect(handlers.onBlock).toHaveBeenCalledWith(ben, 'block');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(button).toHaveFocus();
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Report message' }));
  expect(handlers.onReport).toHaveBeenCalledWith(ben);
  await user.click(button);
  await user.click(screen.getByRole('menuitem', { name: 'Mute @ben' }));
  expect(handlers.onBlock).toHaveBeenLastCalledWith(ben, 'mute');
  expect(handlers.onDelete).not.toHaveBeenCalled();
});

test('own messages offer Delete only; a moderator may also delete anyone else', async () => {
  const user = userEvent.setup();
  const mine = actions();
  renderItem({ ...ben, userId: 'u-ann', username: 'ann' }, true, mine);
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  expect(itemNames()).toEqual(['Delete message']);
  await user.click(screen.getByRole('menuitem', { name: 'Delete message' }));
  expect(mine.onDelete).toHaveBeenCalledTimes(1);
  document.body.innerHTML = '';

  const moderator = actions(true);
  renderItem(ben, false, moderator);
  await user.click(await screen.findByRole('button', { name: 'More actions' }));
  expect(itemNames()).toEqual(['Delete message', 'Report message', 'Mute @ben', 'Block @ben']);
});

test('a click elsewhere or Tab closes the menu', async () => {
  const user = userEvent.setup();
  renderItem(ben, false, actions());
  const button = await screen.findByRole('button', { name: 'More actions' });
  await user.click(button);
  await user.click(screen.getByText('hello'));
  expect(screen.queryByRole('menu')).toBeNull();
  await user.click(button);
  await user.tab();
  expect(screen.queryByRole('menu')).toBeNull();
});

test('a tombstone reads "message deleted" and has no menu; nor has a message still sending', async () => {
  render(
    <ul>
      <MessageItem
        message={{ ...ben, message: '', deleted: true }}
        own={false}
        handlers={spyHandlers(actions())}
        active
      />
      <MessageItem
        message={{ ...ben, messageId: 'u-ann-2-b', seq: undefined, pending: true, userId: 'u-ann' }}
        own
        handlers={spyHandlers(actions())}
        active
      />
    </ul>,
  );
  expect(screen.getByText('message deleted')).toBeInTheDocument();
  expect(screen.getAllByText('Ben Ito')).toHaveLength(2);
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  await toolbarLoaded();
  expect(screen.queryByRole('button')).toBeNull();
});
