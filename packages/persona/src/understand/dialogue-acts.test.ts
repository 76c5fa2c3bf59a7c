import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { acknowledges, asksOpen, dialogueActOf, takesAdvice } from './dialogue-acts.ts';

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
  ['what do u mean by label it', 'meaning'],
  ['wdym different problems', 'meaning'],
  ['thats it?', 'more'],
  ['thats insane lol how', 'why'],
  ['huh?', 'meaning'],
  ['what makes you say that lol', 'why'],
  ['like what?', 'more'],
  ['ok what kind', 'more'],
  ['wait who was that', 'meaning'],
  ['wait how does that help', 'why'],
  // Words around the act ("oh", "wait really?", "tho") change nothing.
  ['wait really? why', 'why'],
  ['oh why', 'why'],
  ['ok so like why', 'why'],
  ['why them', 'why'],
  ['since when', 'why'],
  ['and after that?', 'more'],
  ['who?', 'meaning'],
  ['wait why would she do that', 'why'],
  ['aww whats its name', 'more'],
  ["who's that", 'meaning'],
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

test('"ok ill try talking to her" takes advice; a plan of their own or a question does not', () => {
  for (const message of [
    'ok ill try talking to her',
    'yeah i guess ill text him tonight',
    'ill try that',
  ]) {
    expect(takesAdvice(readMessage(message)), message).toBe(true);
  }
  for (const message of ['i talked to her yesterday', 'should i talk to her', 'ok', 'wait']) {
    expect(takesAdvice(readMessage(message)), message).toBe(false);
  }
  // Lead words alone are nothing to read past: "wait" is no act.
  expect(actOf('wait')).toBeUndefined();
});

test.each(['ok', 'lol ok', 'oh cool', 'haha okay', 'k', 'ok whatever', 'meh'])(
  '"%s" only acknowledges',
  (message) => {
    expect(acknowledges(readMessage(message))).toBe(true);
  },
);

test.each(['ok sure', 'yeah', 'ok but why', 'cool story, what else'])(
  '"%s" says more than an acknowledgement',
  (message) => {
    expect(acknowledges(readMessage(message))).toBe(false);
  },
);

test('an open question asks for more than a yes; a yes-or-no question does not', () => {
  expect(asksOpen('Loud and clear, buddy. What did I miss?')).toBe(true);
  expect(asksOpen('I saved you a seat. Want to hear about the festival?')).toBe(false);
  expect(asksOpen(undefined)).toBe(false);
});
