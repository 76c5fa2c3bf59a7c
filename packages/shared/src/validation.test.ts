import fc from 'fast-check';
import { expect, test } from 'vitest';
import { emailKeyOf, isGmail } from './validation.ts';

// Gmail addresses fold case, dots, +tags and googlemail.com into one key.
test.each([
  'ab@gmail.com',
  'a.b@gmail.com',
  'A.B@Gmail.com',
  'a.b+x@gmail.com',
  'ab+school+2026@gmail.com',
  '..a..b..@gmail.com',
  'a.b@googlemail.com',
  'AB+tag@GoogleMail.COM',
  '  a.b@gmail.com  ',
])('%j is the Gmail mailbox ab@gmail.com', (email) => {
  expect(emailKeyOf(email)).toBe('ab@gmail.com');
});

test('different Gmail mailboxes keep different keys', () => {
  expect(emailKeyOf('ab@gmail.com')).not.toBe(emailKeyOf('abc@gmail.com'));
  expect(emailKeyOf('a_b@gmail.com')).toBe('a_b@gmail.com');
  expect(emailKeyOf('a-b@gmail.com')).toBe('a-b@gmail.com');
  expect(emailKeyOf('a%b@gmail.com')).toBe('a%b@gmail.com');
  // Only the first + starts the tag.
  expect(emailKeyOf('+ab@gmail.com')).toBe('@gmail.com');
});

test('other domains are only lower-cased: their dots and tags may matter', () => {
  expect(emailKeyOf('A.B+x@Example.com')).toBe('a.b+x@example.com');
  expect(emailKeyOf('a.b@gmail.co')).toBe('a.b@gmail.co');
  expect(emailKeyOf('a.b@mail.gmail.com')).toBe('a.b@mail.gmail.com');
  expect(emailKeyOf('no-at-sign')).toBe('no-at-sign');
});

test('the key is stable: a key is its own key, and every spelling of an address shares it', () => {
  const name = fc.stringMatching(/^[a-z0-9_%-]{1,12}$/);
  fc.assert(
    fc.property(
      name,
      fc.array(fc.nat({ max: 12 }), { maxLength: 4 }),
      fc.option(fc.stringMatching(/^[a-z0-9.+_-]{0,8}$/), { nil: undefined }),
      fc.boolean(),
      fc.boolean(),
      (base, dots, tag, upper, googlemail) => {
        let spelled = base;
        for (const at of dots) spelled = `${spelled.slice(0, at)}.${spelled.slice(at)}`;
        if (tag !== undefined) spelled = `${spelled}+${tag}`;
        spelled = `${spelled}@${googlemail ? 'googlemail.com' : 'gmail.com'}`;
        if (upper) spelled = spelled.toUpperCase();
        const key = emailKeyOf(spelled);
        expect(key).toBe(`${base}@gmail.com`);
        expect(emailKeyOf(key)).toBe(key);
        expect(isGmail(key)).toBe(true);
      },
    ),
    { seed: 18, numRuns: 300 },
  );
});
