import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { perCharacter } from './per-character.ts';
import asahi from '../../content/life/asahi.json' with { type: 'json' };
import kaizetsu from '../../content/life/kaizetsu.json' with { type: 'json' };
import kazeo from '../../content/life/kazeo.json' with { type: 'json' };
import tyson from '../../content/life/tyson.json' with { type: 'json' };
import yurei from '../../content/life/yurei.json' with { type: 'json' };
import { keyedObject } from './keyed-object.ts';

/** What students ask a character about their own life: the keys of every `content/life/*.json`. */
export const LIFE_TOPICS = [
  'classes',
  'major',
  'roommate',
  'sleep',
  'food',
  'drinks',
  'music',
  'hometown',
  'family',
  'weekends',
  'parties',
  'games',
  'sports',
  'hobbies',
  'shows',
  'pets',
  'habits',
  'coping',
  'friends',
] as const;
export type LifeTopic = (typeof LIFE_TOPICS)[number];

export const REACTIONS = [
  'same',
  'laugh',
  'surprise',
  'agree',
  'warm',
  'listen',
  'invite',
] as const;
export type Reaction = (typeof REACTIONS)[number];

const text = z
  .string()
  .trim()
  .min(2)
  .max(240)
  .refine((value) => !/[*_`#]/.test(value), 'plain text: no markdown');

/** A line that says a detail back: `{event}` once. */
const withEvent = text.refine(
  (value) => value.split('{event}').length === 2 && !/\{(?!event\})/.test(value),
  'says {event} once, and no other placeholder',
);

/** One thing a character says about a topic, with its own follow-ups. */
const lifeEntry = z.strictObject({
  /** The answer to a question about the topic. */
  says: text,
  /** The answer to "why?" right after `says`. */
  why: text,
  /** The next beat, for "tell me more", "and then?". */
  more: text,
  /** A question back to the student on the same topic. */
  asks: text,
});
export type LifeEntry = z.infer<typeof lifeEntry>;

/** `content/life/<character>.json`: the same shape for all five characters. */
export const lifeLinesSchema = z
  .strictObject({
    character: z.enum(CHARACTER_IDS),
    topics: keyedObject(LIFE_TOPICS, z.array(lifeEntry).min(2)),
    reactions: keyedObject(REACTIONS, z.array(text).min(3)),
    /** Asking back when the character is not sure what the student means. */
    clarify: z.array(text).min(3),
    /**
     * While the student vents: `hear`, a line that takes in what they said and lets them go on;
     * `stuck`, for "idk what to do" with no problem advice is written for, asking what would help.
     */
    listening: z.strictObject({ hear: z.array(text).min(6), stuck: z.array(text).min(3) }),
    /** "ok yeah thats fair", "ill try that" right after advice: glad, and curious how it goes. */
    adviceTaken: z.array(text).min(3),
    /** "brb", "gonna go eat, back in 10": a pause, not a goodbye. */
    brb: z.array(text).min(3),
    /** "gonna go cry in the library now lol bye": a goodbye with a hard feeling in it, met warmly. */
    hardGoodbye: z.array(text).min(3),
    /**
     * "why?" to something the character said of their day or their tastes that has no reason
     * written for it ("Kind of stressed about a problem set"): an honest, in-voice "no big reason",
     * never another line of the same kind that may contradict it.
     */
    ownWhy: z.array(text).min(3),
    /**
     * "why?", "what do you mean" to a question the character just asked (a greeting's "do you
     * read the fine print?", "were you two close?"): why they asked, and that the student may let
     * it go.
     */
    whyAsked: z.array(text).min(3),
    /**
     * "more", "tell me more" to something of their day or tastes with nothing more written, or
     * to a line that has no next beat: that this is the whole of it, and the talk turned to the
     * student, never another line of the kind that may contradict the first.
     */
    ownMore: z.array(text).min(3),
    /**
     * Something the student tells of themself that is neither a trouble nor a fact of a kind
     * kept by name ("i have a twin sister", "i work at the campus coffee shop"): taken in, in a
     * few words, without saying it back.
     */
    factNoted: z.array(text).min(3),
    /**
     * Anything else the student tells of themself, kept as a detail ("my minor is film", "i play
     * setter"); `{event}` is it said back in the second person ("your minor is film") in `noted`
     * (taken in as it is told), `inPassing` (told beside something else the reply answers), `recalled` (asked for again), all they told in `summary` ("what
     * do you know about me"), and in `notTold` what was asked and never told ("what position you
     * play"): honest, never a guess, never the question said back.
     */
    memory: z.strictObject({
      noted: z.array(withEvent).min(3),
      /** A few words before a reply to the rest of the message ("i'm a chem major, and…"). */
      inPassing: z.array(withEvent).min(3),
      recalled: z.array(withEvent).min(3),
      summary: z.array(withEvent).min(3),
      notTold: z.array(withEvent).min(3),
    }),
    /** "i dont get it", "why?" right after one of their jokes: what the joke was, owned lightly. */
    jokeExplained: z.array(text).min(3),
    /**
     * A dark joke about something small ("my phone is at 2% and so is my will to live lol"), where
     * the crisis check found nothing: met as a joke, and the real thing under it asked after.
     */
    dramatic: z.array(text).min(3),
    /**
     * A remark the character can't place that asks nothing ("nm just chillin, kinda bored ngl"):
     * a few words that take it in, never "what are you asking?"; a question back follows.
     */
    offhand: z.array(text).min(3),
    /** "ok fine no spoilers": agreed to, nothing past the student's page. */
    noSpoilers: z.array(text).min(3),
    /** "no spoilers but is the ending happy": a tease that tells nothing. */
    noSpoilersAsked: z.array(text).min(3),
  })
  .superRefine((lines, context) => {
    const seen = new Set<string>();
    const all = [
      ...Object.values(lines.topics).flatMap((entries) =>
        entries.flatMap((entry) => [entry.says, entry.why, entry.more, entry.asks]),
      ),
      ...Object.values(lines.reactions).flat(),
      ...lines.clarify,
      ...lines.listening.hear,
      ...lines.listening.stuck,
      ...lines.ownWhy,
      ...lines.whyAsked,
      ...lines.ownMore,
      ...lines.factNoted,
      ...Object.values(lines.memory).flat(),
      ...lines.jokeExplained,
      ...lines.hardGoodbye,
      ...lines.dramatic,
      ...lines.offhand,
    ];
    for (const line of all) {
      if (seen.has(line)) context.addIssue({ code: 'custom', message: `said twice: "${line}"` });
      seen.add(line);
    }
  });
export type LifeLines = z.infer<typeof lifeLinesSchema>;

/** Every character's life lines, validated on first use. */
export const lifeLines = perCharacter('life', lifeLinesSchema, {
  tyson,
  yurei,
  asahi,
  kaizetsu,
  kazeo,
});
