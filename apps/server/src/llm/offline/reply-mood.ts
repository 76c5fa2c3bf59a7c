import type { Expression } from '@tuning/shared/saga/acting';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';
import type { DetectedCategory, Intent } from '@tuning/persona/understand/intent-labels';

/**
 * The face that goes with an offline reply. The engine knows what it answered (the category) and,
 * for the story, which page it retold, so the mood is chosen, not guessed: Tyson grins hello and
 * scowls at an insult, Kai smiles thinly at both, everyone is sad with a student who is.
 */

type Category = Intent | DetectedCategory | 'not_understood' | 'answer';
type Faces = Readonly<Record<CharacterId, Expression>>;

/** At rest: answering who they are, how they are, what they like. */
const RESTING: Faces = {
  tyson: 'happy',
  yurei: 'neutral',
  asahi: 'neutral',
  kaizetsu: 'smug',
  kazeo: 'happy',
};

/** Warm moments: a greeting, thanks, a joke, a compliment. Yūrei's warmth is a dry smile. */
const WARM: Faces = {
  tyson: 'happy',
  yurei: 'smug',
  asahi: 'happy',
  kaizetsu: 'smug',
  kazeo: 'happy',
};

/** Facing the other side, or an insult. */
const RIVAL: Faces = {
  tyson: 'angry',
  yurei: 'angry',
  asahi: 'determined',
  kaizetsu: 'smug',
  kazeo: 'angry',
};

/** How each side looks back on each page (Introduction … Epilogue) when retelling it. */
const TUNERS_PAGES: readonly Expression[] = [
  'happy',
  'surprised',
  'angry',
  'surprised',
  'sad',
  'sad',
  'determined',
  'determined',
  'surprised',
  'happy',
  'happy',
];
const PAGE_FACES: Readonly<Record<CharacterId, readonly Expression[]>> = {
  tyson: TUNERS_PAGES,
  asahi: TUNERS_PAGES,
  kazeo: TUNERS_PAGES,
  kaizetsu: [
    'smug',
    'smug',
    'smug',
    'smug',
    'thinking',
    'smug',
    'surprised',
    'thinking',
    'angry',
    'sad',
    'smug',
  ],
  yurei: [
    'neutral',
    'neutral',
    'neutral',
    'smug',
    'sad',
    'angry',
    'surprised',
    'surprised',
    'determined',
    'neutral',
    'determined',
  ],
};

const FIXED: Partial<Record<Category, Expression>> = {
  crisis: 'sad',
  aftercare: 'sad',
  check_in: 'sad',
  listening: 'sad',
  self_worth: 'determined',
  feeling_sad: 'sad',
  feeling_lonely: 'sad',
  feeling_stressed: 'sad',
  feeling_happy: 'happy',
  side: 'determined',
  story_end: 'determined',
  advice: 'determined',
  homework: 'thinking',
  off_topic: 'thinking',
  not_understood: 'thinking',
  other_language: 'thinking',
  spoiler_insist: 'smug',
  injection: 'smug',
  are_you_ai: 'neutral',
  romance: 'surprised',
};

const WARM_CATEGORIES = new Set<Category>([
  'answer',
  'life_talk',
  'follow_up',
  'reaction',
  'roleplay',
  'greeting',
  'thanks',
  'farewell',
  'compliment',
  'user_joke',
  'joke_request',
  'agreement',
  'memory_statement',
]);

export interface MoodContext {
  characterId: CharacterId;
  category: Category;
  /** The page retold (0 Introduction … 10 Epilogue), when the reply told the story. */
  page?: number;
  /** The spoiler guard held a page back. */
  guarded?: boolean;
  /** The characters an opinion was about. */
  about?: readonly CharacterId[];
  /** A "do you remember…?" the engine could not answer. */
  forgot?: boolean;
  /** The reply said the story stops at the Epilogue. */
  storyEnd?: boolean;
  /** Nothing fitted, so the reply says it did not understand. */
  unclear?: boolean;
}

/** The expression of an offline reply. */
export function offlineMood(context: MoodContext): Expression {
  const { characterId: id, category } = context;
  if (context.guarded) return 'smug';
  if (context.storyEnd) return 'determined';
  if (context.unclear) return 'thinking';
  if (context.page !== undefined) return PAGE_FACES[id][context.page] ?? RESTING[id];
  const fixed = FIXED[category];
  if (fixed) return fixed;
  if (category === 'feeling_angry')
    return id === 'tyson' || id === 'kazeo' ? 'angry' : 'determined';
  if (category === 'insult' || category === 'dislikes') return RIVAL[id];
  if (category === 'memory_question') return context.forgot ? 'thinking' : WARM[id];
  if (WARM_CATEGORIES.has(category)) return WARM[id];
  if (category === 'opinion') {
    const other = context.about?.find((entry) => entry !== id);
    if (!other) return RESTING[id];
    return getCharacter(other).side === getCharacter(id).side ? WARM[id] : RIVAL[id];
  }
  return RESTING[id];
}
