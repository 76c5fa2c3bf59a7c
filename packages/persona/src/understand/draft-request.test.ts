import { describe, expect, test } from 'vitest';
import { asksForDraft, draftRequestIn, draftRevisionIn } from './draft-request.ts';
import { readMessage } from '../read/read-message.ts';

describe('words to send, asked for', () => {
  test.each([
    'can u write me a text to my roommate about the dishes',
    'help me word an email to my prof',
    'what should i text him',
    'what do i even send her lol',
    'draft me a quick msg for the group chat',
    'how do i phrase an email to my advisor',
    'what would u text her if u were me',
    'what do i say to my ta',
  ])('"%s" asks for a draft', (message) => {
    expect(asksForDraft(readMessage(message))).toBe(true);
  });

  test.each([
    'what do i say',
    'i need to make a note of that',
    'i texted him yesterday and he left me on read',
    'write a poem about the tower',
    'how do i study for orgo',
    'my roommate keeps leaving dishes everywhere',
  ])('"%s" asks for none', (message) => {
    expect(asksForDraft(readMessage(message))).toBe(false);
  });
});

describe('what the draft is for, and about', () => {
  test('a peer gets a text about what was named, said to them', () => {
    expect(draftRequestIn('write me a text to my roommate about her leaving dishes out')).toEqual({
      channel: 'text',
      purpose: 'raise',
      matter: 'your leaving dishes out',
    });
  });

  test('a professor gets an email, the extension on what it is for', () => {
    expect(
      draftRequestIn('help me word an email to my prof asking for an extension on my essay pls'),
    ).toEqual({
      channel: 'email',
      to: 'Professor [last name]',
      purpose: 'extension',
      matter: 'my essay',
    });
  });

  test('"what should i text her" stands on the trouble told before it', () => {
    expect(
      draftRequestIn('what should i text her', ['my roommate keeps being loud at 3am']),
    ).toMatchObject({ channel: 'text', purpose: 'raise', matter: 'the noise at night' });
  });

  test('a draft named in full does not borrow an earlier turn', () => {
    expect(
      draftRequestIn('what should i say to my ta about my grade', ['thank u so much']),
    ).toMatchObject({ channel: 'email', purpose: 'ask', matter: 'my grade' });
  });

  test('news to tell, and a wrong to apologise for, in the student words', () => {
    expect(
      draftRequestIn('idk how to tell my dad im dropping pre med, what do i say'),
    ).toMatchObject({ purpose: 'tell', matter: "i'm dropping pre med" });
    expect(
      draftRequestIn('write me an apology text for my bestie, i missed her recital'),
    ).toMatchObject({ purpose: 'apologise', matter: 'missing your recital' });
  });
});

describe('another version of the last draft', () => {
  test.each([
    ['make it shorter lol', 'shorter'],
    ['too long', 'shorter'],
    ['less cringe pls', 'softer'],
    ['sounds kinda mean', 'softer'],
    ['more direct', 'firmer'],
    ['too nice, she will ignore it', 'firmer'],
    ['another one', 'plain'],
  ] as const)('"%s" asks for it %s', (message, style) => {
    expect(draftRevisionIn(message)).toBe(style);
  });

  test('a long message with "nicer" in it tells something else', () => {
    expect(
      draftRevisionIn(
        'my roommate was so much nicer last year before she met her boyfriend honestly',
      ),
    ).toBeUndefined();
  });
});
