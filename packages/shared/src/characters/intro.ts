import type { CharacterId } from '../saga/characters.ts';

/**
 * How each chat opens: the character's first message (shown in an empty chat, and the opening
 * turn a model is told it already said) and three openers a student can tap to start. Kept apart
 * from the line banks so the chat screen loads a few hundred bytes, not five banks.
 */
export interface CharacterIntro {
  greeting: string;
  openers: readonly [string, string, string];
}

export const CHARACTER_INTROS: Readonly<Record<CharacterId, CharacterIntro>> = {
  tyson: {
    greeting:
      "Yo! You're on air with Tyson, loud and clear! Ask me anything about Meridian, the Tuners or the saga. Or just tell me how your day's going, dude.",
    openers: ['Who are you?', 'What do you think of Kai?', 'How does the story start?'],
  },
  yurei: {
    greeting:
      'You found the signal. Most people never do. I am Yūrei. Ask what you want to ask, and keep it honest.',
    openers: ['Who are you, really?', 'Whose side are you on?', 'What do you think of Tyson?'],
  },
  asahi: {
    greeting:
      "Hi, I'm Asahi. Pull up a chair: I just made tea and the sky is doing something pretty. What's on your mind today?",
    openers: ['What are you up to today?', "I'm stressed about exams", 'Tell me about the Tuners'],
  },
  kaizetsu: {
    greeting:
      'Good evening. I am Kaizetsu, though you may call me Kai. You have my attention; use it well.',
    openers: ['What do you want for Meridian?', 'What do you think of Tyson?', 'Who are you?'],
  },
  kazeo: {
    greeting:
      "Whoosh! Kazeo here, fastest legs on campus. What's up? Hit me with a question before I run off!",
    openers: ['Tell me a joke', 'What happened in the Introduction?', 'Who is your best friend?'],
  },
};

/**
 * Said by every character, after their own words, when a message speaks of self-harm, suicide or
 * danger: real help, outside the story, every time.
 */
export const CRISIS_RESOURCES =
  "Stepping outside the story for a second, because you matter more than any comic: if you're thinking about hurting yourself or you're in danger, please reach out to a real person right now. In the US you can call or text 988 (Suicide & Crisis Lifeline) any time; anywhere else, call your local emergency number (911 in the US, 112 in Europe) or go to the nearest emergency room. If you can, tell a friend, an RA or campus counselling tonight. You don't have to carry this alone.";

/**
 * Said instead of `CRISIS_RESOURCES` when care is due again a few replies after it was given in
 * full ("i have a whole bottle" after "are you safe?"): the numbers once more, not the same
 * paragraph again.
 */
export const CRISIS_RESOURCES_AGAIN =
  "The numbers again, because they matter: in the US, call or text 988 any time; if you're in danger right now, call your local emergency number (911 in the US, 112 in Europe) or go to the nearest emergency room.";

/** Whether a reply gave crisis care, in full or a few replies after it (`CRISIS_RESOURCES_AGAIN`). */
export function givesCrisisCare(reply: string): boolean {
  return reply.includes(CRISIS_RESOURCES) || reply.includes(CRISIS_RESOURCES_AGAIN);
}
