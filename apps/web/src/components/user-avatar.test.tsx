import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { UserAvatar } from './user-avatar.tsx';

test('a photo that fails to load falls back to the default placeholder', () => {
  const { rerender } = render(<UserAvatar src="/api/profile-image/u1/photo.webp?v=1" name="Ada" />);
  const img = screen.getByRole('img', { name: "Ada's photo" });
  expect(img.getAttribute('src')).toBe('/api/profile-image/u1/photo.webp?v=1');
  expect(img).not.toHaveAttribute('data-placeholder');
  fireEvent.error(img);
  expect(img.getAttribute('src')).not.toContain('/api/profile-image');
  expect(img).toHaveAttribute('data-placeholder', 'true');

  // A new photo gets its own chance to load.
  rerender(<UserAvatar src="/api/profile-image/u1/photo.webp?v=2" name="Ada" />);
  expect(img.getAttribute('src')).toBe('/api/profile-image/u1/photo.webp?v=2');
});

test('no photo shows the placeholder', () => {
  render(<UserAvatar src="" name="" />);
  expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute(
    'data-placeholder',
    'true',
  );
});
