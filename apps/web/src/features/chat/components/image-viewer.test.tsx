import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { ChatImage } from '@tuning/shared/chat-extras';
import { ImageViewer } from './image-viewer.tsx';

const image: ChatImage = {
  url: '/api/chat/images/AbCdEfGhIjKlMnOpQrStUv.webp',
  thumbUrl: '/api/chat/images/AbCdEfGhIjKlMnOpQrStUv/thumb.webp',
  width: 900,
  height: 1600,
};

test('a modal dialog titled after the sender shows the full image in its shape, the thumbnail behind it', () => {
  render(<ImageViewer image={image} authorName="Ana Lee" onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Image from Ana Lee' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveFocus();
  const full = screen.getByRole('img', { name: 'Image from Ana Lee' });
  expect(full).toHaveAttribute('src', image.url);
  expect(full).toHaveAttribute('width', '900');
  expect(full).toHaveAttribute('height', '1600');
  expect(full.style.aspectRatio).toBe('900 / 1600');
  expect(full.style.backgroundImage).toContain(image.thumbUrl);
  const original = screen.getByRole('link', { name: 'Open original' });
  expect(original).toHaveAttribute('href', image.url);
  expect(original).toHaveAttribute('target', '_blank');
  expect(original).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Close and Escape each ask to close once', async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(<ImageViewer image={image} authorName="Ana Lee" onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
});
