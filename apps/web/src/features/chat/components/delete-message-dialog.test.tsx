import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { safetyTexts } from '@tuning/shared/safety';
import { chatMessage } from '../../../test/fixtures.ts';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';

test("deleting asks first; the server's refusal shows and the dialog stays; then done", async () => {
  const onDelete = vi
    .fn<(messageId: string) => Promise<string | undefined>>()
    .mockResolvedValueOnce(safetyTexts.deleteNotAllowed)
    .mockResolvedValueOnce(undefined);
  const onDeleted = vi.fn();
  const onClose = vi.fn();
  const message = chatMessage(3, { message: 'regrettable' });
  render(
    <DeleteMessageDialog
      message={message}
      own={false}
      onDelete={onDelete}
      onDeleted={onDeleted}
      onClose={onClose}
    />,
  );
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: 'Delete message?' });
  expect(dialog).toHaveTextContent('Delete this message from Ben Ito for everyone?');
  expect(within(dialog).getByText('regrettable')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(safetyTexts.deleteNotAllowed);
  expect(onDeleted).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(onDelete).toHaveBeenLastCalledWith(message.messageId);
  expect(onDeleted).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
