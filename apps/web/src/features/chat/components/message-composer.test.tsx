import type { ComponentProps } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { chatMessage, uploadedChatImage } from '../../../test/fixtures.ts';
import {
  pendingAnswer,
  resetBrowserState,
  stubApi,
  testQueryClient,
} from '../../../test/render-route.tsx';
import { MessageComposer } from './message-composer.tsx';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  resetBrowserState();
});

type Props = ComponentProps<typeof MessageComposer>;

function setup(overrides: Partial<Props> = {}) {
  const props: Props = { onSend: vi.fn(), onTyping: vi.fn(), sending: false, ...overrides };
  const client = testQueryClient();
  const view = render(<MessageComposer {...props} />, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
  const input = screen.getByPlaceholderText('Type your message...');
  const send = screen.getByRole('button', { name: 'Send' });
  return { ...props, ...view, props, input, send, user: userEvent.setup() };
}

const uploaded = uploadedChatImage();
const png = () => new File([new Uint8Array(10)], 'cat.png', { type: 'image/png' });

test('a 2-row textarea; Enter sends the text untrimmed, Shift+Enter adds a newline', async () => {
  const { onSend, onTyping, input, user } = setup();
  expect(input).toHaveAttribute('rows', '2');
  await user.type(input, '  hi{Shift>}{Enter}{/Shift}there ');
  expect(input).toHaveValue('  hi\nthere ');
  expect(onTyping).toHaveBeenLastCalledWith(true);
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledWith('  hi\nthere ', {});
  expect(input).toHaveValue('');
  expect(onTyping).toHaveBeenLastCalledWith(false);
});

test('send is disabled for blank text, and Enter on blank text sends nothing', async () => {
  const { onSend, input, send, user } = setup();
  expect(send).toBeDisabled();
  await user.type(input, '   ');
  expect(send).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(onSend).not.toHaveBeenCalled();
  await user.type(input, 'x');
  expect(send).toBeEnabled();
});

test('nothing is sent while a send is in progress', async () => {
  const { onSend, input, send, user } = setup({ sending: true });
  await user.type(input, 'hello{Enter}');
  expect(send).toBeDisabled();
  expect(onSend).not.toHaveBeenCalled();
});

test('the emoji picker loads when opened and closes on an outside click', async () => {
  const { user } = setup();
  expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Open emoji picker' }));
  expect(screen.getByRole('dialog', { name: 'Emoji picker' })).toBeInTheDocument();
  await user.click(screen.getByPlaceholderText('Type your message...'));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull());
});

test('the emoji picker leaves the focus on its button; Escape closes it and the focus stays there', async () => {
  const { user, input } = setup();
  const toggle = screen.getByRole('button', { name: 'Open emoji picker' });
  await user.click(toggle);
  const picker = screen.getByRole('dialog', { name: 'Emoji picker' });
  // The picker's search box is there once it has loaded, and does not take the focus.
  await waitFor(() => expect(picker.querySelector('input')).not.toBeNull(), { timeout: 5000 });
  expect(document.activeElement).toBe(toggle);
  // Escape from inside the picker too: closed, and the focus on the button, not the page.
  picker.querySelector('input')!.focus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).toBeNull();
  expect(document.activeElement).toBe(toggle);
  expect(input).toHaveValue('');
});

test('a refused message comes back to an empty box with the server reason; nothing is lost', async () => {
  const onRefusalTaken = vi.fn();
  const { onSend, input, user, rerender, props } = setup({ onRefusalTaken });
  const renderWith = (refusal: Props['refusal']) =>
    rerender(<MessageComposer {...props} refusal={refusal} />);
  await user.type(input, 'hello again{Enter}');
  expect(input).toHaveValue('');
  const reason = 'Slow mode is on: wait 30 seconds between messages.';
  renderWith({ messageId: 'm1', text: 'hello again', reason });
  expect(input).toHaveValue('hello again');
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  expect(onRefusalTaken).toHaveBeenCalledWith('m1');

  // Sent again: the old reason goes.
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenLastCalledWith('hello again', {});
  expect(screen.queryByRole('alert')).toBeNull();

  // Already typing something else: the box is left alone, the refused one stays in the list.
  await user.type(input, 'new words');
  renderWith({ messageId: 'm2', text: 'hello again', reason: 'You already sent that.' });
  expect(input).toHaveValue('new words');
  expect(screen.getByRole('alert')).toHaveTextContent('You already sent that.');
  expect(onRefusalTaken).toHaveBeenCalledTimes(1);
});

test('slow mode is said above the box while it is on', () => {
  const { rerender, props } = setup({ slowModeSeconds: 0 });
  expect(screen.queryByText(/Slow mode/)).toBeNull();
  rerender(<MessageComposer {...props} slowModeSeconds={1} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Slow mode is on: wait 1 second between messages.',
  );
});

test('slow mode counts down to the next message, says its rule once, and Send waits for it', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  try {
    const sentAt = Date.now();
    const { rerender, props, input, send } = setup({ slowModeSeconds: 30, lastSentAt: sentAt });
    fireEvent.change(input, { target: { value: 'again' } });
    expect(screen.getByText('You can send again in 30s.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('You can send again in 30s.');
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(screen.getByText('You can send again in 18s.')).toBeInTheDocument();
    // The server's refusal says the same as the notice: said once.
    rerender(
      <MessageComposer
        {...props}
        refusal={{
          messageId: 'm9',
          text: 'again',
          reason: 'Slow mode is on: wait 30 seconds between messages.',
        }}
      />,
    );
    expect(screen.getAllByText(/Slow mode is on/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(18_000);
    });
    expect(screen.queryByText(/You can send again/)).toBeNull();
    expect(send).toBeEnabled();
    // A message long ago: no wait at all once the clock is read.
    rerender(<MessageComposer {...props} lastSentAt={sentAt - 3_600_000} />);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(screen.queryByText(/You can send again/)).toBeNull();
  } finally {
    vi.useRealTimers();
  }
});

test('the reply bar names the author and a line of the message; X and Escape cancel it', async () => {
  const onCancelReply = vi.fn();
  const replyingTo = chatMessage(7, { message: 'Who is reading chapter 3 tonight?' });
  const { input, user } = setup({ replyingTo, onCancelReply });
  const bar = screen.getByRole('group', { name: 'Replying to Ben Ito' });
  expect(bar).toHaveTextContent('Replying to Ben Ito');
  expect(bar).toHaveTextContent('Who is reading chapter 3 tonight?');
  // Choosing Reply puts the writer in the box.
  expect(input).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Cancel reply' }));
  expect(onCancelReply).toHaveBeenCalledTimes(1);
  expect(input).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onCancelReply).toHaveBeenCalledTimes(2);
});

test('a reply is sent with the id of the message it answers, and the reply bar goes', async () => {
  const onCancelReply = vi.fn();
  const { onSend, input, user } = setup({ replyingTo: chatMessage(7), onCancelReply });
  await user.type(input, 'me!{Enter}');
  expect(onSend).toHaveBeenCalledWith('me!', { replyTo: 'u-ben-7-x' });
  expect(onCancelReply).toHaveBeenCalledTimes(1);
});

test('Up in the empty box edits the last message; with text it moves the caret', async () => {
  const onEditLast = vi.fn(() => true);
  const { input, user } = setup({ onEditLast });
  await user.click(input);
  await user.keyboard('{ArrowUp}');
  expect(onEditLast).toHaveBeenCalledTimes(1);
  await user.type(input, 'line one{Shift>}{Enter}{/Shift}two');
  await user.keyboard('{ArrowUp}');
  expect(onEditLast).toHaveBeenCalledTimes(1);
});

test('without a reply, Escape in the box cancels nothing', async () => {
  const onCancelReply = vi.fn();
  const { input, user } = setup({ onCancelReply });
  await user.type(input, 'hi{Escape}');
  expect(onCancelReply).not.toHaveBeenCalled();
  expect(screen.queryByRole('group', { name: /Replying to/ })).toBeNull();
});

test('a pasted image uploads; Send waits for it, then sends it without text', async () => {
  const upload = pendingAnswer();
  stubApi({ 'POST /api/chat/images': upload.handler });
  const { onSend, input, send, user } = setup();
  input.focus();
  await user.paste({
    files: [png()],
    items: [],
    types: ['Files'],
    getData: () => '',
  } as unknown as DataTransfer);
  expect(await screen.findByText('Uploading image…')).toBeInTheDocument();
  expect(send).toBeDisabled();
  await user.type(input, 'look{Enter}');
  expect(onSend).not.toHaveBeenCalled();

  upload.answer({ status: 201, body: uploaded });
  await waitFor(() => expect(send).toBeEnabled());
  await user.clear(input);
  await user.click(send);
  const { imageId, ...image } = uploaded;
  expect(onSend).toHaveBeenCalledWith('', { imageId, image });
  // Sent: the image leaves the composer.
  expect(screen.queryByRole('img', { name: /Image to send/ })).toBeNull();
});

test('pasting text with a picture of it (a spreadsheet, a web page) pastes the text', async () => {
  const calls = stubApi({});
  const { input, user } = setup();
  input.focus();
  await user.paste({
    files: [png()],
    items: [],
    types: ['text/plain', 'Files'],
    getData: (type: string) => (type.startsWith('text') ? 'row 1' : ''),
  } as unknown as DataTransfer);
  expect(input).toHaveValue('row 1');
  expect(calls).toHaveLength(0);
});

test('an image dropped on the composer is attached, with the text sent beside it', async () => {
  stubApi({ 'POST /api/chat/images': () => ({ status: 201, body: uploaded }) });
  const { onSend, input, send, user } = setup();
  await user.type(input, 'my cat');
  const area = input.closest('.chat-composer-area')!;
  const files = [png()];
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(area, { dataTransfer });
  expect(area).toHaveClass('chat-composer-area--drop');
  fireEvent.dragOver(area, { dataTransfer });
  fireEvent.drop(area, { dataTransfer });
  expect(area).not.toHaveClass('chat-composer-area--drop');
  expect(await screen.findByRole('img', { name: 'Image to send: cat.png' })).toBeInTheDocument();
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  const { imageId, ...image } = uploaded;
  expect(onSend).toHaveBeenCalledWith('my cat', { imageId, image });
});

test('an image dropped anywhere in the drop zone (the message list) is attached as on the box', async () => {
  stubApi({ 'POST /api/chat/images': () => ({ status: 201, body: uploaded }) });
  const zone = document.createElement('section');
  const list = document.createElement('div');
  zone.append(list);
  document.body.append(zone);
  const { input } = setup({ dropZone: zone });
  const area = input.closest('.chat-composer-area')!;
  const dataTransfer = { files: [png()], types: ['Files'], dropEffect: 'none' };
  fireEvent.dragEnter(list, { dataTransfer });
  expect(area).toHaveClass('chat-composer-area--drop');
  const over = fireEvent.dragOver(list, { dataTransfer });
  // Cancelled: the browser lets it drop here instead of opening the file.
  expect(over).toBe(false);
  fireEvent.drop(list, { dataTransfer });
  expect(area).not.toHaveClass('chat-composer-area--drop');
  expect(await screen.findByRole('img', { name: 'Image to send: cat.png' })).toBeInTheDocument();
  expect(input).toHaveFocus();
  zone.remove();
});
