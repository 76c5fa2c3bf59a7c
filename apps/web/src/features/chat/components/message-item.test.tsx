import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { MessageItem } from './message-item.tsx';
import { ben, renderItem, spyHandlers, toolbarLoaded } from './message-test-kit.tsx';
import { typingText } from './typing-indicator.tsx';

const ann = { userId: 'u-ann', username: 'ann', fullName: 'Ann Lee' };

test("others' messages show the avatar, name, @user name and hour:minute", () => {
  render(
    <ul>
      <MessageItem message={ben} own={false} />
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
      <MessageItem message={{ ...ben, fullName: '', username: '' }} own />
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
      <MessageItem message={{ ...ben, fullName: '' }} own={false} />
    </ul>,
  );
  expect(screen.getByText('?')).toBeInTheDocument();
});

test("a group's next messages show only their text; the time (and for screen readers the name) stays", () => {
  render(
    <ul>
      <MessageItem message={ben} own={false} head={false} />
    </ul>,
  );
  const item = screen.getByRole('listitem');
  expect(item).not.toHaveClass('chat-message--head');
  expect(screen.queryByText('@ben')).toBeNull();
  expect(screen.queryByText('B')).toBeNull();
  // Visually hidden, read with the text.
  expect(within(item).getByText('Ben Ito:')).toHaveClass('sr-only');
  const time = item.querySelector('time');
  expect(time?.textContent).toMatch(/09.05/);
  expect(time).toHaveAttribute('dateTime', new Date(ben.timestamp).toISOString());
});

test('text stays text; only http(s) links are links', () => {
  render(
    <ul>
      <MessageItem
        message={{ ...ben, message: '<b>bold</b> javascript:alert(1) https://ok.example/x' }}
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

test('mentions link to the profile; a message mentioning the user is marked for them', () => {
  renderItem({
    message: { ...ben, message: 'hey @ann and @cy_x!', mentions: ['u-ann'] },
    own: false,
    ownId: 'u-ann',
    ownUserName: 'ann',
    mentionsMe: true,
  });
  expect(screen.getByRole('link', { name: '@ann' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: '@cy_x' })).toHaveAttribute(
    'href',
    '/userprofile?userName=cy_x',
  );
  expect(screen.getByRole('listitem')).toHaveClass('chat-message--mention');
});

test('an edited message says so, with when as its title', () => {
  const editedAt = new Date(2026, 2, 4, 9, 7).getTime();
  renderItem({ message: { ...ben, editedAt }, own: false });
  const mark = screen.getByText('(edited)');
  expect(mark).toHaveAttribute('title', expect.stringMatching(/^Edited .*9:07/));
  expect(mark.closest('.chat-message__text')?.textContent).toBe('hello (edited)');
});

test('a reply quotes its original and jumps to it; a deleted or image-only original says so', async () => {
  const user = userEvent.setup();
  const handlers = spyHandlers();
  const preview = {
    messageId: 'u-ann-9-z',
    seq: 9,
    ...ann,
    snippet: 'which panel?',
  };
  const { unmount } = renderItem({
    message: { ...ben, replyTo: preview },
    own: false,
    handlers,
    active: true,
  });
  await user.click(screen.getByRole('button', { name: 'In reply to Ann Lee: which panel?' }));
  expect(handlers.jump).toHaveBeenCalledWith(preview);
  unmount();

  renderItem({
    message: { ...ben, replyTo: { ...preview, snippet: '', deleted: true } },
    own: false,
    handlers,
  });
  expect(
    screen.getByRole('button', { name: 'In reply to Ann Lee: message deleted' }),
  ).toBeVisible();
  // Not the list's current message: out of the Tab order, still clickable.
  expect(screen.getByRole('button', { name: /^In reply to/ })).toHaveAttribute('tabindex', '-1');
  document.body.innerHTML = '';
  renderItem({
    message: { ...ben, replyTo: { ...preview, snippet: '', hasImage: true } },
    own: false,
    handlers,
  });
  expect(screen.getByRole('button', { name: 'In reply to Ann Lee: Image' })).toBeVisible();
});

test('reaction chips: count and who, pressed when mine; a tap sets or clears; + opens the picker', async () => {
  const user = userEvent.setup();
  const handlers = spyHandlers();
  const message: LocalMessage = {
    ...ben,
    reactions: [
      {
        emoji: '👍',
        count: 2,
        users: [{ ...ann }, { userId: 'u-ben', username: 'ben', fullName: 'Ben Ito' }],
      },
      { emoji: '🔥', count: 1, users: [{ userId: 'u-ben', username: 'ben', fullName: 'Ben Ito' }] },
    ],
  };
  renderItem({ message, own: false, ownId: 'u-ann', handlers, active: true });
  const mine = screen.getByRole('button', { name: '👍 2, reacted by you and Ben Ito' });
  expect(mine).toHaveAttribute('aria-pressed', 'true');
  expect(mine).toHaveAttribute('title', 'Reacted by you and Ben Ito');
  const theirs = screen.getByRole('button', { name: '🔥 1, reacted by Ben Ito' });
  expect(theirs).toHaveAttribute('aria-pressed', 'false');
  await user.click(mine);
  expect(handlers.react).toHaveBeenLastCalledWith(message, '👍', false);
  await user.click(theirs);
  expect(handlers.react).toHaveBeenLastCalledWith(message, '🔥', true);
  await user.click(screen.getByRole('button', { name: 'Add reaction' }));
  expect(handlers.pickReaction).toHaveBeenCalledWith(message);
});

test('the toolbar: quick reactions, React, Reply, and Edit only for your own message within 15 minutes', async () => {
  const user = userEvent.setup();
  const handlers = spyHandlers();
  const recent = { ...ben, userId: 'u-ann', timestamp: Date.now() - 60_000 };
  const { unmount } = renderItem({
    message: recent,
    own: true,
    ownId: 'u-ann',
    handlers,
    active: true,
  });
  const toolbar = await screen.findByRole('toolbar', { name: 'Actions for your message' });
  await user.click(within(toolbar).getByRole('button', { name: 'React with 😂' }));
  expect(handlers.react).toHaveBeenCalledWith(recent, '😂', true);
  await user.click(within(toolbar).getByRole('button', { name: 'React' }));
  expect(handlers.pickReaction).toHaveBeenCalledWith(recent);
  await user.click(within(toolbar).getByRole('button', { name: 'Reply' }));
  expect(handlers.reply).toHaveBeenCalledWith(recent);
  await user.click(within(toolbar).getByRole('button', { name: 'Edit' }));
  expect(handlers.startEdit).toHaveBeenCalledWith(recent);
  unmount();

  renderItem({
    message: { ...recent, timestamp: Date.now() - 16 * 60_000 },
    own: true,
    ownId: 'u-ann',
    handlers,
    active: true,
  });
  expect(await screen.findByRole('button', { name: 'Reply' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
});

test('the toolbar is one Tab stop: arrows, Home and End move in it, Escape goes back to the message', async () => {
  const user = userEvent.setup();
  renderItem({ message: ben, own: false, ownId: 'u-ann', handlers: spyHandlers(), active: true });
  await screen.findByRole('toolbar');
  await user.tab();
  const item = screen.getByRole('listitem');
  expect(item).toHaveFocus();
  await user.tab();
  const thumbs = screen.getByRole('button', { name: 'React with 👍' });
  expect(thumbs).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: 'React with ❤️' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(thumbs).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
  // Tab leaves the toolbar; Shift+Tab comes back to the button last used.
  await user.tab();
  expect(screen.getByRole('toolbar')).not.toContainElement(document.activeElement as HTMLElement);
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(item).toHaveFocus();
});

test('a message that is not the current one keeps its controls out of the Tab order; one still sending has none', async () => {
  renderItem({
    message: {
      ...ben,
      message: 'see https://ok.example',
      reactions: [{ emoji: '👍', count: 1, users: [ann] }],
    },
    own: false,
    handlers: spyHandlers(),
  });
  expect(screen.getByRole('listitem')).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('link')).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('button', { name: /^👍 1/ })).toHaveAttribute('tabindex', '-1');
  await toolbarLoaded();
  expect(screen.queryByRole('toolbar')).toBeNull();
  document.body.innerHTML = '';
  renderItem({
    message: { ...ben, seq: undefined, pending: true },
    own: true,
    handlers: spyHandlers(),
    active: true,
  });
  expect(screen.getByText('Sending…')).toBeInTheDocument();
  await toolbarLoaded();
  expect(screen.queryByRole('toolbar')).toBeNull();
});

test('editing in place: Enter saves, the refusal shows and the text stays; Escape cancels', async () => {
  const user = userEvent.setup();
  const handlers = spyHandlers(undefined, 'Too late.');
  renderItem({ message: ben, own: true, handlers, editing: true, active: true });
  const box = await screen.findByRole('textbox', { name: 'Edit message' });
  expect(box).toHaveFocus();
  expect(box).toHaveValue('hello');
  await user.type(box, ' there{Enter}');
  expect(handlers.saveEdit).toHaveBeenCalledWith(ben, 'hello there');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too late.');
  expect(box).toHaveValue('hello there');
  expect(handlers.endEdit).not.toHaveBeenCalled();
  await user.keyboard('{Shift>}{Enter}{/Shift}');
  expect(box).toHaveValue('hello there\n');
  await user.keyboard('{Escape}');
  expect(handlers.endEdit).toHaveBeenCalledWith(ben);
  expect(handlers.saveEdit).toHaveBeenCalledTimes(1);

  handlers.saveEdit.mockResolvedValue(undefined);
  await user.clear(box);
  await user.keyboard('  {Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('A message cannot be empty.');
  expect(handlers.saveEdit).toHaveBeenCalledTimes(1);
  await user.clear(box);
  await user.type(box, 'fixed{Enter}');
  expect(handlers.saveEdit).toHaveBeenLastCalledWith(ben, 'fixed');
  expect(handlers.endEdit).toHaveBeenCalledTimes(2);
});

test('typing texts for one and several typers', () => {
  expect(typingText([])).toBe('');
  expect(typingText([{ name: 'Ann Lee' }])).toBe('Ann Lee is typing...');
  expect(typingText([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('3 people are typing...');
});

test('your own message has no name line: its time ends the bubble, the name is for screen readers', () => {
  const { container } = render(
    <ul>
      <MessageItem message={ben} own head />
    </ul>,
  );
  expect(container.querySelector('.chat-message__meta')).toBeNull();
  const stamp = container.querySelector('.chat-message__bubble time.chat-message__stamp');
  expect(stamp?.textContent).toMatch(/09.05/);
  expect(screen.getByText('Ben Ito').closest('.sr-only')).not.toBeNull();
  expect(screen.getByText('@ben').closest('.sr-only')).not.toBeNull();
  // Someone else's head still shows who and when above the text.
  render(
    <ul>
      <MessageItem message={{ ...ben, messageId: 'other' }} own={false} head />
    </ul>,
  );
  expect(container.ownerDocument.querySelectorAll('.chat-message__meta')).toHaveLength(1);
});
