import { expect, test } from 'vitest';
import { linkify } from './linkify.ts';

test('http and https URLs become links, trailing punctuation stays text', () => {
  expect(linkify('see https://example.com/a?b=1, and http://x.org.')).toEqual([
    { kind: 'text', text: 'see ' },
    { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
    { kind: 'text', text: ', and ' },
    { kind: 'link', text: 'http://x.org', href: 'http://x.org/' },
    { kind: 'text', text: '.' },
  ]);
});

test('other schemes and markup stay plain text', () => {
  for (const text of [
    'javascript:alert(1)',
    '<a href="javascript:alert(1)">x</a>',
    'data:text/html,<b>hi</b>',
    'ftp://files.example',
  ]) {
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  }
});
