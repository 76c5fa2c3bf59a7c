import { expect, test } from 'vitest';
import { studentFactsIn } from '@tuning/persona/track/student-facts';
import { toldDetailsIn } from '@tuning/persona/track/told-details';
import { talk, plain } from '../../../test/talk-offline.ts';
import { toSecondPerson } from '../../llm/offline/memory.ts';
import {
  NEVER_TOLD,
  NOT_FACTS,
  STATE_BESIDE_FACT,
  TELLERS,
  TOLD_FACTS,
} from './student-memory-set.ts';

/**
 * Memory of what a student tells of themself in messy forms, most beside other talk: the reply
 * takes the fact in (never quoting the message back), answers the rest, and says it back when it
 * is asked a couple of turns later; what was never told is said to be so.
 */

/** A message with more in it than the fact: said back whole, it would be quoted. */
const saysMore = (text: string) => /,| and |\?|\.| but | which /.test(text);
const quotes = (reply: string, message: string) =>
  saysMore(message) && plain(reply).includes(plain(toSecondPerson(message)));

const NOT_TOLD =
  /haven't told me|never told me|never said|did not say|didn't say|don't know|do not know|don't have|no clue|isn't in my notebook|you never|not told/i;

test.each(
  TOLD_FACTS.map((fact, index) => [TELLERS[index % TELLERS.length]!, fact.says, fact] as const),
)('%s takes in and recalls: %s', async (id, _says, fact) => {
  const [, taken, , recalled] = await talk(id, [
    'hey',
    fact.says,
    'anyway how was your day',
    fact.asks,
  ]);
  expect(taken, `${fact.says} → ${taken}`).toMatch(fact.value);
  expect(taken).not.toMatch(/\boh also\b/i);
  expect(quotes(taken!, fact.says), taken).toBe(false);
  expect(recalled, `${fact.asks} → ${recalled}`).toMatch(fact.value);
  expect(quotes(recalled!, fact.says), recalled).toBe(false);
});

test('a fact told beside a trouble is taken in, and the trouble still heard', async () => {
  const [, reply] = await talk('asahi', [
    'hi',
    'ugh orgo exam tomorrow and im not ready. im a chem major btw',
  ]);
  expect(reply).toMatch(/chem/i);
  expect(reply).toMatch(/exam/i);
});

test('a fact told beside a question is taken in, and the question answered', async () => {
  const [, reply] = await talk('kaizetsu', [
    'hi',
    'so my lab partner is called theo and he never shows up, what do i do',
  ]);
  expect(reply).toMatch(/Theo/);
  expect(reply).toMatch(/partner/i);
});

test('what do you know about me gathers what was told across the talk', async () => {
  const replies = await talk('tyson', [
    'hey',
    'im from ohio btw',
    "honestly kinda stressed, i'm a nursing student and clinicals start next week",
    "my dog's called biscuit",
    'what do u know about me so far',
  ]);
  for (const part of [/Ohio/, /nursing/i, /Biscuit/i]) expect(replies[4]).toMatch(part);
});

test('a name told beside a trouble is kept for what was told of them', async () => {
  const replies = await talk('yurei', [
    'hey',
    'second year, doing bio',
    "ugh my roommate's name is dana and she never cleans",
    'what have i told you about myself',
  ]);
  expect(replies[2]).toMatch(/Dana/);
  expect(replies[2]).toMatch(/roommate/i);
  for (const part of [/second year/i, /bio/i, /Dana/]) expect(replies[3]).toMatch(part);
  expect(replies[3]).not.toMatch(/never cleans/i);
});

test.each(NEVER_TOLD.map((asked, index) => [TELLERS[index % TELLERS.length]!, asked] as const))(
  '%s says %s was never told',
  async (id, asked) => {
    const [, reply] = await talk(id, ['hey', asked]);
    expect(reply).toMatch(NOT_TOLD);
  },
);

test.each(NOT_FACTS)('"%s" tells no name, hometown, major or college', (message) => {
  const kept = studentFactsIn(message).filter((fact) =>
    ['name', 'hometown', 'major', 'college'].includes(fact.kind),
  );
  expect(kept).toEqual([]);
  expect(toldDetailsIn(message)).toEqual([]);
});

test.each(STATE_BESIDE_FACT)('"%s" tells a fact, and no name', (message) => {
  const facts = studentFactsIn(message);
  expect(facts.length).toBeGreaterThan(0);
  expect(facts.filter((fact) => fact.kind === 'name')).toEqual([]);
});

test.each(['hey! im priya, freshman here', 'im dev, second year, doing econ'])(
  '"%s" names the student',
  (message) => {
    expect(studentFactsIn(message).find((fact) => fact.kind === 'name')?.value).toMatch(
      /^(priya|dev)$/,
    );
  },
);
