import { expect, test } from 'vitest';
import { chatMessage } from '../../../test/fixtures.ts';
import { messageParts, mentionsUser } from './mentions.ts';

test('mentions are found in text, not in links or e-mail addresses; a full stop after a name stays text', () => {
  expect(messageParts('hi @ann, see https://x.org/@ben and mail me@cy.org. thanks @dan.')).toEqual([
    { kind: 'text', text: 'hi ' },
    { kind: 'mention', text: '@ann', username: 'ann' },
    { kind: 'text', text: ', see ' },
    { kind: 'link', text: 'https://x.org/@ben', href: 'https://x.org/@ben' },
    { kind: 'text', text: ' and mail me@cy.org. thanks ' },
    { kind: 'mention', text: '@dan', username: 'dan' },
    { kind: 'text', text: '.' },
  ]);
  // Too short to be a user name, or the server found no such account.
  expect(messageParts('@al hi')).toEqual([{ kind: 'text', text: '@al hi' }]);
  expect(messageParts('@ann hi', false)).toEqual([{ kind: 'text', text: '@ann hi' }]);
});

test("a message mentions the user by the server's list or by name, never their own", () => {
  const me = { uid: 'u-ann', userName: 'Ann_Lee' };
  expect(mentionsUser(chatMessage(1, { message: 'hi', mentions: ['u-ann'] }), me)).toBe(true);
  expect(mentionsUser(chatMessage(1, { message: 'thanks @ann_lee.' }), me)).toBe(true);
  expect(mentionsUser(chatMessage(1, { message: 'thanks @ann_leet' }), me)).toBe(false);
  expect(mentionsUser(chatMessage(1, { message: 'me@ann_lee' }), me)).toBe(false);
  expect(mentionsUser(chatMessage(1, { message: '@ann_lee', userId: 'u-ann' }), me)).toBe(false);
  expect(mentionsUser(chatMessage(1, { message: '@ann_lee' }), undefined)).toBe(false);
});
