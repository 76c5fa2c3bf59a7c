import { afterEach, expect, test } from 'vitest';
import { connectionEvents, NetworkError } from '../../../lib/api-client.ts';
import { resetBrowserState, sse, stubApi } from '../../../test/render-route.tsx';
import { streamCharacterMessage, toRequestBody } from './send-character-message.ts';

const body = { message: 'hi', conversationHistory: [] };

/** The connection outcomes reported while `run` ran, in order. */
async function outcomes(run: () => Promise<unknown>): Promise<{ seen: string[]; result: unknown }> {
  const seen: string[] = [];
  const listen = (event: Event) => seen.push(event.type);
  connectionEvents.addEventListener('answered', listen);
  connectionEvents.addEventListener('unreachable', listen);
  try {
    const result = await run().catch((error: unknown) => error);
    return { seen, result };
  } finally {
    connectionEvents.removeEventListener('answered', listen);
    connectionEvents.removeEventListener('unreachable', listen);
  }
}

const STREAM = 'POST /api/tyson-response/stream';

afterEach(resetBrowserState);

test('a stream that finds no server reports it unreachable, so the offline banner shows', async () => {
  stubApi({ [STREAM]: () => Promise.reject(new TypeError('Failed to fetch')) });
  const { seen, result } = await outcomes(() =>
    streamCharacterMessage('tyson', body, () => {}, new AbortController().signal),
  );
  expect(result).toBeInstanceOf(NetworkError);
  expect(seen).toEqual(['unreachable']);
});

test('a proxy answering 502 for a server that is down counts as unreachable too', async () => {
  stubApi({ [STREAM]: () => new Response('Bad gateway', { status: 502 }) });
  const { seen } = await outcomes(() =>
    streamCharacterMessage('tyson', body, () => {}, new AbortController().signal),
  );
  expect(seen).toEqual(['unreachable']);
});

test('a reply that streams in reports the server answered, and is whole', async () => {
  stubApi({
    [STREAM]: () =>
      sse([
        ['token', { text: 'Hey' }],
        ['done', { response: 'Hey there' }],
      ]),
  });
  const tokens: string[] = [];
  const { seen, result } = await outcomes(() =>
    streamCharacterMessage(
      'tyson',
      body,
      (text) => tokens.push(text),
      new AbortController().signal,
    ),
  );
  expect(seen).toEqual(['answered']);
  expect(tokens).toEqual(['Hey']);
  expect(result).toEqual({ text: 'Hey there', mood: undefined });
});

test('stopping a reply on purpose is not a lost connection', async () => {
  const controller = new AbortController();
  stubApi({
    [STREAM]: () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    },
  });
  const { seen, result } = await outcomes(() =>
    streamCharacterMessage('tyson', body, () => {}, controller.signal),
  );
  expect(result).toBeInstanceOf(DOMException);
  expect(seen).toEqual([]);
});

test('the server’s signature comes with a reply and goes back with it in the history', async () => {
  stubApi({ [STREAM]: () => sse([['done', { response: 'Hey there', sig: 'c2lnbmVk' }]]) });
  const reply = await streamCharacterMessage('tyson', body, () => {}, new AbortController().signal);
  expect(reply).toEqual({ text: 'Hey there', mood: undefined, sig: 'c2lnbmVk' });

  const sent = toRequestBody('and?', [
    { id: 1, sender: 'You', content: 'hi', time: '09:00' },
    { id: 2, sender: 'Tyson', content: 'Hey there', time: '09:00', sig: 'c2lnbmVk' },
    { id: 3, sender: 'Tyson', content: 'Half a', time: '09:01', status: 'cut' },
  ]);
  expect(sent.conversationHistory).toEqual([
    { id: 1, sender: 'You', content: 'hi', time: '09:00' },
    { id: 2, sender: 'Tyson', content: 'Hey there', time: '09:00', sig: 'c2lnbmVk' },
  ]);
});
