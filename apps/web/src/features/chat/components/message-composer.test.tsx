import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { MessageComposer } from './message-composer.tsx';

function setup(sending = false) {
  const onSend = vi.fn();
  const onTyping = vi.fn();
  render(<MessageComposer onSend={onSend} onTyping={onTyping} sending={sending} />);
  const input = screen.getByPlaceholderText('Type your message...');
  const send = screen.getByRole('button', { name: 'Send' });
  return { onSend, onTyping, input, send, user: userEvent.setup() };
}

test('a 2-row textarea; Enter sends the text untrimmed, Shift+Enter adds a newline', async () => {
  const { onSend, onTyping, input, user } = setup();
  expect(input).toHaveAttribute('rows', '2');
  await user.type(input, '  hi{Shift>}{Enter}{/Shift}there ');
  expect(input).toHaveValue('  hi\nthere ');
  expect(onTyping).toHaveBeenLastCalledWith(true);
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledWith('  hi\nthere ');
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
  const { onSend, input, send, user } = setup(true);
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

test('a refused message comes back to an empty box with the server reason; nothing is lost', async () => {
  const onSend = vi.fn();
  const onRefusalTaken = vi.fn();
  const props = { onSend, onTyping: vi.fn(), sending: false, onRefusalTaken };
  const { rerender } = render(<MessageComposer {...props} />);
  const user = userEvent.setup();
  const input = screen.getByPlaceholderText('Type your message...');
  await user.type(input, 'hello again{Enter}');
  expect(input).toHaveValue('');
  const reason = 'Slow mode is on: wait 30 seconds between messages.';
  rerender(
    <MessageComposer {...props} refusal={{ messageId: 'm1', text: 'hello again', reason }} />,
  );
  expect(input).toHaveValue('hello again');
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  expect(onRefusalTaken).toHaveBeenCalledWith('m1');

  // Sent again: the old reason goes.
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenLastCalledWith('hello again');
  expect(screen.queryByRole('alert')).toBeNull();

  // Already typing something else: the box is left alone, the refused one stays in the list.
  await user.type(input, 'new words');
  rerender(
    <MessageComposer
      {...props}
      refusal={{ messageId: 'm2', text: 'hello again', reason: 'You already sent that.' }}
    />,
  );
  expect(input).toHaveValue('new words');
  expect(screen.getByRole('alert')).toHaveTextContent('You already sent that.');
  expect(onRefusalTaken).toHaveBeenCalledTimes(1);
});

test('slow mode is said above the box while it is on', () => {
  const props = { onSend: vi.fn(), onTyping: vi.fn(), sending: false };
  const { rerender } = render(<MessageComposer {...props} slowModeSeconds={0} />);
  expect(screen.queryByText(/Slow mode/)).toBeNull();
  rerender(<MessageComposer {...props} slowModeSeconds={1} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Slow mode is on: wait 1 second between messages.',
  );
});
