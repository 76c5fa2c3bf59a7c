import { describe, expect, test } from 'vitest';
import type { CharacterId } from '@tuning/shared/saga/characters';
import { talk as talkOffline, plain } from '../../../test/talk-offline.ts';
import { toSecondPerson } from '../../llm/offline/memory.ts';

/**
 * Memory on messy chats written for it: facts told in any common form, answers to what the
 * character asked, corrections, and recall of one thing asked, said back in the second person,
 * never a guess and never the question or the student's whole sentence said back.
 */

const profile = { fullName: 'Sam Rivera', collegeName: 'Hillcrest College' };
const talk = (id: CharacterId, messages: readonly string[]) =>
  talkOffline(id, messages, { profile });

/** A reply that says the question back, as asked or turned to "you". */
function echoes(reply: string, question: string): boolean {
  const said = plain(reply);
  const asked = plain(question).replace(/^(ok|okay|so|wait|and|lol|hey|but) /, '');
  return (
    asked.split(' ').length >= 3 &&
    (said.includes(asked) || said.includes(plain(toSecondPerson(asked))))
  );
}

const ASKS =
  /^(?:(?:ok|okay|wait|and|so) )?(?:what|whats|what's|where|who|whos|who's|when|how|do|did)\b/i;

/** What a reply saying it was never told reads like, in any of the five voices. */
const NOT_TOLD =
  /haven't told me|never told me|never said|did not say|didn't say|don't know|do not know|no record|not in my notes|don't have|no clue|never gave|isn't in my notebook|you never|not told/i;

type Check = readonly [turn: number, has: RegExp, hasNot?: RegExp];

interface Chat {
  id: CharacterId;
  says: readonly string[];
  checks: readonly Check[];
}

const CHATS: readonly Chat[] = [
  // Tyson
  {
    id: 'tyson',
    says: ["also my sister's name is maya", 'do u remember my sisters name'],
    checks: [
      [0, /Maya/, /catch that|say it again/i],
      [1, /Maya/],
    ],
  },
  {
    id: 'tyson',
    says: [
      'hey',
      'im from ohio btw and i have a cat named biscuit',
      'what do you know about my cat',
    ],
    checks: [[2, /Biscuit/, /\b(my|our) cat\b/i]],
  },
  {
    id: 'tyson',
    says: [
      'what position do i play',
      'i didnt tell u actually lol. its setter',
      'ok what position do i play',
    ],
    checks: [
      [0, NOT_TOLD],
      [1, /setter/i],
      [2, /setter/i],
    ],
  },
  {
    id: 'tyson',
    says: ['im a junior, majoring in econ and minoring in film', "what's my minor"],
    checks: [[1, /film/i, /majoring in econ/i]],
  },
  {
    id: 'tyson',
    says: ['im 19 and i play the cello lol', 'how old am i', 'what instrument do i play'],
    checks: [
      [1, /\b19\b/],
      [2, /cello/i],
    ],
  },
  {
    id: 'tyson',
    says: ['whats my minor', 'film', 'ok whats my minor'],
    checks: [
      [0, NOT_TOLD, /film/i],
      [1, /film/i],
      [2, /film/i],
    ],
  },
  {
    id: 'tyson',
    says: ['my roomie is called dev', 'whats my roommates name'],
    checks: [
      [0, /Dev/],
      [1, /Dev/],
    ],
  },
  {
    id: 'tyson',
    says: ['im allergic to shellfish so no seafood for me lol', 'wait what am i allergic to'],
    checks: [
      [0, /shellfish/i],
      [1, /shellfish/i, /seafood|lol/i],
    ],
  },
  {
    id: 'tyson',
    says: ["my bf's name is marcus", "who's my bf again"],
    checks: [[1, /Marcus/]],
  },
  {
    id: 'tyson',
    says: [
      'im on the swim team and i live in north campus',
      'what team am i on',
      'where do i live',
    ],
    checks: [
      [1, /swim team/i],
      [2, /north campus/i],
    ],
  },
  {
    id: 'tyson',
    says: ['i work at the dining hall on weekends', 'how r u', 'where do i work again'],
    checks: [
      [0, /dining hall/i],
      [2, /dining hall/i],
    ],
  },
  {
    id: 'tyson',
    says: ['hi', 'whats my dogs name'],
    checks: [[1, NOT_TOLD]],
  },
  {
    id: 'tyson',
    says: ['i play goalie for the club soccer team', 'what position do i play'],
    checks: [
      [0, /goalie/i, /you like/i],
      [1, /goalie/i, /club soccer team/i],
    ],
  },
  // Yūrei
  {
    id: 'yurei',
    says: ['i study bio', 'what do i study', 'no i said chem', 'what do i study'],
    checks: [
      [2, /chem/i],
      [3, /chem/i, /\bbio\b/i],
    ],
  },
  {
    id: 'yurei',
    says: ['my moms name is linda lol', 'do u remember my moms name'],
    checks: [
      [0, /Linda/],
      [1, /Linda/],
    ],
  },
  {
    id: 'yurei',
    says: ["i play volleyball, i'm a libero", 'what position do i play'],
    checks: [[1, /libero/i]],
  },
  {
    id: 'yurei',
    says: ['film is my minor btw', 'whats my minor'],
    checks: [
      [0, /film/i],
      [1, /film/i, /btw/i],
    ],
  },
  {
    id: 'yurei',
    says: ['where am i from', 'ohio', 'where am i from'],
    checks: [
      [0, NOT_TOLD],
      [1, /Ohio/],
      [2, /Ohio/],
    ],
  },
  {
    id: 'yurei',
    says: [
      'my best friend is called priya and my cat is called mochi',
      'whats my best friends name',
      'and my cats name?',
    ],
    checks: [
      [1, /Priya/],
      [2, /Mochi/],
    ],
  },
  {
    id: 'yurei',
    says: ['i work as a barista at blue bottle', 'whats my job'],
    checks: [
      [0, /barista/i],
      [1, /barista/i],
    ],
  },
  {
    id: 'yurei',
    says: ['i have a hamster named pip', 'what do u know about my hamster'],
    checks: [[1, /Pip/]],
  },
  {
    id: 'yurei',
    says: ['whats my sisters name'],
    checks: [[0, NOT_TOLD]],
  },
  {
    id: 'yurei',
    says: ['ok so my birthday is march 3rd', 'when is my birthday'],
    checks: [
      [0, /march 3rd/i],
      [1, /march 3rd/i],
    ],
  },
  {
    id: 'yurei',
    says: [
      'second year, studying chemistry',
      'oh and my minor is film',
      'what do you know about me',
    ],
    checks: [[2, /second year[\s\S]*chemistry[\s\S]*film/i]],
  },
  {
    id: 'yurei',
    says: ['what instrument do i play', 'piano lol', 'what instrument do i play'],
    checks: [
      [0, NOT_TOLD],
      [2, /piano/i],
    ],
  },
  {
    id: 'yurei',
    says: ['my roommates name is jess btw', 'whats my name', 'and whats my roommates name'],
    checks: [
      [0, /Jess/],
      [1, /Sam/, /Jess/],
      [2, /Jess/],
    ],
  },
  // Asahi
  {
    id: 'asahi',
    says: [
      'my roommates name is kayla and shes chill',
      'also im allergic to peanuts',
      'do u remember my roommates name',
      'what am i allergic to',
    ],
    checks: [
      [0, /Kayla/],
      [1, /peanuts/i],
      [2, /Kayla/],
      [3, /peanuts/i],
    ],
  },
  {
    id: 'asahi',
    says: ['what position do i play', 'setter lol', 'ok what position do i play'],
    checks: [
      [0, NOT_TOLD],
      [2, /setter/i],
    ],
  },
  {
    id: 'asahi',
    says: ['i live in chicago but im from denver', 'where do i live', 'where am i from'],
    checks: [
      [1, /Chicago/],
      [2, /Denver/, /Chicago/],
    ],
  },
  {
    id: 'asahi',
    says: [
      'im a junior, majoring in econ and minoring in film',
      "what's my minor",
      'and my major?',
    ],
    checks: [
      [1, /film/i, /junior|econ/i],
      [2, /econ/i],
    ],
  },
  {
    id: 'asahi',
    says: ["i'm doing psych btw", 'no wait i said neuro', 'what do i study'],
    checks: [
      [1, /neuro/i],
      [2, /neuro/i, /psych/i],
    ],
  },
  {
    id: 'asahi',
    says: ['my dogs name is waffles', 'what do you know about my dog'],
    checks: [[1, /Waffles/]],
  },
  {
    id: 'asahi',
    says: ["i'm in the robotics club", 'what club am i in'],
    checks: [
      [0, /robotics club/i],
      [1, /robotics club/i],
    ],
  },
  {
    id: 'asahi',
    says: ['my advisor is dr patel', 'who is my advisor'],
    checks: [[1, /Dr Patel/]],
  },
  {
    id: 'asahi',
    says: ['what do i study', 'bio', 'what do i study'],
    checks: [
      [0, NOT_TOLD],
      [2, /bio/i],
    ],
  },
  {
    id: 'asahi',
    says: ['whats my roommates name'],
    checks: [[0, NOT_TOLD]],
  },
  {
    id: 'asahi',
    says: ['i work at target part time', 'ok whats my job'],
    checks: [
      [0, /target/i],
      [1, /target/i],
    ],
  },
  {
    id: 'asahi',
    says: ['my twin brother is named leo', 'whats my brothers name'],
    checks: [[1, /Leo/]],
  },
  {
    id: 'asahi',
    says: ['i play bass lol', 'what instrument do i play'],
    checks: [
      [0, /bass/i, /you like/i],
      [1, /bass/i, /lol/i],
    ],
  },
  // Kaizetsu
  {
    id: 'kaizetsu',
    says: ['my dorm is north hall btw, second year', 'whats my dorm'],
    checks: [[1, /north hall/i]],
  },
  {
    id: 'kaizetsu',
    says: ['jake is my bf lol', 'whos my bf'],
    checks: [
      [0, /Jake/],
      [1, /Jake/],
    ],
  },
  {
    id: 'kaizetsu',
    says: ['im 20', 'how old am i'],
    checks: [[1, /\b20\b/]],
  },
  {
    id: 'kaizetsu',
    says: ['i work at the campus library, shelving books mostly', 'where do i work'],
    checks: [[1, /campus library/i, /shelving books/i]],
  },
  {
    id: 'kaizetsu',
    says: ['my gf is called ana', 'whats my girlfriends name'],
    checks: [[1, /Ana/]],
  },
  {
    id: 'kaizetsu',
    says: ['i play the drums in a band', 'what do i play'],
    checks: [
      [0, /drums/i, /you like/i],
      [1, /drums/i, /band/i],
    ],
  },
  {
    id: 'kaizetsu',
    says: ['my little brother is called theo', 'whats my brothers name'],
    checks: [[1, /Theo/]],
  },
  {
    id: 'kaizetsu',
    says: ['where do i work'],
    checks: [[0, NOT_TOLD]],
  },
  {
    id: 'kaizetsu',
    says: ['i have a cat named biscuit', 'what do you know about my cat'],
    checks: [[1, /Biscuit/]],
  },
  {
    id: 'kaizetsu',
    says: ['what position do i play', 'i didnt tell u. its striker', 'what position do i play'],
    checks: [
      [1, /striker/i],
      [2, /striker/i],
    ],
  },
  {
    id: 'kaizetsu',
    says: ['im minoring in philosophy lol', 'whats my minor again'],
    checks: [
      [0, /philosophy/i],
      [1, /philosophy/i, /lol/i],
    ],
  },
  {
    id: 'kaizetsu',
    says: ['my professor is dr kim and shes amazing', 'who is my professor'],
    checks: [
      [0, /Dr Kim/],
      [1, /Dr Kim/, /amazing/i],
    ],
  },
  {
    id: 'kaizetsu',
    says: ['im allergic to penicillin fyi', 'what am i allergic to'],
    checks: [
      [0, /penicillin/i],
      [1, /penicillin/i],
    ],
  },
  // Kazeo
  {
    id: 'kazeo',
    says: ['jake is my bf lol', 'whos my bf', 'what do u know about me'],
    checks: [
      [1, /Jake/],
      [2, /Jake/],
    ],
  },
  {
    id: 'kazeo',
    says: ['where do i work again', 'i work at the campus bookstore lol', 'where do i work again'],
    checks: [
      [0, NOT_TOLD],
      [1, /campus bookstore/i],
      [2, /campus bookstore/i],
    ],
  },
  {
    id: 'kazeo',
    says: ['im a junior, majoring in econ and minoring in film', 'what do you know about me'],
    checks: [[1, /film/i]],
  },
  {
    id: 'kazeo',
    says: ["my lab partner's name is jordan", 'do you remember my lab partners name'],
    checks: [
      [0, /Jordan/],
      [1, /Jordan/],
    ],
  },
  {
    id: 'kazeo',
    says: ["i'm allergic to cats lol which sucks", 'what am i allergic to'],
    checks: [
      [0, /cats/i],
      [1, /cats/i, /sucks|lol/i],
    ],
  },
  {
    id: 'kazeo',
    says: ['where am i from', 'ohio lol', 'where am i from'],
    checks: [[2, /Ohio/]],
  },
  {
    id: 'kazeo',
    says: ['im on the track team, i run the 400', 'what team am i on'],
    checks: [
      [0, /track team/i],
      [1, /track team/i],
    ],
  },
  {
    id: 'kazeo',
    says: ['my coach is called steve and hes intense', 'whos my coach'],
    checks: [[1, /Steve/]],
  },
  {
    id: 'kazeo',
    says: ['what instrument do i play'],
    checks: [[0, NOT_TOLD]],
  },
  {
    id: 'kazeo',
    says: ['i play guitar and piano', 'what instrument do i play'],
    checks: [[1, /guitar/i]],
  },
  {
    id: 'kazeo',
    says: ['i live off campus with 3 friends', 'where do i live'],
    checks: [
      [0, /off campus/i],
      [1, /off campus/i],
    ],
  },
  {
    id: 'kazeo',
    says: ['my sister is named maya and shes 16', 'whats my sisters name'],
    checks: [
      [0, /Maya/],
      [1, /Maya/],
    ],
  },
  {
    id: 'kazeo',
    says: ['what year am i', 'sophomore', 'what year am i'],
    checks: [
      [0, NOT_TOLD],
      [2, /second year/i],
    ],
  },
];

describe('memory on messy chats', () => {
  test.each(CHATS.map((chat) => [chat.id, chat.says.join(' / '), chat] as const))(
    '%s: %s',
    async (_id, _said, chat) => {
      const replies = await talk(chat.id, chat.says);
      for (const [turn, has, hasNot] of chat.checks) {
        const reply = replies[turn]!;
        const said = `${chat.says[turn]} → ${reply}`;
        expect(reply, said).toMatch(has);
        if (hasNot) expect(reply, said).not.toMatch(hasNot);
        // Never the question said back, and never a whole earlier sentence of several facts.
        if (ASKS.test(chat.says[turn]!)) expect(echoes(reply, chat.says[turn]!), said).toBe(false);
        for (const earlier of chat.says.slice(0, turn)) {
          if (earlier.includes(',') || / and /.test(earlier)) {
            expect(plain(reply), said).not.toContain(plain(toSecondPerson(earlier)));
          }
        }
      }
    },
  );
});

test.each(['tyson', 'yurei', 'asahi', 'kaizetsu', 'kazeo'] as const)(
  '%s: a hometown asked and never told is not answered with another thing told',
  async (id) => {
    const [, , hometown, major] = await talk(id, [
      'hey',
      'my roommate is called dana',
      'where did i say i grew up',
      'wait what did i say my major was',
    ]);
    for (const reply of [hometown!, major!]) expect(plain(reply)).not.toContain('dana');
    const [, , , told] = await talk(id, [
      'hey',
      'my roommate is called dana',
      'im from tucson btw',
      'where did i say i grew up',
    ]);
    expect(told).toContain('Tucson');
  },
);
