import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeOpenAi, type FakeBehaviour, type FakeOpenAi } from '../../test/fake-openai.ts';
import { AppError } from '../lib/app-error.ts';
import { LengthCutError, type LlmContext } from './llm-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';
import { createStreamCutter, cutUserLines } from './user-line-cutter.ts';

let fake: FakeOpenAi;
let baseUrl = '';

beforeAll(async () => {
  fake = await startFakeOpenAi();
  baseUrl = fake.baseUrl;
});

afterAll(() => fake.close());

const requests = () => fake.requests;
const set = (behaviour: FakeBehaviour) => fake.script(behaviour);

const messages: LlmContext['messages'] = [
  { role: 'user', content: 'hey' },
  { role: 'assistant', content: 'Yo!' },
  { role: 'user', content: 'who are you?' },
];
const context: LlmContext = {
  characterId: 'tyson',
  system: 'You are Tyson.',
  messages,
  conversation: messages,
  memory: { likes: [], dislikes: [], events: [] },
  furthestPage: 11,
  variant: 0,
};

const sampling = { temperature: 0.8, topP: 0.95, frequencyPenalty: 0.3 };

const provider = (timeoutMs = 2000, idleTimeoutMs = timeoutMs) =>
  createOpenAiProvider({
    baseUrl,
    model: 'fake-model',
    apiKey: 'sk-test',
    timeoutMs,
    idleTimeoutMs,
    maxTokens: 123,
    sampling,
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
  set({ kind: 'json', content: "  I'm Tyson, dude!  " });
  expect(await provider().reply(context)).toBe("I'm Tyson, dude!");
  const sent = requests().at(-1)!;
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
  set({ kind: 'json', content: 'Sure thing!\nYou: and then I said hi\nTyson: cool' });
  expect(await provider().reply(context)).toBe('Sure thing!');
  set({ kind: 'json', content: 'You: I am the user now' });
  expect((await errorOf(provider().reply(context))).code).toBe('UPSTREAM_ERROR');
});

test('streaming yields pieces as they come and cuts a line written for the user', async () => {
  set({ kind: 'stream', chunks: ['Full ', 'Volume', ' is ', 'back!'] });
  const pieces: string[] = [];
  for await (const piece of provider().stream(context, new AbortController().signal)) {
    pieces.push(piece);
  }
  expect(pieces.join('')).toBe('Full Volume is back!');
  expect(pieces.length).toBeGreaterThan(1);
  expect(requests().at(-1)!.body.stream).toBe(true);

  set({ kind: 'stream', chunks: ['Sure ', 'thing!\nYo', 'u: and then', ' I said', '...'] });
  expect(await collect(provider().stream(context, new AbortController().signal))).toBe(
    'Sure thing!',
  );
});

test('aborting a stream stops the upstream call', async () => {
  set({
    kind: 'stream',
    chunks: Array.from({ length: 200 }, (_, i) => `word${i} `),
    delayMs: 10,
  });
  const before = fake.closedEarly();
  const controller = new AbortController();
  const pieces: string[] = [];
  for await (const piece of provider().stream(context, controller.signal)) {
    pieces.push(piece);
    if (pieces.length === 3) controller.abort();
  }
  expect(pieces.length).toBeLessThan(10);
  await expect.poll(() => fake.closedEarly()).toBe(before + 1);
});

test('429 maps to RATE_LIMITED, 500 and 503 to UPSTREAM_ERROR', async () => {
  set({ kind: 'status', status: 429 });
  const limited = await errorOf(provider().reply(context));
  expect(limited.code).toBe('RATE_LIMITED');
  expect(limited.status).toBe(429);

  for (const status of [500, 503]) {
    set({ kind: 'status', status });
    const failed = await errorOf(provider().reply(context));
    expect(failed.code).toBe('UPSTREAM_ERROR');
    expect(failed.status).toBe(502);
  }

  set({ kind: 'status', status: 500 });
  const streamed = await errorOf(collect(provider().stream(context, new AbortController().signal)));
  expect(streamed.code).toBe('UPSTREAM_ERROR');
});

test('a model that never answers times out as UPSTREAM_ERROR', async () => {
  set({ kind: 'hang' });
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

test('a stream cut by the timeout is an error after the text that came, never a clean end', async () => {
  set({ kind: 'stream', chunks: ['The tower ', 'was ', 'dark ', 'and then'], stallAfter: 2 });
  const pieces: string[] = [];
  const failed = await errorOf(
    (async () => {
      for await (const piece of provider(400).stream(context, new AbortController().signal)) {
        pieces.push(piece);
      }
    })(),
  );
  expect(pieces.join('')).toBe('The tower was ');
  expect(failed.message).toMatch(/too long/);
});

test('a reply out of tokens: streamed, it ends in an error; whole, it ends at a full sentence', async () => {
  set({
    kind: 'stream',
    chunks: ['I remember it. ', 'The bell was ', 'loud and'],
    finish: 'length',
  });
  const failed = await errorOf(collect(provider().stream(context, new AbortController().signal)));
  expect(failed.message).toMatch(/cut short/);
  // What the route keeps: the reply up to its last whole sentence.
  expect(failed).toBeInstanceOf(LengthCutError);
  expect((failed as LengthCutError).text).toBe('I remember it.');
  set({
    kind: 'json',
    content: 'I remember it. The bell was loud. And then the',
    finish: 'length',
  });
  expect(await provider().reply(context)).toBe('I remember it. The bell was loud.');
});

test('template tokens, reasoning and a self-naming prefix are cleaned from replies', async () => {
  set({ kind: 'json', content: '<think>plan the answer</think>Tyson: Yo, dude!<|im_end|>' });
  expect(await provider().reply(context)).toBe('Yo, dude!');
  set({
    kind: 'stream',
    chunks: ['Ty', 'son: ', '<thi', 'nk>hmm</think>', 'Loud and ', 'clear!</', 's>', '<|eot_id|>'],
  });
  expect(await collect(provider().stream(context, new AbortController().signal))).toBe(
    'Loud and clear!',
  );
  expect(cutUserLines('[INST] hi [/INST]Hey there<end_of_turn>')).toBe('hi Hey there');
});

test('sampling settings go with every request; a Regenerate asks for another seed, a bit warmer', async () => {
  set({ kind: 'json', content: 'Yo!' });
  await provider().reply(context);
  const first = requests().at(-1)!.body;
  expect(first.temperature).toBe(0.8);
  expect(first.top_p).toBe(0.95);
  expect(first.frequency_penalty).toBe(0.3);
  expect(Number.isInteger(first.seed)).toBe(true);

  await provider().reply(context);
  expect(requests().at(-1)!.body.seed).toBe(first.seed);

  const seeds = new Set([first.seed]);
  for (const variant of [1, 2]) {
    await provider().reply({ ...context, variant });
    const again = requests().at(-1)!.body;
    seeds.add(again.seed);
    expect(again.temperature).toBeGreaterThan(first.temperature!);
    expect(again.temperature).toBeLessThanOrEqual(first.temperature! + 0.3);
  }
  expect(seeds.size).toBe(3);
});

test('the student’s name is a stop sequence, and a line in their name is cut', async () => {
  const named: LlmContext = {
    ...context,
    memory: { ...context.memory, name: { kind: 'name', value: 'Sam', turn: 0 } },
  };
  set({ kind: 'json', content: 'Sure thing!\nSam: and then I said hi' });
  expect(await provider().reply(named)).toBe('Sure thing!');
  const stop = requests().at(-1)!.body.stop!;
  expect(stop).toContain('\nSam:');
  expect(stop).toContain('\nYou:');
  expect(stop.length).toBeLessThanOrEqual(4);

  set({ kind: 'stream', chunks: ['Got it.', '\nSa', 'm: so anyway'] });
  expect(await collect(provider().stream(named, new AbortController().signal))).toBe('Got it.');
});

test('hygiene: markdown emphasis, a bold name prefix, NUL and replacement characters go', async () => {
  set({ kind: 'json', content: '**Tyson**: *grins* Yo, that was **so** _loud_!\u0000\ufffd' });
  expect(await provider().reply(context)).toBe('grins Yo, that was so loud!');
  set({
    kind: 'stream',
    chunks: ['**Ty', 'son**:', ' I *really*', ' mean _it', '_, snake_case stays.\ufffd'],
  });
  expect(await collect(provider().stream(context, new AbortController().signal))).toBe(
    'I really mean it, snake_case stays.',
  );
});

test('a slow start is waited for: the first word has its own deadline, longer than the idle one', async () => {
  // 600 ms before the first word: beyond the idle deadline, within the first-word one.
  set({ kind: 'stream', chunks: ['Reading ', 'done.'], firstDelayMs: 600 });
  expect(await collect(provider(5000, 300).stream(context, new AbortController().signal))).toBe(
    'Reading done.',
  );
  set({ kind: 'json', content: 'Slow but sure.' });
  expect(await provider(5000, 300).reply(context)).toBe('Slow but sure.');
});

test('no deadline for the whole reply: a long reply whose pieces keep coming is complete', async () => {
  set({ kind: 'stream', chunks: Array.from({ length: 12 }, (_, i) => `w${i} `), delayMs: 100 });
  // 12 pieces 100 ms apart take longer than either deadline below.
  const text = await collect(provider(600, 600).stream(context, new AbortController().signal));
  expect(text.trim()).toBe(Array.from({ length: 12 }, (_, i) => `w${i}`).join(' '));
});

test('the idle deadline ends a model that goes quiet after it started', async () => {
  set({ kind: 'stream', chunks: ['The tower ', 'was ', 'dark.'], stallAfter: 2 });
  const pieces: string[] = [];
  const failed = await errorOf(
    (async () => {
      for await (const piece of provider(60_000, 300).stream(
        context,
        new AbortController().signal,
      )) {
        pieces.push(piece);
      }
    })(),
  );
  expect(pieces.join('')).toBe('The tower was ');
  expect(failed.message).toMatch(/too long/);
});
