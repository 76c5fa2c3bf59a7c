import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AppError } from '../lib/app-error.ts';
import type { LlmContext } from './llm-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import { createStreamCutter, cutUserLines } from './user-line-cutter.ts';

/** A fake OpenAI-compatible server: each test sets what the next request gets. */
type Behaviour =
  | { kind: 'json'; content: string }
  | { kind: 'stream'; chunks: string[]; delayMs?: number }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

let behaviour: Behaviour = { kind: 'json', content: 'hello' };
const requests: Array<{ url: string; auth: string | undefined; body: Record<string, unknown> }> =
  [];
let closedEarly = 0;
let server: http.Server;
let baseUrl = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(raw) });
      const current = behaviour;
      if (current.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'fake',
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: current.content },
                finish_reason: 'stop',
              },
            ],
          }),
        );
      } else if (current.kind === 'stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.on('close', () => {
          if (!res.writableFinished) closedEarly += 1;
        });
        void (async () => {
          for (const content of current.chunks) {
            if (res.destroyed) return;
            const chunk = {
              id: 'chatcmpl-2',
              object: 'chat.completion.chunk',
              created: 1,
              model: 'fake',
              choices: [{ index: 0, delta: { content }, finish_reason: null }],
            };
            res.write(`data: ${JSON.stringify(chunk)}\n\n`);
            await new Promise((resolve) => setTimeout(resolve, current.delayMs ?? 1));
          }
          if (!res.destroyed) res.end('data: [DONE]\n\n');
        })();
      } else if (current.kind === 'status') {
        res.writeHead(current.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'nope', type: 'fake_error' } }));
      }
      // 'hang': never answer; the provider's timeout must end the call.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const context: LlmContext = {
  characterId: 'tyson',
  system: 'You are Tyson.',
  messages: [
    { role: 'user', content: 'hey' },
    { role: 'assistant', content: 'Yo!' },
    { role: 'user', content: 'who are you?' },
  ],
};

const provider = (timeoutMs = 2000) =>
  createOpenAiProvider({
    baseUrl,
    model: 'fake-model',
    apiKey: 'sk-test',
    timeoutMs,
    maxTokens: 123,
  });

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text;
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a failure');
}

test('a reply: system prompt first, history, max_tokens, stop sequences for the user', async () => {
  behaviour = { kind: 'json', content: "  I'm Tyson, dude!  " };
  expect(await provider().reply(context)).toBe("I'm Tyson, dude!");
  const sent = requests.at(-1)!;
  expect(sent.url).toBe('/v1/chat/completions');
  expect(sent.auth).toBe('Bearer sk-test');
  expect(sent.body.model).toBe('fake-model');
  expect(sent.body.max_tokens).toBe(123);
  expect(sent.body.stop).toContain('\nYou:');
  expect(sent.body.messages).toEqual([
    { role: 'system', content: 'You are Tyson.' },
    ...context.messages,
  ]);
});

test('a reply that goes on to speak for the user is cut', async () => {
  behaviour = { kind: 'json', content: 'Sure thing!\nYou: and then I said hi\nTyson: cool' };
  expect(await provider().reply(context)).toBe('Sure thing!');
  behaviour = { kind: 'json', content: 'You: I am the user now' };
  expect((await errorOf(provider().reply(context))).code).toBe('UPSTREAM_ERROR');
});

test('streaming yields pieces as they come and cuts a line written for the user', async () => {
  behaviour = { kind: 'stream', chunks: ['Full ', 'Volume', ' is ', 'back!'] };
  const pieces: string[] = [];
  for await (const piece of provider().stream(context, new AbortController().signal)) {
    pieces.push(piece);
  }
  expect(pieces.join('')).toBe('Full Volume is back!');
  expect(pieces.length).toBeGreaterThan(1);
  expect(requests.at(-1)!.body.stream).toBe(true);

  behaviour = { kind: 'stream', chunks: ['Sure ', 'thing!\nYo', 'u: and then', ' I said', '...'] };
  expect(await collect(provider().stream(context, new AbortController().signal))).toBe(
    'Sure thing!',
  );
});

test('aborting a stream stops the upstream call', async () => {
  behaviour = {
    kind: 'stream',
    chunks: Array.from({ length: 200 }, (_, i) => `word${i} `),
    delayMs: 10,
  };
  const before = closedEarly;
  const controller = new AbortController();
  const pieces: string[] = [];
  for await (const piece of provider().stream(context, controller.signal)) {
    pieces.push(piece);
    if (pieces.length === 3) controller.abort();
  }
  expect(pieces.length).toBeLessThan(10);
  await expect.poll(() => closedEarly).toBe(before + 1);
});

test('429 maps to RATE_LIMITED, 500 and 503 to UPSTREAM_ERROR', async () => {
  behaviour = { kind: 'status', status: 429 };
  const limited = await errorOf(provider().reply(context));
  expect(limited.code).toBe('RATE_LIMITED');
  expect(limited.status).toBe(429);

  for (const status of [500, 503]) {
    behaviour = { kind: 'status', status };
    const failed = await errorOf(provider().reply(context));
    expect(failed.code).toBe('UPSTREAM_ERROR');
    expect(failed.status).toBe(502);
  }

  behaviour = { kind: 'status', status: 500 };
  const streamed = await errorOf(collect(provider().stream(context, new AbortController().signal)));
  expect(streamed.code).toBe('UPSTREAM_ERROR');
});

test('a model that never answers times out as UPSTREAM_ERROR', async () => {
  behaviour = { kind: 'hang' };
  const started = Date.now();
  const failed = await errorOf(provider(300).reply(context));
  expect(failed.code).toBe('UPSTREAM_ERROR');
  expect(failed.message).toMatch(/too long/);
  expect(Date.now() - started).toBeLessThan(5000);

  const streamed = await errorOf(
    collect(provider(300).stream(context, new AbortController().signal)),
  );
  expect(streamed.message).toMatch(/too long/);
});

test('the cutter holds back only what might become a user line', () => {
  expect(cutUserLines('Hi\n  user: x')).toBe('Hi');
  expect(cutUserLines('Youth is great.\nYour turn!')).toBe('Youth is great.\nYour turn!');
  const cutter = createStreamCutter();
  expect(cutter.push('Hello')).toBe('Hello');
  expect(cutter.push('\nYo')).toBe('');
  expect(cutter.push('ur turn')).toBe('\nYour turn');
  expect(cutter.end()).toBe('');
  expect(cutter.text).toBe('Hello\nYour turn');
});
