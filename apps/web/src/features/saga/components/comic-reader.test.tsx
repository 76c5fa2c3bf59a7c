import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { STORY } from '@tuning/shared/saga/story';
import { READER_STORAGE_KEY } from '../hooks/use-reader-page.ts';
import { ComicReader } from './comic-reader.tsx';

beforeEach(() => window.localStorage.clear());

const counter = () => screen.getByText(/\d+ \/ 11/).textContent;
const page = () => screen.getByRole('article');

function pointer(type: string, pointerId: number, clientX: number, clientY = 100) {
  // jsdom has no PointerEvent constructor; a MouseEvent carrying the pointer fields is enough.
  const event = new MouseEvent(type, { bubbles: true, clientX, clientY });
  Object.assign(event, { pointerId, pointerType: 'touch' });
  fireEvent(page(), event);
}

/** One finger down at `from` and up at `to` (x, y). */
function swipe(pointerId: number, from: number, to: number, toY = 100) {
  pointer('pointerdown', pointerId, from);
  pointer('pointerup', pointerId, to, toY);
}

test('a swipe left turns forward, a swipe right turns back, a vertical drag does nothing', () => {
  render(<ComicReader />);
  swipe(1, 300, 100);
  expect(counter()).toBe('Page 2 / 11');
  swipe(2, 100, 300);
  expect(counter()).toBe('Page 1 / 11');
  swipe(3, 300, 220, 400);
  expect(counter()).toBe('Page 1 / 11');
});

test('a pinch (two pointers) never turns a page', () => {
  render(<ComicReader />);
  pointer('pointerdown', 1, 300);
  pointer('pointerdown', 2, 320);
  pointer('pointerup', 1, 50);
  pointer('pointerup', 2, 400);
  expect(counter()).toBe('Page 1 / 11');
  // The next clean swipe works again.
  swipe(3, 300, 100);
  expect(counter()).toBe('Page 2 / 11');
});

test('the page is remembered, and a corrupt stored value starts at the beginning', () => {
  window.localStorage.setItem(READER_STORAGE_KEY, '6');
  const { unmount } = render(<ComicReader />);
  expect(counter()).toBe('Page 7 / 11');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(STORY[6]!.title);
  act(() => {
    fireEvent.keyDown(window, { key: 'ArrowRight' });
  });
  expect(window.localStorage.getItem(READER_STORAGE_KEY)).toBe('7');
  unmount();
  window.localStorage.setItem(READER_STORAGE_KEY, '99');
  render(<ComicReader />);
  expect(counter()).toBe('Page 1 / 11');
});

test('arrow keys typed into a text field do not turn pages', () => {
  render(
    <>
      <input aria-label="note" />
      <ComicReader />
    </>,
  );
  fireEvent.keyDown(screen.getByLabelText('note'), { key: 'ArrowRight' });
  expect(counter()).toBe('Page 1 / 11');
});
