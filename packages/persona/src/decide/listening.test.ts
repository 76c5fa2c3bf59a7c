import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { lifeLines } from '../content/life-lines.ts';
import { listeningMove } from './listening.ts';

const user = (content: string) => ({ role: 'user' as const, content });
const character = (content: string) => ({ role: 'assistant' as const, content });

const heard = 'Whoa, that would make me furious too. What happened?';

/** The move for `message` said right after a problem was told and heard. */
const afterProblem = (characterId: 'tyson' | 'yurei', message: string) =>
  listeningMove({
    characterId,
    conversation: [user('ugh my sister keeps reading my texts'), character(heard), user(message)],
    seed: 's',
    venting: true,
  });

test.each([
  'like she just takes it lol',
  'and she never even says sorry',
  'idk',
  'its just so annoying honestly',
  'my mom says im wasting my time with art',
  'like its 9pm thats not even late??',
  'who even does that?!',
])('"%s" while venting is heard, not read as anything else', (message) => {
  const move = afterProblem('tyson', message);
  expect(move?.section).toBe('listening.hear');
  expect(lifeLines().tyson.listening.hear).toContain(move?.text);
});

test.each([
  'lmaooo thats so funny',
  'aww thats so sweet',
  'wait why?',
  'do u ever fight with ur family',
  'hbu, how r u',
  'is that normal??? like do u think shes right',
  'i feel so stupid compared to everyone',
])('"%s" goes on to the rest of the engine', (message) => {
  expect(afterProblem('yurei', message)).toBeUndefined();
});

test('nothing is taken as a vent when the last reply took in no feeling', () => {
  const conversation = [user('hey'), character('Hi!'), user('and she never says sorry')];
  expect(listeningMove({ characterId: 'kazeo', conversation, seed: 's', venting: false })).toBe(
    undefined,
  );
});

test('"idk what to do" with no problem advice is written for asks what would help', () => {
  const move = listeningMove({
    characterId: 'asahi',
    conversation: [
      user('everything is just a lot lately'),
      character(heard),
      user('idk what to do'),
    ],
    seed: 's',
    venting: true,
  });
  expect(move?.section).toBe('listening.stuck');
});

test('"idk what to do" about a problem advice is written for is left to the advice', () => {
  const conversation = [
    user('my roommate keeps eating my food'),
    character(heard),
    user('she never says sorry'),
    character('That is heavy.'),
    user('its every week'),
    character('I hear you.'),
    user('idk what to do tbh'),
  ];
  expect(listeningMove({ characterId: 'asahi', conversation, seed: 's', venting: true })).toBe(
    undefined,
  );
});

test.each(CHARACTER_IDS)('%s never says a listening line twice in a conversation', (id) => {
  const conversation: { role: 'user' | 'assistant'; content: string }[] = [
    user('my week has been awful'),
    character(heard),
  ];
  const said = new Set<string>();
  for (let turn = 0; turn < lifeLines()[id].listening.hear.length; turn++) {
    conversation.push(user(`and another thing happened ${turn}`));
    const move = listeningMove({ characterId: id, conversation, seed: `s${turn}`, venting: true });
    expect(move).toBeDefined();
    expect(said.has(move!.text)).toBe(false);
    said.add(move!.text);
    conversation.push(character(move!.text));
  }
  conversation.push(user('and one more'));
  expect(listeningMove({ characterId: id, conversation, seed: 'end', venting: true })).toBe(
    undefined,
  );
});
