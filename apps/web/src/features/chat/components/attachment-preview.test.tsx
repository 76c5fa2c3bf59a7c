import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { chatImageTexts } from '@tuning/shared/chat-images';
import { AttachmentPreview, type AttachmentPreviewProps } from './attachment-preview.tsx';

const file = new File([new Uint8Array(4)], 'holiday.png', { type: 'image/png' });

function attachment(
  fields: Partial<AttachmentPreviewProps['attachment']>,
): AttachmentPreviewProps['attachment'] {
  return {
    status: 'uploading',
    file,
    previewUrl: 'blob:preview',
    error: undefined,
    canRetry: false,
    retry: vi.fn(),
    clear: vi.fn(),
    ...fields,
  };
}

test('nothing attached shows nothing', () => {
  const { container } = render(
    <AttachmentPreview attachment={attachment({ status: 'idle', file: undefined })} />,
  );
  expect(container).toBeEmptyDOMElement();
});

test('while uploading: the preview, the name and "Uploading image…"; the remove button clears it', async () => {
  const user = userEvent.setup();
  const state = attachment({});
  render(<AttachmentPreview attachment={state} />);
  expect(screen.getByRole('img', { name: 'Image to send: holiday.png' })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  expect(screen.getByText('holiday.png')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Uploading image…');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Remove image holiday.png' }));
  expect(state.clear).toHaveBeenCalledTimes(1);
});

test('ready says so, without Retry', () => {
  render(<AttachmentPreview attachment={attachment({ status: 'ready' })} />);
  expect(screen.getByRole('status')).toHaveTextContent('Image ready to send');
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a failure is said as an alert, with Retry only when trying again may work', async () => {
  const user = userEvent.setup();
  const retryable = attachment({
    status: 'error',
    error: chatImageTexts.uploadFailed,
    canRetry: true,
  });
  const { rerender } = render(<AttachmentPreview attachment={retryable} />);
  expect(screen.getByRole('alert')).toHaveTextContent(chatImageTexts.uploadFailed);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(retryable.retry).toHaveBeenCalledTimes(1);

  rerender(
    <AttachmentPreview
      attachment={attachment({
        status: 'error',
        error: chatImageTexts.wrongType,
        previewUrl: undefined,
        canRetry: false,
      })}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(chatImageTexts.wrongType);
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByRole('button', { name: 'Remove image holiday.png' })).toBeInTheDocument();
});
