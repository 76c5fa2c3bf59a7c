import { describe, expect, test } from 'vitest';
import { adviceLines } from '@tuning/persona/content/advice-lines';
import { lifeLines } from '@tuning/persona/content/life-lines';
import { roleplayLines } from '@tuning/persona/content/roleplay-lines';
import { CHARACTER_LINES, lineText } from '../../llm/offline/lines/index.ts';
import { talk } from '../../../test/talk-offline.ts';

/**
 * Everyday chat as students type it, in our own words: a dark joke about something small, a
 * remark that asks nothing, advice asked a few turns after the trouble was told, a detail told
 * for the advice, a scene ended in slang, and the small words that used to be misread.
 */

const CRISIS = '988';
const said = (reply: string, lines: readonly string[]) =>
  lines.some((line) => reply.includes(line));
const retellingsOf = (id: 'tyson' | 'kaizetsu') =>
  CHARACTER_LINES[id].pages.flatMap((page) => page.retell.map(lineText));
const adviceOf = (id: 'tyson' | 'kazeo', topic: 'roommate' | 'crush') =>
  adviceLines()[id].topics[topic].flatMap((entry) => [entry.says, entry.whatIf]);

describe('a dark joke about something small', () => {
  test.each([
    ['asahi', 'kill me now this lecture is 3 hours'],
    ['yurei', 'im literally dead lmao'],
    ['kazeo', 'my last brain cell just left the building'],
  ] as const)('%s meets "%s" as a joke and asks what is going on', async (id, message) => {
    const [reply] = await talk(id, [message]);
    expect(said(reply!, lifeLines()[id].dramatic), reply).toBe(true);
    expect(reply).not.toContain(CRISIS);
  });

  test('a joke that names a trouble is that trouble, heard; a death wish is care', async () => {
    const [exam] = await talk('tyson', ['ngl this orgo exam is killing me lol']);
    expect(said(exam!, lifeLines().tyson.dramatic), exam).toBe(false);
    expect(said(exam!, adviceLines().tyson.hear.exams), exam).toBe(true);
    const [risk] = await talk('tyson', ['i want to die lol']);
    expect(risk).toContain(CRISIS);
  });
});

test('a remark that asks nothing is taken in, never "what are you asking?"', async () => {
  const [, reply] = await talk('tyson', [
    'yo tyson whats good',
    'nm just chillin, kinda bored ngl',
  ]);
  expect(said(reply!, lifeLines().tyson.offhand), reply).toBe(true);
  expect(said(reply!, CHARACTER_LINES.tyson.notUnderstood.map(lineText)), reply).toBe(false);
});

test('advice asked a few turns after the trouble goes on with that trouble', async () => {
  const replies = await talk('kazeo', [
    'so my roommate keeps having her bf over every night and i never get the room',
    'like i pay rent too??',
    'ive tried hinting but she doesnt get it',
    'should i just say it straight up or talk to the RA',
    'ok but what if she gets mad at me',
  ]);
  expect(said(replies[3]!, adviceOf('kazeo', 'roommate')), replies[3]).toBe(true);
  expect(said(replies[4]!, adviceOf('kazeo', 'roommate')), replies[4]).toBe(true);
});

test('a detail told right after advice gets more advice on the same trouble', async () => {
  const replies = await talk('tyson', [
    'ok real question, how do u talk to a girl u like without being weird',
    'she sits next to me in chem',
    'what if she thinks im weird',
  ]);
  expect(said(replies[0]!, adviceOf('tyson', 'crush')), replies[0]).toBe(true);
  expect(said(replies[1]!, adviceOf('tyson', 'crush')), replies[1]).toBe(true);
  expect(replies[1]).not.toBe(replies[0]);
  // A worry about what she thinks is a worry, never the crisis text.
  expect(replies[2]).not.toContain(CRISIS);
});

test('"ok ending the rp lol" leaves the scene, and a real question is answered out of it', async () => {
  const replies = await talk('kaizetsu', [
    'ok lets roleplay, ur the villain and im a reporter interviewing u',
    '*holds out mic* so why the radio station?',
    'ok ending the rp lol',
    'whats ur real major lol',
  ]);
  expect(roleplayLines().kaizetsu.exit, replies[2]).toContain(replies[2]);
  expect(replies[3]).not.toContain('*');
});

describe('small words read as meant', () => {
  test('"hbu whats ur weekend looking like" asks about their weekend', async () => {
    const [reply] = await talk('kazeo', ['hbu whats ur weekend looking like']);
    const weekends = lifeLines().kazeo.topics.weekends.map((entry) => entry.says);
    expect(said(reply!, weekends), reply).toBe(true);
  });

  test('"ok wait" invites the question; "thats sick" is praise, not illness', async () => {
    const [wait] = await talk('kazeo', ['ok wait']);
    expect(said(wait!, lifeLines().kazeo.reactions.invite), wait).toBe(true);
    const [, sick] = await talk('tyson', ['whats the radio show about', 'thats sick']);
    const sad = CHARACTER_LINES.tyson.feelings.sad.map(lineText);
    expect(said(sick!, sad), sick).toBe(false);
  });

  test('homework is a request only when asked for', async () => {
    const homework = CHARACTER_LINES.kazeo.homework.map(lineText);
    const [asked] = await talk('kazeo', ['can u do my homework']);
    expect(said(asked!, homework), asked).toBe(true);
    const [told] = await talk('kazeo', ['lol its just stats homework']);
    expect(said(told!, homework), told).toBe(false);
  });

  test('"undeclared but leaning psych" is a major, kept and recalled', async () => {
    const replies = await talk('yurei', [
      'ok so im maya btw, sophomore, undeclared but leaning psych',
      'what do i study',
    ]);
    expect(replies[1]).toContain('psych');
  });
});

describe('the story asked how it felt, or why', () => {
  const feelings = (id: 'tyson' | 'kaizetsu') =>
    CHARACTER_LINES[id].pages.flatMap((page) => page.feeling.map(lineText));

  test('"do u regret erasing yurei" is answered with how Kai felt about it', async () => {
    const [reply] = await talk('kaizetsu', ['do u regret erasing yurei'], { furthestPage: 8 });
    expect(said(reply!, feelings('kaizetsu')), reply).toBe(true);
  });

  test('"do u feel bad about it" two turns after a page is about that page', async () => {
    const replies = await talk(
      'kaizetsu',
      [
        'why did u do all that to the station',
        'thats kinda messed up ngl',
        'do u feel bad about it',
      ],
      { furthestPage: 6 },
    );
    expect(said(replies[2]!, feelings('kaizetsu')), replies[2]).toBe(true);
  });

  test('"why" after a page told gets a feeling, not more of what happened', async () => {
    const replies = await talk('tyson', ['what happened on page 2', 'why'], { furthestPage: 6 });
    expect(said(replies[0]!, retellingsOf('tyson')), replies[0]).toBe(true);
    expect(said(replies[1]!, feelings('tyson')), replies[1]).toBe(true);
  });
});

describe('what a student tells of themself, in more forms', () => {
  test('"two cats" is a cat in the lines, never "a cats"', async () => {
    const replies = await talk('yurei', ['i have two cats btw', 'do u remember what pets i have']);
    for (const reply of replies) expect(reply).not.toMatch(/\ba cats\b/i);
    expect(replies[1]).toMatch(/\bcat\b/i);
  });

  test('"whats my dogs name" finds the corgi', async () => {
    const replies = await talk('kaizetsu', ['my corgi is named biscuit', 'whats my dogs name']);
    expect(replies[1]).toContain('Biscuit');
  });

  test('a pet and its name told at once are said back once', async () => {
    const [, reply] = await talk('tyson', ['i have a dog', 'my dogs name is waffles']);
    expect(reply!.match(/Waffles/g)?.length ?? 0, reply).toBeLessThanOrEqual(2);
    expect(reply).not.toMatch(/Waffles.*and your dog's name is Waffles/);
  });

  test('"what hobby did i tell u about" is a recall, not their hobby', async () => {
    const [, reply] = await talk('tyson', [
      'im into knitting lately',
      'what hobby did i tell u about',
    ]);
    expect(reply).toContain('knitting');
  });

  test('an introduction that names the robotics club tells nothing of the comic', async () => {
    const [reply] = await talk('tyson', ['i do robotics club! im priya, first year'], {
      furthestPage: 5,
    });
    expect(said(reply!, retellingsOf('tyson')), reply).toBe(false);
    expect(reply).toContain('Priya');
  });
});

test('"pretend im a listener calling into ur show" starts a scene, not a refusal', async () => {
  const [reply] = await talk('tyson', ['ok pretend im a listener calling into ur show']);
  expect(said(reply!, CHARACTER_LINES.tyson.injection.map(lineText)), reply).toBe(false);
  expect(reply).toMatch(/^\*[^*]+\*/);
});

test('a friend who keeps bailing gets advice for a friend who bails', async () => {
  const replies = await talk('kazeo', [
    'my friend keeps flaking on our plans at the last minute',
    'would u say something to her',
  ]);
  const flaky = adviceLines()
    .kazeo.topics.friendConflict.filter((entry) => entry.case === 'flaky')
    .map((entry) => entry.says);
  expect(said(replies[1]!, flaky), replies[1]).toBe(true);
});

test('a dark joke about a trouble is the trouble, heard', async () => {
  const [reply] = await talk('tyson', [
    'my roommates alarm went off at 5am for an hour, im about to commit a crime',
  ]);
  expect(said(reply!, adviceLines().tyson.hear.roommate), reply).toBe(true);
});

test('a dark joke about a report is heard; a plain worry is never advice on an older trouble', async () => {
  const [report] = await talk('kaizetsu', ['my bio lab report is destroying me slowly']);
  expect(said(report!, adviceLines().kaizetsu.hear.writing), report).toBe(true);
  const replies = await talk('kazeo', [
    'my dad keeps texting me about grades',
    'what should i do',
    'if my coach doesnt start me saturday ill be so upset',
  ]);
  const family = adviceLines().kazeo.topics.family.flatMap((entry) => [entry.says, entry.whatIf]);
  expect(said(replies[2]!, family), replies[2]).toBe(false);
});

test.each([
  [['whats ur fav food', 'lmao thats literally me'], 'same'],
  [['whats ur fav food', 'lmao thats literally me', 'i knew it lol'], 'agree'],
  [['whats ur fav food', 'a banana. wow'], 'surprise'],
] as const)('%j ends in a reaction (%s)', async (messages, kind) => {
  const replies = await talk('kazeo', messages);
  expect(said(replies.at(-1)!, lifeLines().kazeo.reactions[kind]), replies.at(-1)).toBe(true);
});

test('"a band called soggy toast" is kept by name and said back', async () => {
  const replies = await talk('tyson', [
    'im dev, i play bass in a band called soggy toast lol',
    'whats my bands name',
  ]);
  expect(replies[1]).toContain('Soggy Toast');
  const [told] = await talk('tyson', ['i play drums in a band called burnt toast dont judge']);
  expect(told).toContain('Burnt Toast');
  expect(told).not.toContain('Burnt Toast Do');
});
