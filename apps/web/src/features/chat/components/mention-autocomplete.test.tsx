import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { MentionSuggestion } from '@tuning/shared/chat-extras';
import {
  advance,
  fakeTimeouts,
  resetBrowserState,
  stubApi,
  testQueryClient,
} from '../../../test/render-route.tsx';
import { MENTION_DEBOUNCE_MS } from '../hooks/use-mention-autocomplete.ts';
import { MessageComposer } from './message-composer.tsx';

afterEach(resetBrowserState);

const person = (username: string, fullName: string): MentionSuggestion => ({
  userId: `u-${username}`,
  username,
  fullName,
  profilePic: '',
});
const PEOPLE = [person('ben', 'Ben Ito'), person('bea_k', 'Bea Kim'), person('bo.lee', 'Bo Lee')];

function setup() {
  const calls = stubApi({
    'GET /api/chat/mentions': (_body, call) => {
      const q = new URL(call.url, 'http://localhost').searchParams.get('q') ?? '';
      return { body: { users: PEOPLE.filter((p) => p.username.startsWith(q.toLowerCase())) } };
    },
  });
  const onSend = vi.fn();
  const client = testQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MessageComposer onSend={onSend} onTyping={vi.fn()} sending={false} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('textbox', { name: 'Message' });
  return { calls, onSend, input, user: userEvent.setup() };
}

/** The suggestions the box controls (always in the page, hidden while closed). */
const listOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-controls')!);

const mentionCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/chat/mentions')).map((call) => call.url);

test('typing @ and letters opens the suggestions; arrows move, Enter inserts @username', async () => {
  const { calls, input, user, onSend } = setup();
  // A <textarea> stays a multi-line textbox (a combobox role is not allowed on it): its own
  // role, with the autocomplete's properties a textbox supports.
  expect(input.tagName).toBe('TEXTAREA');
  expect(input).not.toHaveAttribute('role');
  expect(input).not.toHaveAttribute('aria-expanded');
  expect(input).toHaveAttribute('aria-autocomplete', 'list');
  expect(listOf(input)).not.toBeVisible();
  // The list the box controls is always there, hidden while closed.
  const list = document.getElementById(input.getAttribute('aria-controls')!);
  expect(list).toHaveAttribute('role', 'listbox');
  expect(list).not.toBeVisible();

  await user.type(input, 'hey @b');
  await screen.findByRole('listbox', { name: 'People to mention' });
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'BBen Ito@ben',
    'BBea Kim@bea_k',
    'BBo Lee@bo.lee',
  ]);
  expect(listOf(input)).toBeVisible();
  expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
  // Down three times from the first wraps to the first; up once goes round to the last.
  expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
  await user.keyboard('{ArrowUp}{Enter}');
  expect(input).toHaveValue('hey @bea_k ');
  expect(onSend).not.toHaveBeenCalled();
  expect(listOf(input)).not.toBeVisible();
  expect(input).not.toHaveAttribute('aria-activedescendant');

  // The list closed: Enter sends again, as product.md says.
  await user.keyboard('see you{Enter}');
  expect(onSend).toHaveBeenCalledWith('hey @bea_k see you', {});
  // One request for the letters typed together (debounced), none for the rest of the text.
  expect(mentionCalls(calls)).toEqual(['/api/chat/mentions?q=b']);
});

test('Tab inserts too, and Escape closes the list until the next @', async () => {
  const { input, user } = setup();
  await user.type(input, '@be');
  await screen.findByRole('option', { name: /Ben Ito/ });
  await user.keyboard('{Escape}');
  expect(listOf(input)).not.toBeVisible();
  // Escape closed only the list: the box still has the text and the focus.
  expect(input).toHaveValue('@be');
  expect(input).toHaveFocus();
  await user.type(input, 'n');
  expect(listOf(input)).not.toBeVisible();

  await user.type(input, ' and @b');
  await screen.findByRole('option', { name: /Bo Lee/ });
  await user.keyboard('{Tab}');
  expect(input).toHaveValue('@ben and @ben ');
  expect(input).toHaveFocus();
});

test('a click on a suggestion inserts it where the caret is', async () => {
  const { input, user } = setup();
  await user.type(input, 'hi @bo, how are you');
  expect(listOf(input)).not.toBeVisible();
  // A click puts the caret back after "@bo".
  await user.pointer({ target: input, offset: 6, keys: '[MouseLeft]' });
  const option = await screen.findByRole('option', { name: /Bo Lee/ });
  await user.click(within(option).getByText('@bo.lee'));
  expect(input).toHaveValue('hi @bo.lee, how are you');
  expect(input).toHaveFocus();
  expect((input as HTMLTextAreaElement).selectionStart).toBe('hi @bo.lee'.length);
});

test('the list shows only while the box has the focus, and says how many there are', async () => {
  const { input, user } = setup();
  await user.type(input, '@b');
  await screen.findByRole('listbox', { name: 'People to mention' });
  expect(screen.getByText(/^3 people to mention\./)).toBeInTheDocument();
  act(() => input.blur());
  expect(listOf(input)).not.toBeVisible();
  expect(screen.queryByRole('option')).toBeNull();
  await user.click(input);
  expect(listOf(input)).toBeVisible();
});

test('an @ inside a word (an email address) opens nothing', async () => {
  fakeTimeouts();
  const { calls, input, user, onSend } = setup();
  // Typed at once (user-event waits on timeouts, which are held here).
  act(() => input.focus());
  fireEvent.change(input, { target: { value: 'mail ada@gmail.com' } });
  // The debounce's whole wait: a request it would start has started by now.
  await advance(MENTION_DEBOUNCE_MS);
  expect(mentionCalls(calls)).toEqual([]);
  vi.useRealTimers();
  await user.keyboard('{Enter}');
  expect(onSend).toHaveBeenCalledWith('mail ada@gmail.com', {});
});
