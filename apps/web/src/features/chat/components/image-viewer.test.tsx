import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { chatImage } from '../../../test/fixtures.ts';
import { ImageViewer } from './image-viewer.tsx';

const image = chatImage(900, 1600);

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

function pointer(target: Element, type: string, pointerId: number, x: number, y: number) {
  // jsdom has no PointerEvent constructor; a MouseEvent carrying the pointer fields is enough.
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  Object.assign(event, { pointerId, pointerType: 'touch' });
  fireEvent(target, event);
}

test('on the whole screen: a pinch zooms (up to 4×), a swipe down at fit closes, a zoomed drag does not', () => {
  const onClose = vi.fn();
  render(<ImageViewer image={image} authorName="Ana Lee" onClose={onClose} />);
  expect(screen.getByRole('dialog')).toHaveClass('modal--viewer');
  const stage = screen.getByTestId('image-viewer-stage');
  const full = screen.getByRole('img', { name: 'Image from Ana Lee' });
  // Two fingers 100 px apart move to 250 px: 2.5×.
  pointer(stage, 'pointerdown', 1, 100, 300);
  pointer(stage, 'pointerdown', 2, 200, 300);
  pointer(stage, 'pointermove', 2, 350, 300);
  expect(stage.dataset.scale).toBe('2.50');
  expect(full.style.transform).toContain('scale(2.5)');
  // Further apart than 4× allows: 4×.
  pointer(stage, 'pointermove', 2, 900, 300);
  expect(stage.dataset.scale).toBe('4.00');
  pointer(stage, 'pointerup', 2, 900, 300);
  pointer(stage, 'pointerup', 1, 100, 300);
  // Zoomed in, a drag down moves the image and does not close.
  pointer(stage, 'pointerdown', 3, 100, 100);
  pointer(stage, 'pointermove', 3, 100, 300);
  pointer(stage, 'pointerup', 3, 100, 300);
  expect(onClose).not.toHaveBeenCalled();
  expect(full.style.transform).toContain('translate(0px, 200px)');
  // Back to fit with the button, then a swipe down closes.
  fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
  fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
  fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
  fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
  expect(stage.dataset.scale).toBe('1.00');
  pointer(stage, 'pointerdown', 4, 100, 100);
  pointer(stage, 'pointermove', 4, 100, 150);
  pointer(stage, 'pointerup', 4, 100, 150);
  expect(onClose).not.toHaveBeenCalled();
  pointer(stage, 'pointerdown', 5, 100, 100);
  pointer(stage, 'pointermove', 5, 100, 220);
  pointer(stage, 'pointerup', 5, 100, 220);
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('Zoom in and out step between fit and 4×, each disabled at its end', async () => {
  const user = userEvent.setup();
  render(<ImageViewer image={image} authorName="Ana Lee" onClose={() => {}} />);
  const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
  const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
  expect(zoomOut).toBeDisabled();
  for (let i = 0; i < 4; i++) await user.click(zoomIn);
  expect(screen.getByTestId('image-viewer-stage').dataset.scale).toBe('4.00');
  expect(zoomIn).toBeDisabled();
  expect(zoomOut).toBeEnabled();
});
