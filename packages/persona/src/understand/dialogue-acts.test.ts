import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { dialogueActOf } from './dialogue-acts.ts';

const actOf = (message: string) => dialogueActOf(readMessage(message));

test.each([
  ['wait why??', 'why'],
  ['why tho', 'why'],
  ['whyyy', 'why'],
  ['how come', 'why'],
  ['lol more', 'more'],
  ['and then??', 'more'],
  ['tell me more', 'more'],
  ['who won', 'more'],
  ['ew why', 'why'],
  ['bruh why tho', 'why'],
  ['whats she like', 'more'],
  ['wait tell me about her', 'more'],
  ['what do you mean', 'meaning'],
  ['wdym', 'meaning'],
  ['huh?', 'meaning'],
  ['what makes you say that lol', 'why'],
  ['like what?', 'more'],
  ['ok what kind', 'more'],
  ['wait who was that', 'meaning'],
  ['wait how does that help', 'why'],
])('"%s" asks about the last line: %s', (message, act) => {
  expect(actOf(message)).toEqual({ kind: 'followup', act });
});

test.each([
  ['lol same', 'same'],
  ['me too', 'same'],
  ['lmaooo', 'laugh'],
  ['no way', 'surprise'],
  ['wait fr??', 'surprise'],
  ['wow ok', 'surprise'],
  ['facts', 'agree'],
  ['no way thats sick', 'surprise'],
  ['ok thats so cute', 'warm'],
  ['lol ur so smart', 'warm'],
  ['omg u remembered', 'warm'],
  ['aww i love that', 'warm'],
  ['ok i need to vent', 'listen'],
  ['can i rant for a sec', 'listen'],
])('"%s" reacts to the last line: %s', (message, act) => {
  expect(actOf(message)).toEqual({ kind: 'reaction', act });
});

test.each([
  'why do you like pizza so much',
  'i want more pizza',
  'what do you mean by the static in chapter 5 and why did it matter',
  'same roommate problems here honestly she never cleans',
])('"%s" says more than a follow-up or a reaction', (message) => {
  expect(actOf(message)).toBeUndefined();
});
