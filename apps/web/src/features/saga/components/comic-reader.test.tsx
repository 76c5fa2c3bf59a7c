import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, expect, test } from 'vitest';
import { STORY } from '@tuning/shared/saga/story';
import { currentLocation, renderRoutes } from '../../../test/render-route.tsx';
import { READER_STORAGE_KEY, pageIndexFromParam } from '../hooks/use-reader-page.ts';
import { ComicReader } from './comic-reader.tsx';

/** The reader at its route, `initial` the address it opens (a deep link or none). */
function renderReader(initial = '/saga/comicbook', before?: ReactNode) {
  return renderRoutes(
    [
      {
        path: '/saga/comicbook',
        element: (
          <>
            {before}
            <ComicReader />
          </>
        ),
      },
    ],
    initial,
  );
}

// jsdom lays nothing out and has no scrollIntoView: record the calls instead.
const scrolledIntoView: Element[] = [];
beforeEach(() => {
  window.localStorage.clear();
  scrolledIntoView.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});

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
  renderReader();
  swipe(1, 300, 100);
  expect(counter()).toBe('Page 2 / 11');
  swipe(2, 100, 300);
  expect(counter()).toBe('Page 1 / 11');
  swipe(3, 300, 220, 400);
  expect(counter()).toBe('Page 1 / 11');
});

test('a pinch (two pointers) never turns a page', () => {
  renderReader();
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
  const { unmount } = renderReader();
  expect(counter()).toBe('Page 7 / 11');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(STORY[6]!.title);
  act(() => {
    fireEvent.keyDown(window, { key: 'ArrowRight' });
  });
  expect(window.localStorage.getItem(READER_STORAGE_KEY)).toBe('7');
  unmount();
  window.localStorage.setItem(READER_STORAGE_KEY, '99');
  renderReader();
  expect(counter()).toBe('Page 1 / 11');
});

test('arrow keys typed into a text field do not turn pages', () => {
  renderReader('/saga/comicbook', <input aria-label="note" />);
  fireEvent.keyDown(screen.getByLabelText('note'), { key: 'ArrowRight' });
  expect(counter()).toBe('Page 1 / 11');
});

test('a deep link opens its page; turning a page updates the address in place', async () => {
  window.localStorage.setItem(READER_STORAGE_KEY, '8');
  const { router } = renderReader('/saga/comicbook?page=5');
  expect(counter()).toBe('Page 5 / 11');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(STORY[4]!.title);
  expect(currentLocation()).toBe('/saga/comicbook?page=5');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(counter()).toBe('Page 6 / 11');
  expect(currentLocation()).toBe('/saga/comicbook?page=6');
  expect(router.state.historyAction).toBe('REPLACE');
  act(() => {
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
  });
  act(() => {
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
  });
  expect(currentLocation()).toBe('/saga/comicbook?page=4');
  expect(window.localStorage.getItem(READER_STORAGE_KEY)).toBe('3');
});

test('without a page in the address the remembered page opens, and the address says which', () => {
  window.localStorage.setItem(READER_STORAGE_KEY, '6');
  renderReader();
  expect(counter()).toBe('Page 7 / 11');
  expect(currentLocation()).toBe('/saga/comicbook?page=7');
});

test.each([
  ['abc', 1],
  ['0', 1],
  ['-3', 1],
  ['4.5', 1],
  ['', 1],
  ['99', 11],
  ['11', 11],
  [' 3 ', 3],
])('?page=%s opens page %i and the address is corrected', (value, expected) => {
  expect(pageIndexFromParam(value, 11)).toBe(expected - 1);
  renderReader(`/saga/comicbook?page=${encodeURIComponent(value)}`);
  expect(counter()).toBe(`Page ${expected} / 11`);
  expect(currentLocation()).toBe(`/saga/comicbook?page=${expected}`);
});

test('the chapter list names every page, marks this one and jumps; Back returns to where the reader was', async () => {
  const { router } = renderReader('/saga/comicbook?page=2');
  const toggle = screen.getByText('Chapters', { selector: 'summary' });
  await userEvent.click(toggle);
  const chapters = screen.getByRole('navigation', { name: 'Chapters' });
  const links = within(chapters).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(
    STORY.map((page, index) => `${index + 1}${page.label} ${page.title}`),
  );
  expect(links[1]).toHaveAttribute('aria-current', 'page');
  expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  expect(links[9]).toHaveAttribute('href', '/saga/comicbook?page=10');

  await userEvent.click(within(chapters).getByRole('link', { name: /Chapter 8/ }));
  expect(counter()).toBe('Page 9 / 11');
  expect(router.state.historyAction).toBe('PUSH');
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(scrolledIntoView).toEqual([screen.getByRole('heading', { level: 1 })]);
  expect(toggle.closest('details')).not.toHaveAttribute('open');

  await act(() => router.navigate(-1));
  expect(counter()).toBe('Page 2 / 11');
  expect(currentLocation()).toBe('/saga/comicbook?page=2');
});

test('under the page, Previous page and Next page turn it and take the reader to its top', async () => {
  renderReader('/saga/comicbook?page=10');
  const under = screen.getByRole('group', { name: 'Page navigation, end of page' });
  const next = within(under).getByRole('button', { name: 'Next page' });
  const previous = within(under).getByRole('button', { name: 'Previous page' });
  await userEvent.click(next);
  expect(counter()).toBe('Page 11 / 11');
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  expect(scrolledIntoView).toEqual([screen.getByRole('heading', { level: 1 })]);
  expect(next).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.click(previous);
  await userEvent.click(previous);
  expect(counter()).toBe('Page 9 / 11');
  expect(currentLocation()).toBe('/saga/comicbook?page=9');
});
