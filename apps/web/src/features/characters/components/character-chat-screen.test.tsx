import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  CHARACTER_FAILURE_LINES,
  CHARACTER_MISSING_RESPONSE,
  characterChatTexts,
} from '@tuning/shared/characters/chat';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';
import { CHARACTER_INTROS } from '@tuning/shared/characters/intro';
import { FURTHEST_PAGE_KEY } from '../../../lib/reading-progress.ts';
import { formatComeback } from '../../../lib/format-comeback.ts';
import { chatDatabase, clearMessages, loadMessages } from '../api/chat-store.ts';
import { resetBrowserState, sse, stubApi } from '../../../test/render-route.tsx';
import { CharacterChatScreen } from './character-chat-screen.tsx';

interface Call {
  url: string;
  body: {
    message: string;
    conversationHistory: Array<Record<string, unknown>>;
    furthestPage?: number;
    variant?: number;
  };
}
let calls: Call[] = [];

/** Every character endpoint answered by `handler`; the calls are recorded in `calls`. */
function serve(handler: (url: string, signal: AbortSignal) => Response | Promise<Response>) {
  calls = stubApi({ '*': (_body, call) => handler(call.url, call.signal!) }) as Call[];
}

/** Waits for a text to be shown, across the streamed bubble being replaced by the stored one. */
async function seen(text: string): Promise<void> {
  await waitFor(async () => {
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByText('Online')).toBeVisible();
  });
}

beforeEach(async () => {
  calls = [];
  window.localStorage.clear();
  await Promise.all(
    (['tyson', 'yurei', 'asahi', 'kaizetsu', 'kazeo'] as CharacterId[]).map(clearMessages),
  );
});
afterEach(resetBrowserState);

test('sends on Enter, shows the streamed reply, stores both and sends the history next time', async () => {
  serve(() =>
    sse([
      ['token', { text: 'Yo ' }],
      ['token', { text: 'dude!' }],
      ['done', { response: 'Yo dude!' }],
    ]),
  );
  const user = userEvent.setup();
  const { unmount } = render(<CharacterChatScreen character={getCharacter('tyson')} />, {
    wrapper: MemoryRouter,
  });
  expect(
    await screen.findByText('No messages yet. Start a conversation with Tyson!'),
  ).toBeVisible();
  expect(screen.getByText('Online')).toBeVisible();

  const input = screen.getByPlaceholderText('Type a message...');
  await user.type(input, '   {Enter}');
  expect(calls).toHaveLength(0);
  expect(input).toHaveValue('   ');
  await user.clear(input);
  await user.type(input, 'line one{Shift>}{Enter}{/Shift}line two');
  expect(calls).toHaveLength(0);
  await user.keyboard('{Enter}');

  // The streamed bubble is replaced by the stored reply once the stream is done.
  await waitFor(async () => expect(await loadMessages('tyson')).toHaveLength(2));
  await waitFor(() => expect(screen.getByText('Online')).toBeVisible());
  expect(screen.getByText('Yo dude!')).toBeVisible();
  expect(screen.getByText('line one\nline two', { collapseWhitespace: false })).toBeVisible();
  expect(calls[0]!.url).toBe('/api/tyson-response/stream');
  expect(calls[0]!.body).toEqual({
    message: 'line one\nline two',
    conversationHistory: [],
    furthestPage: 0,
  });
  expect((await loadMessages('tyson')).map((m) => [m.sender, m.content])).toEqual([
    ['You', 'line one\nline two'],
    ['Tyson', 'Yo dude!'],
  ]);

  unmount();
  render(<CharacterChatScreen character={getCharacter('tyson')} />, { wrapper: MemoryRouter });
  expect(await screen.findByText('Yo dude!')).toBeVisible();
  await user.type(screen.getByPlaceholderText('Type a message...'), 'again{Enter}');
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]!.body.conversationHistory).toMatchObject([
    { sender: 'You', content: 'line one\nline two' },
    { sender: 'Tyson', content: 'Yo dude!' },
  ]);
  expect(calls[1]!.body.conversationHistory[0]!.time).toMatch(/^\d{2}:\d{2}$/);
});

test('while waiting: Typing..., Sending..., input and Clear Chats disabled; Stop keeps what appeared', async () => {
  serve(
    // Open until the request is aborted, which errors the body being read as a real fetch does.
    (_url, signal) => sse([['token', { text: 'Silence ' }]], signal),
  );
  const user = userEvent.setup();
  render(<CharacterChatScreen character={getCharacter('kaizetsu')} />, { wrapper: MemoryRouter });
  await user.type(await screen.findByPlaceholderText('Type a message...'), 'hello Kai{Enter}');
  expect(await screen.findByText('Typing...')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Clear Chats' })).toBeDisabled();
  expect(screen.getByPlaceholderText('Type a message...')).toBeDisabled();
  expect(await screen.findByText('Silence')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(await screen.findByText('Online')).toBeVisible();
  expect(calls).toHaveLength(1);
  expect((await loadMessages('kaizetsu')).map((m) => [m.sender, m.content])).toEqual([
    ['You', 'hello Kai'],
    ['Kai', 'Silence'],
  ]);
});

test('only a missing stream endpoint falls back to the plain one: one model call per send', async () => {
  serve((url) =>
    url.endsWith('/stream')
      ? new Response('not here', { status: 404 })
      : Response.json({ response: 'Plain reply from Kazeo' }),
  );
  const user = userEvent.setup();
  render(<CharacterChatScreen character={getCharacter('kazeo')} />, { wrapper: MemoryRouter });
  await user.type(await screen.findByPlaceholderText('Type a message...'), 'hey{Enter}');
  expect(await screen.findByText('Plain reply from Kazeo')).toBeVisible();
  expect(calls.map((call) => call.url)).toEqual([
    '/api/kazeo-response/stream',
    '/api/kazeo-response',
  ]);
});

test.each([
  ['kaizetsu', CHARACTER_FAILURE_LINES.kaizetsu],
  ['yurei', CHARACTER_FAILURE_LINES.yurei],
  ['asahi', CHARACTER_FAILURE_LINES.asahi],
] as const)(
  'a failed stream: %s shows the fixed line marked not delivered, no second call, Retry asks again',
  async (id, line) => {
    let fail = true;
    serve(() =>
      fail
        ? new Response('down', { status: 502 })
        : sse([
            ['token', { text: 'Back now.' }],
            ['done', { response: 'Back now.' }],
          ]),
    );
    const user = userEvent.setup();
    render(<CharacterChatScreen character={getCharacter(id)} />, { wrapper: MemoryRouter });
    await user.type(await screen.findByPlaceholderText('Type a message...'), 'hi{Enter}');
    expect(await screen.findByText(line)).toBeVisible();
    expect(screen.getByText('Not delivered')).toBeVisible();
    expect(calls).toHaveLength(1);
    expect((await loadMessages(id)).at(-1)).toMatchObject({ content: line, status: 'failed' });

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await seen('Back now.');
    expect(screen.queryByText(line)).toBeNull();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.message).toBe('hi');
    expect(calls[1]!.body.conversationHistory).toEqual([]);
  },
);

test('a reply cut short keeps its text, marked, and is never sent back as history', async () => {
  serve(() =>
    sse([
      ['token', { text: 'The bell tower ' }],
      ['error', { code: 'TRUNCATED', message: 'too long', partial: 'The bell tower' }],
    ]),
  );
  const user = userEvent.setup();
  render(<CharacterChatScreen character={getCharacter('yurei')} />, { wrapper: MemoryRouter });
  await user.type(await screen.findByPlaceholderText('Type a message...'), 'tower?{Enter}');
  expect(await screen.findByText('Cut off')).toBeVisible();
  expect(screen.getByText('The bell tower')).toBeVisible();
  await user.type(screen.getByPlaceholderText('Type a message...'), 'and?{Enter}');
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1]!.body.conversationHistory.map((entry) => entry.content)).toEqual(['tower?']);
});

test('an empty chat shows the greeting and three openers; a tapped opener is sent', async () => {
  window.localStorage.setItem(FURTHEST_PAGE_KEY, '4');
  serve(() =>
    sse([
      ['token', { text: 'I am Asahi.' }],
      ['done', { response: 'I am Asahi.' }],
    ]),
  );
  const user = userEvent.setup();
  render(<CharacterChatScreen character={getCharacter('asahi')} />, { wrapper: MemoryRouter });
  expect(
    await screen.findByText('No messages yet. Start a conversation with Asahi!'),
  ).toBeVisible();
  expect(screen.getByText(CHARACTER_INTROS.asahi.greeting)).toBeVisible();
  // The character speaks first: the invitation comes after the greeting, not above it.
  const greeting = screen.getByText(CHARACTER_INTROS.asahi.greeting);
  const invitation = screen.getByText('No messages yet. Start a conversation with Asahi!');
  expect(
    greeting.compareDocumentPosition(invitation) & Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(screen.getByText(/Asahi is an AI character/)).toBeVisible();
  const [first] = CHARACTER_INTROS.asahi.openers;
  for (const opener of CHARACTER_INTROS.asahi.openers) {
    expect(screen.getByRole('button', { name: opener })).toBeVisible();
  }
  await user.click(screen.getByRole('button', { name: first }));
  await seen('I am Asahi.');
  expect(calls[0]!.body).toEqual({ message: first, conversationHistory: [], furthestPage: 4 });
  expect(screen.queryByText(CHARACTER_INTROS.asahi.greeting)).toBeNull();
});

test('Regenerate replaces the last reply with another take', async () => {
  let take = 0;
  serve(() => {
    take += 1;
    return sse([['done', { response: `Take ${take}` }]]);
  });
  const user = userEvent.setup();
  render(<CharacterChatScreen character={getCharacter('tyson')} />, { wrapper: MemoryRouter });
  await user.type(await screen.findByPlaceholderText('Type a message...'), 'joke?{Enter}');
  await seen('Take 1');
  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await seen('Take 2');
  expect(screen.queryByText('Take 1')).toBeNull();
  expect(calls[1]!.body).toMatchObject({ message: 'joke?', conversationHistory: [], variant: 1 });
  await user.click(screen.getByRole('button', { name: 'Regenerate' }));
  await seen('Take 3');
  expect(calls[2]!.body.variant).toBe(2);
  expect((await loadMessages('tyson')).map((m) => m.content)).toEqual(['joke?', 'Take 3']);
});

test('a reply without a response field gets the default line; Clear Chats asks first', async () => {
  serve((url) => (url.endsWith('/stream') ? new Response('', { status: 405 }) : Response.json({})));
  const user = userEvent.setup();
  render(<CharacterChatScreen character={getCharacter('asahi')} />, { wrapper: MemoryRouter });
  await user.type(await screen.findByPlaceholderText('Type a message...'), 'hi{Enter}');
  expect(await screen.findByText(CHARACTER_MISSING_RESPONSE.asahi)).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Clear Chats' }));
  const dialog = await screen.findByRole('dialog', { name: 'Clear Chats?' });
  expect(dialog).toHaveTextContent("Clear your whole chat with Asahi? This can't be undone.");
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await loadMessages('asahi')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Clear Chats' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(await loadMessages('asahi')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Clear Chats' }));
  const confirm = await screen.findByRole('dialog');
  await user.click(within(confirm).getByRole('button', { name: 'Clear Chats' }));
  expect(
    await screen.findByText('No messages yet. Start a conversation with Asahi!'),
  ).toBeVisible();
  expect(await loadMessages('asahi')).toEqual([]);
});

test('the header links back to the cast', () => {
  render(<CharacterChatScreen character={getCharacter('asahi')} />, { wrapper: MemoryRouter });
  expect(screen.getByRole('link', { name: 'Back to the cast' })).toHaveAttribute('href', '/home');
});

test('the header portrait wears the mood of each reply, thinks while waiting, and a failure changes nothing', async () => {
  let next: () => Response = () =>
    sse([
      ['token', { text: 'Whoa!' }],
      ['done', { response: 'Whoa!', mood: 'surprised' }],
    ]);
  serve(() => next());
  const user = userEvent.setup();
  const { container, unmount } = render(<CharacterChatScreen character={getCharacter('kazeo')} />, {
    wrapper: MemoryRouter,
  });
  const face = () =>
    container
      .querySelector('.character-chat__header svg[data-expression]')
      ?.getAttribute('data-expression');
  await screen.findByText('No messages yet. Start a conversation with Kazeo!');
  // Before any reply: Kazeo's own resting face.
  expect(face()).toBe('happy');

  const input = screen.getByPlaceholderText('Type a message...');
  await user.type(input, 'I climbed the bell tower{Enter}');
  await seen('Whoa!');
  expect(face()).toBe('surprised');
  expect((await loadMessages('kazeo')).at(-1)).toMatchObject({
    content: 'Whoa!',
    mood: 'surprised',
  });

  // While the next reply is on its way the portrait thinks.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  next = () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          await gate;
          const done = `event: done\ndata: ${JSON.stringify({ response: 'That stinks, dude.', mood: 'sad' })}\n\n`;
          controller.enqueue(new TextEncoder().encode(done));
          controller.close();
        },
      }),
      { status: 200, headers: { 'content-type': 'text/event-stream' } },
    );
  await user.type(screen.getByPlaceholderText('Type a message...'), 'then I fell{Enter}');
  await waitFor(() => expect(face()).toBe('thinking'));
  release();
  await seen('That stinks, dude.');
  expect(face()).toBe('sad');

  // The server is down: the fixed line is marked, and the face stays that of the last real reply.
  next = () => {
    throw new TypeError('Failed to fetch');
  };
  await user.type(screen.getByPlaceholderText('Type a message...'), 'hello?{Enter}');
  await seen(CHARACTER_FAILURE_LINES.kazeo);
  expect(screen.getByText('Not delivered')).toBeVisible();
  expect(face()).toBe('sad');
  expect((await loadMessages('kazeo')).at(-1)).toMatchObject({ status: 'failed' });
  expect((await loadMessages('kazeo')).at(-1)!.mood).toBeUndefined();

  // Stored with the history: a new visit opens on the same face.
  unmount();
  const again = render(<CharacterChatScreen character={getCharacter('kazeo')} />, {
    wrapper: MemoryRouter,
  });
  await again.findByText('That stinks, dude.');
  expect(
    again.container
      .querySelector('.character-chat__header svg[data-expression]')
      ?.getAttribute('data-expression'),
  ).toBe('sad');
});

test('the daily limit says plainly when replies come back, and Retry waits until then', async () => {
  const retryAt = new Date(Date.now() + 5 * 60 * 60 * 1000);
  serve(
    () =>
      new Response(
        JSON.stringify({
          code: 'RATE_LIMITED',
          message: 'Daily character chat limit reached',
          limit: 'daily',
          retryAt: retryAt.toISOString(),
        }),
        { status: 429, headers: { 'content-type': 'application/json' } },
      ),
  );
  const user = userEvent.setup();
  const { unmount } = render(<CharacterChatScreen character={getCharacter('kazeo')} />, {
    wrapper: MemoryRouter,
  });
  await user.type(await screen.findByPlaceholderText('Type a message...'), 'hey{Enter}');

  const when = formatComeback(retryAt.getTime());
  await seen(characterChatTexts.dailyLimit(when));
  expect(screen.queryByText(CHARACTER_FAILURE_LINES.kazeo)).toBeNull();
  expect(screen.queryByText('Not delivered')).toBeNull();
  const retry = screen.getByRole('button', { name: 'Retry' });
  expect(retry).toBeDisabled();
  expect(retry).toHaveAccessibleDescription(characterChatTexts.dailyLimitRetry(when));
  expect(calls).toHaveLength(1);

  // Once the time has come (here: stored as already past), Retry asks again.
  unmount();
  const [, notice] = await loadMessages('kazeo');
  expect(notice).toMatchObject({ status: 'limited', retryAt: retryAt.getTime() });
  await chatDatabase('kazeo').messages.update(notice!.id, { retryAt: Date.now() - 1000 });
  serve(() => sse([['done', { response: 'Whoosh, back!' }]]));
  render(<CharacterChatScreen character={getCharacter('kazeo')} />, { wrapper: MemoryRouter });
  const again = await screen.findByRole('button', { name: 'Retry' });
  expect(again).toBeEnabled();
  await user.click(again);
  await seen('Whoosh, back!');
  expect(calls.at(-1)!.body).toMatchObject({ message: 'hey', conversationHistory: [] });
});
