import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { AttachImageButton } from './attach-image-button.tsx';

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

test('"Attach image" opens the file picker for the four image types; the input is no tab stop', async () => {
  const user = userEvent.setup();
  const { container } = render(<AttachImageButton onPick={() => {}} />);
  const input = fileInput(container);
  expect(input).not.toBeVisible();
  expect(input.accept).toBe('image/jpeg,image/png,image/webp,image/gif');
  expect(input.tabIndex).toBe(-1);
  const click = vi.spyOn(input, 'click');

  await user.click(screen.getByRole('button', { name: 'Attach image' }));
  expect(click).toHaveBeenCalledTimes(1);
  await user.tab();
  expect(document.body).toHaveFocus();
});

test('the chosen file is handed on, and choosing the same file again is a new pick', async () => {
  const user = userEvent.setup();
  const onPick = vi.fn();
  const { container } = render(<AttachImageButton onPick={onPick} />);
  const file = new File([new Uint8Array(4)], 'cat.png', { type: 'image/png' });
  await user.upload(fileInput(container), file);
  expect(onPick).toHaveBeenCalledWith(file);
  expect(fileInput(container).value).toBe('');
  await user.upload(fileInput(container), file);
  expect(onPick).toHaveBeenCalledTimes(2);
});

test('a disabled button opens nothing', async () => {
  const user = userEvent.setup();
  const { container } = render(<AttachImageButton onPick={() => {}} disabled />);
  const click = vi.spyOn(fileInput(container), 'click');
  const button = screen.getByRole('button', { name: 'Attach image' });
  expect(button).toBeDisabled();
  await user.click(button);
  expect(click).not.toHaveBeenCalled();
});
