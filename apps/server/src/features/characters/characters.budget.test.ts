import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../test/fake-openai.ts';
import { createUser } from '../../../test/fixtures.ts';
import { askCharacter } from '../../../test/model-path.ts';
import { appPerTest } from '../../../test/test-app.ts';
import { characterCards } from '../../llm/cards.ts';
import { estimateTokens, promptBudget, voiceReminder } from './character-context.ts';
import { createReplySigner } from './reply-signature.ts';

const open = appPerTest();

/**
 * The prompt budget against a scripted fake OpenAI-compatible server, at the context windows a
 * host sets (LLM_CONTEXT_TOKENS): a 200-turn chat keeps the newest turns whole, a summary of the
 * rest, the pinned memory, and fits the window with the reply's tokens left over.
 */

let fake: FakeOpenAi;
const REPLY_KEY = Buffer.alloc(32, 3);
const signer = createReplySigner(REPLY_KEY);

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.script({ kind: 'json', content: 'Loud and clear.' });
});

afterAll(() => fake.close());

/** 200 turns of ~200 tokens each: more than even a 32k window holds. */
function longChat() {
  const history = [
    { sender: 'You', content: 'My name is Sam.', time: '09:00' },
    { sender: 'Tyson', content: 'Sam! Welcome to Full Volume.', time: '09:00' },
    { sender: 'You', content: 'I have a dog named Biscuit.', time: '09:01' },
    { sender: 'Tyson', content: 'Biscuit! Best name ever.', time: '09:01' },
  ];
  for (let index = 4; index < 200; index += 1) {
    const mine = index % 2 === 0;
    history.push({
      sender: mine ? 'You' : 'Tyson',
      content:
        `${mine ? 'me' : 'tyson'} ${index}: ` +
        `${mine ? 'what about chapter 2 and the council' : 'the radio show and the long night'} `.repeat(
          20,
        ),
      time: '09:30',
    });
  }
  return history;
}

for (const contextTokens of [4096, 8192, 32768]) {
  test(`a 200-turn chat in a ${contextTokens}-token window: summary, newest turns whole, memory`, async () => {
    const t = await open({
      replySigningKey: REPLY_KEY,
      env: {
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_CONTEXT_TOKENS: String(contextTokens),
      },
    });
    const user = await createUser(t.database.db);
    const history = longChat().map((entry) =>
      entry.sender === 'You'
        ? entry
        : { ...entry, sig: signer.sign(user.id, 'tyson', entry.content) },
    );
    const res = await askCharacter(
      t,
      '/api/tyson-response',
      { message: 'what was my dog called?', conversationHistory: history },
      user,
    );
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.requests.at(-1)!.body;
    const [system, ...turns] = sent.messages;

    const total = sent.messages.reduce((sum, turn) => sum + estimateTokens(turn.content), 0);
    expect(total).toBeLessThanOrEqual(promptBudget(contextTokens, 400));
    expect(total + sent.max_tokens!).toBeLessThanOrEqual(contextTokens);

    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Earlier in this chat');
    expect(system!.content).toContain('- Name: "Sam"');
    expect(system!.content).toContain(
      '- About their pet, they said: "I have a dog named Biscuit."',
    );

    // The newest turns, whole and in order, then the message with the reminder after it.
    expect(turns.at(-1)).toEqual({
      role: 'user',
      content: `what was my dog called?\n\n${voiceReminder(characterCards.tyson)}`,
    });
    const kept = turns.slice(0, -1);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept[0]!.role).toBe('user');
    expect(kept.map((turn) => turn.content)).toEqual(
      history.slice(history.length - kept.length).map((entry) => entry.content),
    );
    // The summary goes on where the kept turns begin, and older exchanges fold into topics.
    const lastDropped = history[history.length - kept.length - 2]!;
    expect(lastDropped.sender).toBe('You');
    expect(system!.content).toContain(`- They said "${lastDropped.content.slice(0, 40)}`);
    if (contextTokens < 32768) {
      expect(system!.content).toContain('messages), you talked about: Chapter 2');
    }
    // A bigger window keeps more of the chat.
    if (contextTokens === 32768) expect(kept.length).toBeGreaterThan(100);
    if (contextTokens === 4096) expect(kept.length).toBeLessThan(20);
  });
}
