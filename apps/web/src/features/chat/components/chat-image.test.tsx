import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { chatImage } from '../../../test/fixtures.ts';
import { ChatImageThumbnail, THUMBNAIL_BOX, thumbnailBox } from './chat-image.tsx';

const image = chatImage(1600, 1200);

test('the box keeps the image’s shape, fits THUMBNAIL_BOX, is never enlarged, and a strip stays tappable', () => {
  expect(thumbnailBox({ width: 1600, height: 1200 })).toEqual({
    width: THUMBNAIL_BOX,
    height: 210,
  });
  expect(thumbnailBox({ width: 900, height: 1600 })).toEqual({ width: 158, height: THUMBNAIL_BOX });
  expect(thumbnailBox({ width: 120, height: 90 })).toEqual({ width: 120, height: 90 });
  expect(thumbnailBox({ width: 1600, height: 10 })).toEqual({ width: THUMBNAIL_BOX, height: 48 });
  expect(thumbnailBox({ width: 0, height: 0 })).toEqual({ width: 48, height: 48 });
});

test('the thumbnail loads lazily in a box sized before it arrives, named after the sender', () => {
  render(<ChatImageThumbnail image={image} authorName="Ben Ito" />);
  const img = screen.getByRole('img', { name: 'Image from Ben Ito' });
  expect(img).toHaveAttribute('src', image.thumbUrl);
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img).toHaveAttribute('width', '280');
  expect(img).toHaveAttribute('height', '210');
  const button = screen.getByRole('button', { name: 'Image from Ben Ito' });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(button.style.width).toBe('280px');
  expect(button.style.aspectRatio).toBe('280 / 210');
});

test('the viewer opens full size on demand; Escape closes it and focus returns to the thumbnail', async () => {
  const user = userEvent.setup();
  render(<ChatImageThumbnail image={image} authorName="Ben Ito" />);
  expect(screen.queryByRole('dialog')).toBeNull();
  const thumbnail = screen.getByRole('button', { name: 'Image from Ben Ito' });
  await user.click(thumbnail);

  const dialog = await screen.findByRole('dialog', { name: 'Image from Ben Ito' });
  const full = dialog.querySelector('img')!;
  expect(full).toHaveAttribute('src', image.url);
  expect(full).toHaveAttribute('alt', 'Image from Ben Ito');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(thumbnail).toHaveFocus();

  // With the keyboard too: Enter opens it, the Close button closes it.
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(thumbnail).toHaveFocus();
});

test('an image that cannot load says so in the same box, with nothing to open', () => {
  render(<ChatImageThumbnail image={image} authorName="" />);
  fireEvent.error(screen.getByRole('img', { name: 'Image from Unknown' }));
  const missing = screen.getByText('Image unavailable');
  expect(missing.style.width).toBe('280px');
  expect(screen.queryByRole('button')).toBeNull();
});
