import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { acknowledges, asksOpen, dialogueActOf, takesAdvice } from './dialogue-acts.ts';

const actOf = (message: string) => dialogueActOf(readMessage(message));

test.each([
  ['wait why??', 'followup', 'why'],
  ['why tho', 'followup', 'why'],
  ['whyyy', 'followup', 'why'],
  ['how come', 'followup', 'why'],
  ['lol more', 'followup', 'more'],
  ['and then??', 'followup', 'more'],
  ['tell me more', 'followup', 'more'],
  ['who won', 'followup', 'more'],
  ['ew why', 'followup', 'why'],
  ['bruh why tho', 'followup', 'why'],
  ['whats she like', 'followup', 'more'],
  ['wait tell me about her', 'followup', 'more'],
  ['what do you mean', 'followup', 'meaning'],
  ['wdym', 'followup', 'meaning'],
  ['what do u mean by label it', 'followup', 'meaning'],
  ['wdym different problems', 'followup', 'meaning'],
  ['thats it?', 'followup', 'more'],
  ['thats insane lol how', 'followup', 'why'],
  ['huh?', 'followup', 'meaning'],
  ['what makes you say that lol', 'followup', 'why'],
  ['like what?', 'followup', 'more'],
  ['ok what kind', 'followup', 'more'],
  ['wait who was that', 'followup', 'meaning'],
  ['wait how does that help', 'followup', 'why'],
  // Words around the act ("oh", "wait really?", "tho") change nothing.
  ['wait really? why', 'followup', 'why'],
  ['oh why', 'followup', 'why'],
  ['ok so like why', 'followup', 'why'],
  ['why them', 'followup', 'why'],
  ['since when', 'followup', 'why'],
  ['and after that?', 'followup', 'more'],
  ['who?', 'followup', 'meaning'],
  ['wait why would she do that', 'followup', 'why'],
  ['aww whats its name', 'followup', 'more'],
  ["who's that", 'followup', 'meaning'],
  ['lol same', 'reaction', 'same'],
  ['me too', 'reaction', 'same'],
  ['lmaooo', 'reaction', 'laugh'],
  ['no way', 'reaction', 'surprise'],
  ['wait fr??', 'reaction', 'surprise'],
  ['wow ok', 'reaction', 'surprise'],
  ['facts', 'reaction', 'agree'],
  ['no way thats sick', 'reaction', 'surprise'],
  ['ok thats so cute', 'reaction', 'warm'],
  ['lol ur so smart', 'reaction', 'warm'],
  ['omg u remembered', 'reaction', 'warm'],
  ['aww i love that', 'reaction', 'warm'],
  ['ok i need to vent', 'reaction', 'listen'],
  ['can i rant for a sec', 'reaction', 'listen'],
  // More than a follow-up or a reaction: the rest of the engine reads it.
  ['why do you like pizza so much', undefined, undefined],
  ['i want more pizza', undefined, undefined],
  ['what do you mean by the static in chapter 5 and why did it matter', undefined, undefined],
  ['same roommate problems here honestly she never cleans', undefined, undefined],
])('"%s" is a %s: %s', (message, kind, act) => {
  expect(actOf(message)).toEqual(kind ? { kind, act } : undefined);
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
