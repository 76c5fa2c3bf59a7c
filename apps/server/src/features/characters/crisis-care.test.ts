import { describe, expect, test } from 'vitest';
import { CRISIS_RESOURCES, CRISIS_RESOURCES_AGAIN } from '@tuning/shared/characters/intro';
import { askCharacter, modelPathPerFile } from '../../../test/model-path.ts';
import type { LlmContext, LlmProvider } from '../../llm/llm-provider.ts';
import { withCrisisCare } from './crisis-care.ts';
import { CHARACTER_LINES, lineText } from '../../llm/offline/lines/index.ts';

const RISK = 'i wanna kms tbh';
const EVERYDAY = 'this exam is killing me lol';

function contextFor(message: string): LlmContext {
  return {
    characterId: 'tyson',
    system: '',
    messages: [{ role: 'user', content: message }],
    conversation: [{ role: 'user', content: message }],
    memory: { likes: [], dislikes: [], events: [] },
    furthestPage: 1,
    variant: 0,
  };
}

/** A provider that says `pieces`, or fails after them when `fail` is set. */
function scripted(pieces: string[], fail = false): LlmProvider {
  return {
    name: 'scripted',
    async reply() {
      if (fail) throw new Error('model down');
      return pieces.join('');
    },
    async *stream() {
      for (const piece of pieces) yield piece;
      if (fail) throw new Error('model down');
    },
  };
}

async function streamed(provider: LlmProvider, message: string): Promise<string> {
  let text = '';
  for await (const piece of provider.stream(contextFor(message), new AbortController().signal)) {
    text += piece;
  }
  return text;
}

const tysonLead = lineText(CHARACTER_LINES.tyson.crisisLead[0]!);

describe('with crisis care, whatever the provider says', () => {
  test('a risk message gets the resources after the model’s words', async () => {
    const care = withCrisisCare(scripted(['Hey. ', 'I hear you.']));
    expect(await care.reply(contextFor(RISK))).toBe(`Hey. I hear you. ${CRISIS_RESOURCES}`);
    expect(await streamed(care, RISK)).toBe(`Hey. I hear you. ${CRISIS_RESOURCES}`);
  });

  test('right after care, a "no" to "are you safe?" gets the resources again', async () => {
    const care = withCrisisCare(scripted(['I hear you.']));
    const conversation = [
      { role: 'user' as const, content: RISK },
      { role: 'assistant' as const, content: `Hey. ${CRISIS_RESOURCES} Are you safe right now?` },
      { role: 'user' as const, content: 'no not really' },
    ];
    const context = { ...contextFor('no not really'), conversation };
    expect(await care.reply(context)).toBe(`I hear you. ${CRISIS_RESOURCES_AGAIN}`);
    // Without care just before, a "no" is only a no.
    expect(await care.reply(contextFor('no not really'))).toBe('I hear you.');
  });

  test('a model that fails or says nothing still leaves the character’s care and the resources', async () => {
    for (const provider of [scripted([], true), scripted(['  '])]) {
      const care = withCrisisCare(provider);
      expect(await care.reply(contextFor(RISK))).toBe(`${tysonLead} ${CRISIS_RESOURCES}`);
      expect(await streamed(care, RISK)).toMatch(new RegExp(`${escape(CRISIS_RESOURCES)}$`));
    }
    expect(await streamed(withCrisisCare(scripted([], true)), RISK)).toBe(
      `${tysonLead} ${CRISIS_RESOURCES}`,
    );
  });

  test('a reply cut after some words still ends with the resources', async () => {
    const care = withCrisisCare(scripted(['I am here', ' for'], true));
    expect(await streamed(care, RISK)).toBe(`I am here for ${CRISIS_RESOURCES}`);
  });

  test('resources already given are not given twice', async () => {
    const care = withCrisisCare(scripted([`Oh no. ${CRISIS_RESOURCES}`]));
    expect(await care.reply(contextFor(RISK))).toBe(`Oh no. ${CRISIS_RESOURCES}`);
    expect(await streamed(care, RISK)).toBe(`Oh no. ${CRISIS_RESOURCES}`);
  });

  test('an everyday message passes untouched, and so does a failure', async () => {
    expect(await withCrisisCare(scripted(['Rough week!'])).reply(contextFor(EVERYDAY))).toBe(
      'Rough week!',
    );
    await expect(withCrisisCare(scripted([], true)).reply(contextFor(EVERYDAY))).rejects.toThrow(
      'model down',
    );
    await expect(streamed(withCrisisCare(scripted(['a'], true)), EVERYDAY)).rejects.toThrow(
      'model down',
    );
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('on the model path, through the routes', () => {
  const model = modelPathPerFile();
  const send = (path: string, message: string) =>
    askCharacter(model.t, path, { message, conversationHistory: [] }, model.user);

  test('a risk message gets the resources whatever the model answers', async () => {
    model.fake.script({ kind: 'json', content: 'Yes! Okay, I am writing that down.' });
    const plain = await send('/api/asahi-response', RISK);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().response).toContain(CRISIS_RESOURCES);

    model.fake.script({ kind: 'stream', chunks: ['That is ', 'infuriating.'] });
    const stream = await send(
      '/api/kazeo-response/stream',
      'thinking of taking all my meds at once',
    );
    expect(stream.statusCode).toBe(200);
    expect(stream.body).toContain('event: done');
    expect(stream.body).toContain('988');
  });

  test('an everyday look-alike gets the model’s words alone', async () => {
    model.fake.script({ kind: 'json', content: 'Finals are brutal. Want a study plan?' });
    const res = await send('/api/tyson-response', EVERYDAY);
    expect(res.json().response).toBe('Finals are brutal. Want a study plan?');
  });
});
