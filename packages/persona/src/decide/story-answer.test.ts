import { describe, expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { createStoryIndex, storyAnswer, type StoryLine } from './story-answer.ts';

// A character's story lines in miniature: pages 3 (the sabotage), 4 (the robotics fair) and 6.
const LINES: StoryLine[] = [
  {
    text: 'Two in the morning, someone wiped the transmitter and cut the cables. I chased her.',
    from: 4,
    tells: 3,
    section: 'pages.3.retell',
  },
  {
    text: 'Getting outrun on the rooftops still stings.',
    from: 4,
    tells: 3,
    section: 'pages.3.feeling',
  },
  {
    text: 'Her code won the robotics fair and her name was not on the plaque.',
    from: 5,
    tells: 4,
    section: 'pages.4.retell',
  },
  { text: 'That plaque still makes me angry.', from: 5, tells: 4, section: 'pages.4.feeling' },
  {
    text: 'Asahi found the form in the archive at dawn.',
    from: 7,
    tells: 6,
    section: 'pages.6.retell',
  },
  { text: 'Ty is loud and stubborn.', from: 1, section: 'opinions.tyson' },
];
const index = createStoryIndex(LINES);

function answer(message: string, furthest: number, extra: { previous?: string } = {}) {
  return storyAnswer({
    read: readMessage(message),
    previous: extra.previous,
    afterStory: extra.previous !== undefined,
    furthest,
    index,
    said: () => false,
  });
}

describe('a question about the comic gets the line that answers it', () => {
  test.each([
    ['who cut the cables??', 'pages.3.retell'],
    ['bro u got outrun lmaooo', 'pages.3.feeling'],
    ['wait so her name wasnt on the trophy?', 'pages.4.retell'],
  ])('%s', (message, section) => {
    const found = answer(message, 11);
    expect(found?.kind === 'line' && found.line.section).toBe(section);
  });

  test('a page read is answered, never held back, whatever later pages also hold', () => {
    // "transmitter" is on later pages too; the student has read page 3, so page 3 answers.
    const found = answer('who wiped the transmitter', 4);
    expect(found?.kind === 'line' && found.line.section).toBe('pages.3.retell');
  });

  test('words only unread pages hold are held back, with the page they are on', () => {
    expect(answer('what was on the plaque', 4)).toEqual({ kind: 'ahead', page: 4 });
  });

  test('a line from a page not read is never said', () => {
    const found = answer('the robotics fair?', 11);
    expect(found?.kind === 'line' && found.line.from).toBeLessThanOrEqual(11);
    const early = answer('who cut the cables', 4);
    expect(early?.kind === 'line' && early.line.from).toBeLessThanOrEqual(4);
  });

  test('"do u feel bad about it?" right after the story borrows the words asked before', () => {
    const found = answer('do u feel bad about it?', 11, { previous: 'who cut the cables' });
    expect(found?.kind).toBe('line');
    expect(found?.kind === 'line' && found.line.tells).toBe(3);
    // Not a question, or not after the story: not this stage's.
    expect(answer('i feel bad about it', 11)).toBeUndefined();
  });

  test('everyday talk is not about the comic', () => {
    for (const message of [
      'what do u do for fun',
      'my roommate is so loud',
      'hii',
      'the library',
      // The comic's words that are everyday words too, with nothing else of the comic.
      'can u help me recover my laptop files',
      'i lost my keys again lol',
      'do u like the radio',
    ])
      expect(answer(message, 11), message).toBeUndefined();
  });

  test('"whats ur favorite part of the story" gets how a page read felt', () => {
    const found = answer('whats ur favorite part of the story so far', 5);
    expect(found?.kind === 'line' && found.line.section).toMatch(/\.feeling$/);
  });

  test('"what happens next" is left to the story going on', () => {
    const found = storyAnswer({
      read: readMessage('what happens after the cables got cut'),
      afterStory: false,
      furthest: 11,
      index,
      said: () => false,
      asksWhatsNext: true,
    });
    expect(found).toBeUndefined();
  });
});
