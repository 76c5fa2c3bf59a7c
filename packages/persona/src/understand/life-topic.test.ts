import { expect, test } from 'vitest';
import { readMessage } from '../read/read-message.ts';
import { lifeTopicOf, lifeTopicsOf } from './life-topic.ts';

const topicOf = (message: string) => lifeTopicOf(readMessage(message));

test.each([
  ['whats ur fav food lol', 'food'],
  ['do u even sleep', 'sleep'],
  ['where r u from originally', 'hometown'],
  ['what music do you listen to?', 'music'],
  ['do you have a roommate', 'roommate'],
  ['ok but what do you do on weekends', 'weekends'],
  ['do you play basketball?', 'sports'],
  ['what games do u play', 'games'],
  ['what do you study', 'major'],
  ['lol are you a coffee person', 'drinks'],
  ['how are your classes going?', 'classes'],
  ['asahi do u ever sleep', 'sleep'],
  ['hey kazeo what music do you listen to', 'music'],
  ['ok random but how r u so organised', 'habits'],
  ['what do u do when ppl are mean to u', 'coping'],
  ['how do you deal with stress', 'coping'],
  ['do u have friends lol', 'friends'],
  ['whats ur 100m time', 'sports'],
  ['do u play any instruments', 'music'],
  // A short question with no one else in it asks the character, "you" or not.
  ['oh nice what kind of music', 'music'],
  ["who's ur fav artist tho", 'music'],
  // Not about the character’s life: the student’s own, or a question with no "you" in it.
  ['my roommate ate my food again', undefined],
  ['my friends are being weird rn', undefined],
  ['how do i talk to my roommate about the dishes', undefined],
  ['do you remember what i study?', undefined],
  ['what should i eat tonight?', undefined],
  ['how are you', undefined],
  ['are you an ai?', undefined],
  ['whats my major lol i never told u', undefined],
  ['where am i from again? do you remember', undefined],
  ['what music does my roommate like', undefined],
  ['what kind of music should i play', undefined],
])('"%s" asks about the character’s life: %s', (message, topic) => {
  expect(topicOf(message)).toBe(topic);
});

test('two questions at once name both topics; one question names one', () => {
  const topics = (message: string) => lifeTopicsOf(readMessage(message));
  expect(topics('whats ur fav class and do u have a roommate').sort()).toEqual([
    'classes',
    'roommate',
  ]);
  expect(topics('what music do u like? also where r u from')).toEqual(['music', 'hometown']);
  expect(topics('do you play basketball?')).toEqual(['sports']);
  expect(topics('how was ur day')).toEqual([]);
});

test.each([
  ['ok but like do u have friends lol', 'friends'],
  ['lowkey whats ur fav song rn', 'music'],
])('"%s" asks about %s past its lead words', (message, topic) => {
  expect(lifeTopicsOf(readMessage(message))[0]).toBe(topic);
});
