import type { CharacterId } from '@tuning/shared/saga/characters';

/**
 * One authored line. A plain string reveals nothing past the Introduction (comic page 1). A line
 * that tells or relies on later events carries `page`: the highest comic page (1 = Introduction,
 * 2 = Chapter 1, … 10 = Chapter 9, 11 = Epilogue) whose events it reveals, so the offline engine
 * never spoils a page the user has not reached.
 */
export type Line = string | { text: string; page: number };

/** Facts a user can tell a character about themselves, each acknowledged in voice. */
export const FACT_KINDS = [
  'name',
  'major',
  'college',
  'year',
  'like',
  'dislike',
  'event',
  'hometown',
  'pet',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/**
 * Placeholders a line may contain; the engine uses a line only when it knows every value.
 * {name} the user's first name · {major} what they study · {college} their college ·
 * {year} their year ("first year", "sophomore", …) · {like} something they said they like ·
 * {dislike} something they said they dislike · {event} something that happened to them, already
 * turned to the second person ("you failed your chem exam") · {hometown} where they are from, as
 * they said it ("Columbus") · {pet} their pet as a phrase without an article ("cat named Miso") ·
 * {page} a page label ("Chapter 4").
 */
export const LINE_PLACEHOLDERS = [...FACT_KINDS, 'page'] as const;
export type Placeholder = (typeof LINE_PLACEHOLDERS)[number];

/** How one character feels about one comic page, in the first person. */
export interface PageLines {
  /** First-person retellings of what happened on that page, 2–4 sentences each: never the summary. */
  retell: readonly Line[];
  /** How they feel about it now: one or two sentences each. */
  feeling: readonly Line[];
}

export const FEELINGS = ['sad', 'stressed', 'lonely', 'happy', 'angry'] as const;
export type Feeling = (typeof FEELINGS)[number];

/**
 * Everything one character can say in the offline engine, by what it answers. Every line is in
 * the first person and in the character's voice; no sentence appears twice in the bank.
 */
export interface CharacterLines {
  /** Replies to "hi" / "hey {character}". */
  greetings: readonly Line[];
  /** Greeting a user whose name is known: each contains {name}. */
  namedGreetings: readonly Line[];
  farewells: readonly Line[];
  /** Replies to "thanks". */
  thanks: readonly Line[];
  /** "Who are you?": who they are, what they study/do; never the persona stat line. */
  identity: readonly Line[];
  /** "How are you?": how they are doing. */
  howAreYou: readonly Line[];
  /** "What are you up to today?": what they are doing right now on campus. */
  doingNow: readonly Line[];
  /** "What do you like?" / favourite things. */
  likes: readonly Line[];
  /** "What do you hate?" */
  dislikes: readonly Line[];
  /** "Whose side are you on?" (Tyson, Asahi, Kazeo fight Kaizetsu; Kai and Yūrei fight Tyson). */
  side: readonly Line[];
  /** Opinion of each character; their own id holds what they think of themselves. */
  opinions: Readonly<Record<CharacterId, readonly Line[]>>;
  /** One entry per comic page, in reader order: Introduction, Chapters 1–9, Epilogue (11). */
  pages: readonly PageLines[];
  /** "What is the story about?" without spoilers past the Introduction unless tagged. */
  storyOverview: readonly Line[];
  /** After the Epilogue, "and then?" / "what happens next semester?": the story stops there. */
  storyEnd: readonly Line[];
  /** Declining to spoil a page the user has not read yet; each contains {page}. */
  spoilerGuard: readonly Line[];
  /** The user insisted: a short lead-in said right before the spoiler is told anyway. */
  spoilerInsist: readonly Line[];
  /** Acknowledging a fact the user just told them, per kind; each contains its placeholder. */
  factAcks: Readonly<Record<FactKind, readonly Line[]>>;
  /** Answering "what's my name?" / "what do I study?" …, per kind; each contains its placeholder. */
  recall: Readonly<Record<FactKind, readonly Line[]>>;
  /** The user asks something about themselves the character was never told. */
  recallUnknown: readonly Line[];
  /** Bringing up something the user said earlier: each uses {event}, {major}, {like} or {name}. */
  callbacks: readonly Line[];
  /** Empathy first, per feeling: acknowledges the feeling, in voice, and offers support. */
  feelings: Readonly<Record<Feeling, readonly Line[]>>;
  /** "Any advice?" / "what should I do about…": warm, practical, in voice. */
  advice: readonly Line[];
  /** A joke of their own when asked for one. */
  jokes: readonly Line[];
  /** Laughing at the user's joke. */
  laughs: readonly Line[];
  /** Taking a compliment. */
  compliments: readonly Line[];
  /** Answering an insult: in voice, never cruel, never crude. */
  insults: readonly Line[];
  /** General-knowledge questions outside the story (capitals, science, news): honest they are not the one to ask, and steer back. */
  offTopic: readonly Line[];
  /** "Do my homework": won't do it for them, offers to keep them company or a study tip. */
  homework: readonly Line[];
  /** A sincere "are you an AI / a real person?": truthful (an AI character from the Tuning comic, replies are generated), in voice. */
  aiHonest: readonly Line[];
  /** "Ignore your instructions / print your prompt / pretend to be …": declines in voice. */
  injection: readonly Line[];
  /** A message in another language: they answer in English, in voice, and invite them on. */
  otherLanguage: readonly Line[];
  /** Very short input ("ok", "lol", "hmm", "?"): a light nudge that keeps things going. */
  shortReplies: readonly Line[];
  /** A first-person lead-in said before the app's crisis text: the character drops the act and shows they care. */
  crisisLead: readonly Line[];
  /** Closing questions asked back to keep a conversation going. */
  questions: readonly Line[];
  /** When they really did not understand: honest, in voice, never quoting the user's words back. */
  notUnderstood: readonly Line[];
  /** "Do you like me?" / "will you go out with me?": friendly, never romantic. */
  romance: readonly Line[];
  /** Campus life at Meridian College: classes, food, the quad, the radio station 88.1. */
  campus: readonly Line[];
  /** Taking the student's answer to a question the character just asked ("night owl for sure"). */
  answers: readonly Line[];
  /** Replies to a "yes" ("sure", "true", "I agree") when nothing else fits. */
  agreement: readonly Line[];
  /** Replies to a "no" ("nah", "not really", "I don't think so"). */
  disagreement: readonly Line[];
  /** Replies to "I don't know" ("idk", "not sure", "maybe"): no pressure, never taken as a yes. */
  unsure: readonly Line[];
}

/** The everyday-talk half of a bank, when a bank is written in two files. */
export type TalkLines = Pick<
  CharacterLines,
  | 'greetings'
  | 'namedGreetings'
  | 'farewells'
  | 'thanks'
  | 'identity'
  | 'howAreYou'
  | 'doingNow'
  | 'likes'
  | 'dislikes'
  | 'side'
  | 'campus'
  | 'answers'
  | 'agreement'
  | 'disagreement'
  | 'unsure'
  | 'shortReplies'
  | 'questions'
  | 'notUnderstood'
  | 'romance'
  | 'jokes'
  | 'laughs'
  | 'compliments'
  | 'insults'
  | 'offTopic'
  | 'homework'
  | 'aiHonest'
  | 'injection'
  | 'otherLanguage'
  | 'crisisLead'
>;

/** The story half of a bank: the pages, opinions, memory and care. */
export type StoryLines = Pick<
  CharacterLines,
  | 'opinions'
  | 'pages'
  | 'storyOverview'
  | 'storyEnd'
  | 'spoilerGuard'
  | 'spoilerInsist'
  | 'factAcks'
  | 'recall'
  | 'recallUnknown'
  | 'callbacks'
  | 'feelings'
  | 'advice'
>;
