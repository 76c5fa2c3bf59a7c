import { z } from 'zod';
import data from '../../content/student-facts.json' with { type: 'json' };
import { readMessage } from '../read/read-message.ts';

/**
 * Anything else a student tells of themself, beyond the kinds `student-facts.ts` keeps by name:
 * "my minor is film", "maya is my sisters name", "i work at the campus bookstore", "i play
 * setter", "im allergic to peanuts". Each is kept as a detail: what it is of (its words:
 * `minor`, `sister name`, `position`), its value, and how it is said back ("your minor is film").
 * The same words find it again when the student asks ("whats my minor", "what position do i
 * play", "do u remember my sisters name"), and name it when it was never told ("your minor").
 */

const words = z.array(z.string().min(1));

/** `details` of `content/student-facts.json`. */
export const toldDetailsSchema = z.strictObject({
  about: z.string(),
  keptByKind: words,
  notOf: words,
  notValueStarts: words,
  peopleStarts: words,
  same: z.record(z.string().min(1), z.string().min(1)),
  plays: z.record(z.string().min(1), words),
  kinds: z.record(z.string().min(1), words),
});

export interface ToldDetail {
  /** What it is of, in canonical words: "minor", "sister name", "position". */
  key: string;
  /** The value, as a reply shows it ("film", "Maya", "setter"). */
  value: string;
  /** Said back in the second person: "your minor is film", "you work at the campus bookstore". */
  said: string;
}

export interface AskedDetail {
  /** What is asked of, in canonical words ("minor", "sister name", "work"). */
  key: string;
  /** How a reply names it when it was never told: "your minor", "where you work". */
  label: string;
}

const MEMO_LIMIT = 2000;

/** One reading per text: the whole talk is read again for every reply. */
function memo<T>(read: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (cache.has(text)) return cache.get(text)!;
    const value = read(text);
    if (cache.size >= MEMO_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(text, value);
    return value;
  };
}

let lexicon: z.infer<typeof toldDetailsSchema> | undefined;
const details = () => (lexicon ??= toldDetailsSchema.parse(data.details));

/** One word in its canonical form ("roomie" → "roommate", "sisters" → "sister"). */
function canonical(word: string): string {
  return details().same[word] ?? word;
}

/** Words of a key, canonical, joined ("my roomies name" → "roommate name"). */
function keyOf(text: string): string {
  const joined = text
    .split(' ')
    // "my little brother", "my older sisters name": the brother, the sister.
    .filter((word, index, all) => word && !(index < all.length - 1 && SIZES.has(word)))
    .map(canonical)
    .join(' ')
    .replace(/\b(\w+)s name\b/, (_, of: string) => `${canonical(of)} name`);
  // "best friend" written as two words stays two; "bff" has become it.
  return joined;
}

const SIZES = new Set([
  'little',
  'lil',
  'big',
  'older',
  'younger',
  'baby',
  'oldest',
  'youngest',
  'twin',
]);

/** A key as the student would say it of themself ("sister name" → "sister's name"). */
function spoken(key: string): string {
  return key.replace(/^(.+) name$/, "$1's name");
}

const STOPS = new Set(
  (
    'lol lmao haha hahaha btw and but so because cause cuz tho though rn now which who since ngl ' +
    'tbh fr too also if when atm anyway anyways i im you it its lmk idk right hbu wbu fyi xd ' +
    'not no yes yeah ok okay just ya u or like w with'
  ).split(' '),
);
const TRAILING = new Set(['in', 'on', 'at', 'of', 'to', 'the', 'a', 'an', 'my', 'for', 'with']);

/** The value's words up to the first stop word, at most `most` of them. */
function cut(raw: string, most = 4): string | undefined {
  const kept: string[] = [];
  for (const word of raw.split(' ').filter(Boolean)) {
    if (STOPS.has(word) || kept.length >= most) break;
    kept.push(word);
  }
  while (kept.length > 0 && TRAILING.has(kept.at(-1)!)) kept.pop();
  return kept.length > 0 ? kept.join(' ') : undefined;
}

const capitalised = (text: string) => text.replace(/(^|\s)\p{L}/gu, (start) => start.toUpperCase());

/** A name as a name: "maya" → "Maya". */
function asName(text: string): string | undefined {
  const name = text.split(' ')[0]!;
  if (!/^\p{L}[\p{L}'-]{1,23}$/u.test(name)) return undefined;
  if (details().peopleStarts.includes(name) || details().notValueStarts.includes(name)) {
    return undefined;
  }
  return capitalised(name);
}

/** A place as written, names capitalised ("chicago" → "Chicago"; "an apartment off campus" stays). */
function asPlace(text: string): string {
  return /^(a|an|the|my|our|this|that|some)\b/.test(text) ? text : capitalised(text);
}

/** Whether a value is a description rather than a fact ("so annoying", "hard", "killing me"). */
function describes(value: string, strict = true): boolean {
  const first = value.split(' ')[0]!;
  if (details().notValueStarts.includes(first)) return true;
  if (!strict) return false;
  // "annoying", "stressed": a state, not a thing.
  return (
    /^\p{L}{3,}(ing|ed)$/u.test(first) &&
    !/^(wedding|ceiling|ling|red|bed|ted|ned|fred)$/.test(first)
  );
}

/** What "i play <value>" is of: a position, an instrument, a sport, a game, or just playing. */
function playKey(played: string): string {
  // "club volleyball", "intramural soccer": the sport.
  const value = played.replace(/^(club|intramural|varsity|jv|pickup|rec) /, '');
  for (const [key, list] of Object.entries(details().plays)) {
    if (list.some((entry) => value === entry || value.startsWith(`${entry} `))) return key;
  }
  return 'play';
}

const LEAD =
  /^(?:(?:also|oh|ok|okay|so|and|but|btw|well|ugh|omg|honestly|tbh|lol|lmao|bruh|yeah|yea|plus|fyi|anyway|anyways|wait|no|nah|nope|actually|by the way|oh yeah|um|uh|hmm|like|and also|oh and|oh also|fun fact|random but|just so you know)\s+)+/;

/** Clauses of a message, and a clause cut again before a second thing told ("… and minoring in …"). */
function clausesOf(message: string): string[] {
  return readMessage(message)
    .clauses.map((clause) => clause.text)
    .flatMap((text) =>
      text.split(
        /\s+(?:and|but|plus|also)\s+(?=(?:i|my|minoring|majoring|studying|working|living|playing|doing)\b)/,
      ),
    )
    .map((text) => text.replace(LEAD, '').trim())
    .filter(Boolean);
}

/** A relation word or words that a name belongs to: the key's first words. */
const someone = (key: string) => !details().keptByKind.includes(key.split(' ')[0]!);
/** Someone or a pet: "my cats name is biscuit" names the cat; "my names sam" is kept as a name. */
const someoneOrPet = (key: string) => someone(key) || PETS.test(key);

function detailIn(clause: string): ToldDetail | undefined {
  const lexicon = details();
  let match: RegExpExecArray | null;
  // "my sisters name is maya", "my roommates name is kayla".
  if ((match = /^my ((?:\w+ ){0,2}?\w+?)s? name (?:is|was) (\w+)/.exec(clause))) {
    const of = keyOf(match[1]!);
    const name = asName(match[2]!);
    if (!name || !someoneOrPet(of)) return undefined;
    const key = `${of} name`;
    return { key, value: name, said: `your ${spoken(key)} is ${name}` };
  }
  // "i play bass in a band called soggy toast", "were a team named the owls".
  if (
    (match =
      /\b(?:a|my|our) (band|team|club|podcast|group|crew|channel|show|startup|business|shop) (?:called|named) ((?:\w+ ){0,2}\w+)/.exec(
        clause,
      ))
  ) {
    // "a band called wet cardboard dont laugh": the name ends where the talk about it starts.
    const title = cut(match[2]!.replace(/\b(?:do|does|did|is|was|please|pls)\b.*$/, '').trim(), 3);
    if (!title) return undefined;
    const key = `${keyOf(match[1]!)} name`;
    const value = capitalised(title);
    return { key, value, said: `your ${spoken(key)} is ${value}` };
  }
  // "my bf is called jake", "my sister is named maya".
  if ((match = /^my ((?:\w+ ){0,2}?\w+) (?:is )?(?:called|named) (\w+)/.exec(clause))) {
    const of = keyOf(match[1]!);
    const name = asName(match[2]!);
    if (!name || !someone(of)) return undefined;
    const key = `${of} name`;
    return { key, value: name, said: `your ${spoken(key)} is ${name}` };
  }
  // "maya is my sisters name", "jake is my bf", "film is my minor".
  if ((match = /^(\w+(?: \w+)?) is my ((?:\w+ ){0,2}\w+)$/.exec(clause))) {
    const value = match[1]!;
    // "film is my minor btw": the key without what trails it.
    const rawKey = cut(match[2]!, 3) ?? '';
    if (!rawKey) return undefined;
    if (
      lexicon.peopleStarts.includes(value) ||
      lexicon.peopleStarts.includes(value.split(' ')[0]!)
    ) {
      return undefined;
    }
    if (describes(value)) return undefined;
    const of = keyOf(
      rawKey.replace(/s? name$/, '').replace(/^(fav|fave|favorite|favourite) /, '$& '),
    );
    if (/\bname$/.test(rawKey)) {
      const name = asName(value);
      if (!name || !someoneOrPet(of)) return undefined;
      const key = `${of} name`;
      return { key, value: name, said: `your ${spoken(key)} is ${name}` };
    }
    if (lexicon.keptByKind.includes(of.split(' ')[0]!) || lexicon.notOf.includes(of)) {
      return undefined;
    }
    // "jake is my bf": a person, by name.
    const name = RELATIONS.has(of) ? asName(value) : undefined;
    if (RELATIONS.has(of)) {
      if (!name) return undefined;
      return { key: `${of} name`, value: name, said: `your ${of}'s name is ${name}` };
    }
    return { key: of, value, said: `your ${of} is ${value}` };
  }
  // "minoring in film", "my minor is film", "i minor in film", "film minor".
  if ((match = /^(?:i am |i )?minor(?:ing)? in (.+)$/.exec(clause))) {
    const value = cut(match[1]!, 3);
    return value && !describes(value)
      ? { key: 'minor', value, said: `your minor is ${value}` }
      : undefined;
  }
  // "i work at the campus bookstore", "i work for my uncle", "i work as a barista".
  if (
    (match =
      /^i (?:also )?(?:work|am working|intern|am interning) (?:part time |full time |parttime )?(at|in|for|as|on) (.+)$/.exec(
        clause,
      ))
  ) {
    const value = cut(match[2]!, 5);
    if (!value || describes(value.replace(/^(a|an|the) /, ''), false)) return undefined;
    if (/^(my|it|this|that|home|night|weekends|the weekend)\b/.test(value) && match[1] !== 'for') {
      return undefined;
    }
    return { key: 'work', value, said: `you work ${match[1]} ${value}` };
  }
  // "i work the front desk at the gym", "i work nights at a pizza place", "i work register at
  // target": the job and where, said back whole.
  if (
    (match =
      /^i (?:also )?(?:work|am working) (the [a-z]+(?: [a-z]+)?|nights|days|mornings|weekends|register|retail|security|reception|front desk|the counter|the desk) (?:on weekends |at night |part time )?at (.+)$/.exec(
        clause,
      ))
  ) {
    const place = cut(match[2]!, 5);
    if (place && !describes(place.replace(/^(a|an|the) /, ''), false)) {
      return {
        key: 'work',
        value: place,
        said: `you work ${match[1]} at ${place}`,
      };
    }
  }
  // "i play setter", "i play the cello", "i play volleyball".
  if ((match = /^i (?:also )?(?:play|am playing) (.+)$/.exec(clause))) {
    const value = cut(match[1]!, 3);
    if (!value || describes(value.replace(/^the /, ''), false)) return undefined;
    const key = playKey(value.replace(/^the /, ''));
    return { key, value, said: `you play ${value}` };
  }
  // "i am a setter", "im the goalie on my team".
  if ((match = /^i am (?:a|an|the) (.+)$/.exec(clause))) {
    const value = cut(match[1]!, 2);
    if (value && playKey(value) === 'position') {
      return { key: 'position', value, said: `you play ${value}` };
    }
  }
  // "i am allergic to peanuts".
  if (
    (match = /^i am (?:very |super |really |deathly |severely )?allergic to (.+)$/.exec(clause))
  ) {
    const value = cut(match[1]!, 3);
    return value ? { key: 'allergic', value, said: `you're allergic to ${value}` } : undefined;
  }
  // "i live in chicago", "i live off campus".
  if ((match = /^i (?:currently |still )?live (in|on|at|near|off|with) (.+)$/.exec(clause))) {
    const value = cut(match[2]!, 4);
    if (!value || /^(a|the) (dream|lie|moment)\b/.test(value)) return undefined;
    if (match[1] !== 'with' && describes(value.replace(/^(a|an|the) /, ''), false)) {
      return undefined;
    }
    // "with my grandparents" is said back "with your grandparents".
    const shown =
      match[1] === 'with'
        ? value.replace(/\bmy\b/g, 'your').replace(/\bme\b/g, 'you')
        : /^campus\b/.test(value)
          ? // "off campus", "on campus in the honors dorm": a way of living, not a name.
            'campus'
          : asPlace(value);
    return { key: 'live', value: shown, said: `you live ${match[1]} ${shown}` };
  }
  // "im on the volleyball team", "i am in the robotics club".
  if (
    (match =
      /^i am (?:on|in|part of) (?:the |a )?((?:\w+ ){0,3}?)(team|club|band|choir|orchestra|frat|fraternity|sorority)\b/.exec(
        clause,
      ))
  ) {
    const kind = match[2]!;
    const value = `${match[1]!}${kind}`.trim();
    const on = kind === 'team' ? 'on' : 'in';
    return { key: kind, value, said: `you're ${on} the ${value}` };
  }
  // "im a walk on for the soccer team", "i am the captain of the debate team".
  if (
    (match =
      /^i am (?:a |an |the )?(?:walk on|walkon|captain|co captain|starter|sub|rookie|freshman|member|manager) (?:for|on|of|in) (?:the |a |my )?((?:\w+ ){0,3}?)(team|club|squad|crew)\b/.exec(
        clause,
      ))
  ) {
    const kind = match[2] === 'team' || match[2] === 'squad' ? 'team' : 'club';
    const value = `${match[1]!}${match[2]!}`.trim();
    return { key: kind, value, said: `you're ${kind === 'team' ? 'on' : 'in'} the ${value}` };
  }
  // "i run the 800", "i swim the 200 free", "i do the hurdles": an event.
  if (
    (match =
      /^i (?:also )?(?:run|swim|throw|do|race|jump) (?:the )?(100|200|400|800|1500|1600|3200|5k|10k|mile|two mile|marathon|half marathon|hurdles|relay|relays|steeple|steeplechase|sprints|distance|long jump|high jump|triple jump|pole vault|shot put|discus|javelin|hammer|butterfly|backstroke|breaststroke|freestyle|free|fly|back|breast|im)(?: (?:m|meter|meters|free|fly|back|breast|im))?\b/.exec(
        clause,
      ))
  ) {
    const value = match[0].replace(/^i (?:also )?/, '');
    return { key: 'event', value, said: `you ${value}` };
  }
  // "im 19", "i am 20 years old".
  // "im 21 and can finally go to bars lol": the age, and what follows is something else.
  if (
    (match =
      /^i am (1[5-9]|[2-9]\d)(?: years old| yrs old| yo| year old)?(?: (?:and|but|so|now|lol|lmao|btw|tho|haha)\b.*)?$/.exec(
        clause,
      ))
  ) {
    return { key: 'age', value: match[1]!, said: `you're ${match[1]}` };
  }
  // "my bf goes to a different school", "my sister lives in denver": where someone close is.
  if (
    (match =
      /^my ((?:\w+ ){0,1}\w+) (goes to|studies at|lives in|lives at|works at|works as|is at|is in) (.+)$/.exec(
        clause,
      ))
  ) {
    const of = keyOf(match[1]!);
    const value = cut(match[3]!, 4);
    // "a different school" describes where, so no check for a description here.
    if (RELATIONS.has(of) && value && !/^(bed|sleep|crazy|nuts|hard)\b/.test(value)) {
      return { key: of, value, said: `your ${of} ${match[2]} ${value}` };
    }
  }
  // "my minor is film", "my dorm is north hall", "my birthday is march 3".
  if ((match = /^my ((?:\w+ ){0,1}\w+) (?:is|was) (.+)$/.exec(clause))) {
    const of = keyOf(match[1]!);
    if (lexicon.keptByKind.includes(of.split(' ')[0]!) || lexicon.notOf.includes(of)) {
      return undefined;
    }
    if (lexicon.notOf.includes(of.split(' ').at(-1)!)) return undefined;
    const value = cut(match[2]!, 4);
    // "my little brother is 12": an age is said back as it was told, not kept as a detail.
    if (!value || describes(value) || /^\d/.test(value)) return undefined;
    if (RELATIONS.has(of)) {
      // "my roommate is jake", "my advisor is dr patel", not "my roommate is a nightmare".
      const titled = /^(dr|doctor|prof|professor|mr|mrs|ms|miss|coach) (\w+)$/.exec(value);
      if (titled) {
        const shown = `${capitalised(titled[1]!)} ${capitalised(titled[2]!)}`;
        return { key: `${of} name`, value: shown, said: `your ${of} is ${shown}` };
      }
      const name = /^(a|an|the)\b/.test(value) ? undefined : asName(value);
      return name && value.split(' ').length === 1
        ? { key: `${of} name`, value: name, said: `your ${of}'s name is ${name}` }
        : undefined;
    }
    return { key: of, value, said: `your ${of} is ${value}` };
  }
  return undefined;
}

/** People a name may belong to: "jake is my bf", "my roommate is kayla". */
const RELATIONS = new Set(
  (
    'sister brother mom dad parent roommate best friend friend boyfriend girlfriend partner crush ' +
    'cousin grandma grandpa aunt uncle professor advisor coach lab partner twin stepmom stepdad ' +
    'husband wife boss manager neighbor teacher tutor ta ra therapist situationship ex'
  )
    .split(' ')
    .concat([
      'best friend',
      'lab partner',
      'little sister',
      'big sister',
      'little brother',
      'big brother',
      'older sister',
      'younger sister',
      'older brother',
      'younger brother',
      'twin sister',
      'twin brother',
      'step mom',
      'step dad',
    ]),
);

/** The details one message tells, in the order said; none from a clause that asks. */
export const toldDetailsIn = memo(readToldDetailsIn);

function readToldDetailsIn(message: string): ToldDetail[] {
  const out: ToldDetail[] = [];
  for (const clause of clausesOf(message)) {
    if (ASKS.test(clause)) continue;
    const detail = detailIn(clause);
    if (detail && !out.some((told) => told.key === detail.key)) out.push(detail);
  }
  return out;
}

const ASKS =
  /^(what|whats|which|who|whos|where|when|how|do|does|did|can|could|remember|why|should|would|will|is|are|am|tell me)\b/;

/** Words a question may ask a thing by: the key's words, each canonical. */
function askedKey(text: string): string {
  return keyOf(
    text
      .replace(/^(?:(?:full|first|whole|real) )/, '')
      .replace(/\b(again|tho|though|lol|btw|rn|now|exactly|even|called|named|is|was)$/, '')
      .replace(/\s+(again|tho|lol|btw|rn)$/, '')
      .trim(),
  );
}

const PETS =
  /^(cat|dog|pet|kitten|puppy|hamster|bunny|rabbit|parrot|bird|fish|turtle|snake|lizard|gecko|ferret|horse|rat)$/;

/** "whats my problem", "whats my deal": no detail of theirs is asked. */
const NOT_ASKED =
  /^(problem|deal|purpose|issue|fault|point|life|future|vibe|destiny|fate|chance|chances|best option|excuse|goal in life|type)$/;

/** Verbs a "where do i …" / "what do i …" question asks a detail by, and the label of each. */
const ASKED_BY_VERB: Readonly<Record<string, AskedDetail>> = {
  work: { key: 'work', label: 'where you work' },
  intern: { key: 'work', label: 'where you work' },
  live: { key: 'live', label: 'where you live' },
  play: { key: 'play', label: 'what you play' },
  minor: { key: 'minor', label: 'your minor' },
};

/**
 * What one question asks of the student's own details, if it asks one: "whats my minor", "what
 * position do i play", "do u remember my sisters name", "where do i work again", "what am i
 * allergic to", "how old am i", "what team am i on". Undefined for anything else.
 */
export const askedDetailIn = memo(readAskedDetailIn);

function readAskedDetailIn(message: string): AskedDetail | undefined {
  for (const raw of readMessage(message).clauses.map((clause) => clause.text)) {
    const clause = raw
      .replace(
        /^(?:(?:ok|okay|so|and|but|wait|hey|quick question|pop quiz|quiz time|quiz|real quick|lol|hmm|um|oh)\s+)+/,
        '',
      )
      .replace(/\s+(again|tho|though|lol|btw|rn|exactly|now)$/g, '')
      .trim();
    let match: RegExpExecArray | null;
    // "what position do i play", "what instrument do i play", "what sport do i play".
    if (
      (match =
        /^(?:what|which) (position|instrument|sport|game|team|club) do i (?:play|do|play for|play on|play in|am on|am in)\b/.exec(
          clause,
        ))
    ) {
      const key = canonical(match[1]!);
      return { key, label: `what ${key} you play` };
    }
    if (
      (match =
        /^(?:what|which) (team|club|band|frat|fraternity|sorority|choir) am i (?:on|in|part of)\b/.exec(
          clause,
        ))
    ) {
      return { key: match[1]!, label: `what ${match[1]} you're in` };
    }
    if (/^what am i allergic to\b|^what (?:am i|is my|are my) allerg/.test(clause)) {
      return { key: 'allergic', label: "what you're allergic to" };
    }
    if (/^where (?:am i|do i come|was i born|did i grow up)\b/.test(clause)) {
      return { key: 'hometown', label: "where you're from" };
    }
    if (
      /^what (?:do i study|am i studying|am i majoring in|do i major in|is my major|are my majors|did i (?:say|tell you) (?:my majors?|i (?:study|major in|was majoring in)))\b/.test(
        clause,
      )
    ) {
      return { key: 'major', label: 'what you study' };
    }
    if (/^what year am i\b|^what year of (?:college|school|uni) am i\b/.test(clause)) {
      return { key: 'year', label: "what year you're in" };
    }
    if (/^how old am i\b|^what is my age\b/.test(clause))
      return { key: 'age', label: 'how old you are' };
    if (/^what (?:am i|do i) minor(?:ing)? in\b/.test(clause)) return ASKED_BY_VERB.minor;
    if (
      (match =
        /^(?:where|what|who) (?:do i|did i (?:say|tell you) i) (work|intern|live|play)\b/.exec(
          clause,
        ) ??
        /^(?:do|did|can) you (?:remember|know|recall) (?:where|what) i (work|intern|live|play)\b/.exec(
          clause,
        ))
    ) {
      return ASKED_BY_VERB[match[1]!];
    }
    if ((match = /^where (?:am i|do i) (working|interning|living)\b/.exec(clause))) {
      return ASKED_BY_VERB[match[1]!.replace(/ing$/, '').replace(/^liv$/, 'live')];
    }
    // "whats my minor", "who is my roommate", "what is my cat called", "what did i say my X was",
    // "do you remember my sisters name", "what do you know about my cat".
    const asked =
      /^(?:what|who|where|when|which) (?:is|was|are) my (.+)$/.exec(clause) ??
      /^(?:whats|whos|wheres|whens) my (.+)$/.exec(clause) ??
      /^what did i (?:say|tell you) my (.+?)(?: (?:is|was|are|were))?$/.exec(clause) ??
      /^(?:do|did|can) you (?:remember|know|recall) (?:what |who )?my (.+?)(?: (?:is|was|are))?$/.exec(
        clause,
      ) ??
      /^(?:what|how much) do you (?:know|remember) (?:about|abt) my (.+)$/.exec(clause) ??
      /^(?:tell me|remind me) (?:about |abt |what )?my (.+?)(?: (?:is|was))?$/.exec(clause) ??
      /^(?:remember|u remember|you remember) my (.+)$/.exec(clause) ??
      /^(?:and|n|what about|how about) my (.+)$/.exec(clause);
    if (asked) {
      let thing = asked[1]!.replace(/\s+(?:is |was )?(called|named)$/, ' name').trim();
      if (thing.split(' ').length > 3) continue;
      thing = askedKey(thing);
      if (!thing || NOT_ASKED.test(thing)) continue;
      // "whats my name", "whats my major": a kind kept by name, asked of as it always was.
      const first = thing.split(' ')[0]!;
      if (details().keptByKind.includes(first) && !PETS.test(first)) continue;
      return { key: thing, label: `your ${spoken(thing)}` };
    }
  }
  return undefined;
}

/**
 * What a character's question asks of the student, if it asks a detail or a fact by name: "what
 * position do you play?", "where are you from?", "what's your minor?". The kinds of
 * `student-facts.ts` answer by their own name ("hometown", "major", "year", "name").
 */
export const askedOfStudent = memo(readAskedOfStudent);

function readAskedOfStudent(line: string): AskedDetail | undefined {
  const question = line
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .split(/(?<=[.!?])\s+/)
    .findLast((sentence) => sentence.trim().endsWith('?'));
  if (!question) return undefined;
  const text = question
    .replace(/[?!.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let match: RegExpExecArray | null;
  if (
    /\bwhere (are you from|did you grow up|is home for you|s home for you|is home)\b/.test(text)
  ) {
    return { key: 'hometown', label: 'where you are from' };
  }
  if (
    /\bwhat (do you study|are you studying|is your major|s your major|are you majoring in)\b/.test(
      text,
    )
  ) {
    return { key: 'major', label: 'what you study' };
  }
  if (/\bwhat year are you\b|\bwhich year are you\b/.test(text))
    return { key: 'year', label: 'your year' };
  if (/\bwhat (is|s) your name\b|\bwhat should i call you\b/.test(text)) {
    return { key: 'name', label: 'your name' };
  }
  if ((match = /\bwhat (position|instrument|sport) do you play\b/.exec(text))) {
    return { key: match[1]!, label: `what ${match[1]} you play` };
  }
  if (/\bwhere do you work\b/.test(text)) return { key: 'work', label: 'where you work' };
  if (/\bwhere do you live\b/.test(text)) return { key: 'live', label: 'where you live' };
  if ((match = /\bwhat (?:is|s) your (\w+(?: \w+)?)$/.exec(text))) {
    const key = askedKey(match[1]!);
    if (details().keptByKind.includes(key.split(' ')[0]!) || key.startsWith('fav'))
      return undefined;
    return { key, label: `your ${spoken(key)}` };
  }
  return undefined;
}

/**
 * A short answer to a question asked just before: "setter", "ohio lol", "its setter", "i didnt
 * tell u actually. its setter". Undefined for a question, a yes or no, or a longer message.
 */
export const answerIn = memo(readAnswerIn);

/** Words that say goodbye or hello: a message with one is no answer to a question. */
const GOODBYE =
  /\b(bye+|goodbye|good ?night|gn|nite|see (ya|you|u)|ttyl|cya|gtg|brb|later|peace out|hi+|hey+|hello)\b/;

function readAnswerIn(message: string): string | undefined {
  const clauses = readMessage(message).clauses.map((clause) => clause.text.trim());
  const last = clauses.at(-1);
  if (!last || ASKS.test(last) || message.includes('?')) return undefined;
  // "ok bye mr president", "bye!! zoom zoom": a goodbye answers nothing the character asked.
  if (GOODBYE.test(readMessage(message).text)) return undefined;
  if (
    /^(no idea|no clue|not sure|i do not know|idk|dunno|nothing|none|not telling|no one)\b/.test(
      last,
    )
  ) {
    return undefined;
  }
  const text = last
    .replace(LEAD, '')
    .replace(/^(?:its|it is|that is|thats|i said|i play|i am from|from|i am|im|i am a|a|an)\s+/, '')
    .replace(/^(?:a|an)\s+/, '')
    .replace(/\s+(lol|lmao|haha|btw|tho|rn|obviously|duh)$/, '')
    .trim();
  const count = text.split(' ').length;
  if (!text || count > 3) return undefined;
  if (
    /^(yes|yeah|yea|yep|no|nope|nah|ok|okay|k|idk|dunno|maybe|sure|lol|lmao|haha|thanks|thank you|ty|cool|nice|same|what|huh|why|hmm|wait|never mind|nvm|nothing|not sure|i do not know|you|it|that|this)$/.test(
      text,
    )
  ) {
    return undefined;
  }
  if (/\b(i|my|me|you|your|he|she|they|we)\b/.test(text)) return undefined;
  // "no idea", "not telling", "none lol": no answer given.
  if (
    /^(no|not|never|none|nothing|dont|do not|idk|dunno|unsure|why|what|huh|guess|secret)\b/.test(
      text,
    )
  ) {
    return undefined;
  }
  if (describes(text) && !/^(an?|the) /.test(text)) return undefined;
  return text;
}

/** A detail told as the answer to `asked`: "setter" to "what position" is "you play setter". */
export function detailAnswering(asked: AskedDetail, answer: string): ToldDetail {
  const key = asked.key;
  if (key === 'position' || key === 'instrument' || key === 'sport' || key === 'play') {
    return { key, value: answer, said: `you play ${answer}` };
  }
  if (key === 'work') return { key, value: answer, said: `you work at ${answer}` };
  if (key === 'live') {
    const shown = asPlace(answer);
    return { key, value: shown, said: `you live in ${shown}` };
  }
  if (key === 'allergic') return { key, value: answer, said: `you're allergic to ${answer}` };
  if (key === 'age') return { key, value: answer, said: `you're ${answer}` };
  if (key === 'minor') return { key, value: answer, said: `your minor is ${answer}` };
  if (/ name$/.test(key)) {
    const name = asName(answer) ?? capitalised(answer);
    return { key, value: name, said: `your ${spoken(key)} is ${name}` };
  }
  if (['team', 'club', 'band', 'choir', 'frat', 'sorority'].includes(key)) {
    return { key, value: answer, said: `you're in ${answer}` };
  }
  return { key, value: answer, said: `your ${spoken(key)} is ${answer}` };
}

/**
 * Whether a detail answers what was asked: the same key, or a key that holds the asked words
 * ("sister" finds "sister name"; "play" finds "position" and "instrument"; "position" finds a
 * detail said by "you play setter").
 */
export function detailMatches(asked: AskedDetail, detail: ToldDetail): number {
  if (asked.key === detail.key) return 3;
  const askedWords = asked.key.split(' ');
  const keyWords = detail.key.split(' ');
  const plays = ['position', 'instrument', 'sport', 'game'];
  if (asked.key === 'play' && plays.includes(detail.key)) return 1;
  // "what sport do i play" after "i play club volleyball", kept as playing something.
  if (plays.includes(asked.key) && detail.key === 'play') return 1;
  // "sister" finds "sister name"; "name" (the student's own) never finds "roommate name".
  if (keyWords[0] === askedWords[0]) return 2;
  // "dog name" finds "corgi name": a corgi is a dog.
  const sameRest = askedWords.slice(1).join(' ') === keyWords.slice(1).join(' ');
  const kindOf = details().kinds[askedWords[0]!]?.includes(keyWords[0]!) === true;
  if (kindOf && sameRest) return 2;
  // "what pet do i have" finds "corgi name" too: what was told of the corgi says it.
  if (kindOf && askedWords.length === 1) return 1;
  return 0;
}
