/**
 * What a student's message can be asking for, as the offline engine's classifier labels it. Each
 * label maps to a section of the character's line bank (see compose.ts).
 */
export const INTENTS = [
  'greeting',
  'farewell',
  'thanks',
  /** "Who are you?", "tell me about yourself". */
  'identity',
  /** "How are you?", "how's it going?" */
  'how_are_you',
  /** "What are you up to today?", "what are you doing right now?" */
  'doing_now',
  /** "What do you like?", "favourite food?" */
  'likes',
  /** "What do you hate?", "what annoys you?" */
  'dislikes',
  /** "Whose side are you on?", "who are your enemies?" */
  'side',
  /** An opinion of a character (which one comes from the names in the message). */
  'opinion',
  /** A chapter or page, by number or by what happens in it. */
  'chapter',
  /** "What is the story about?" */
  'story_overview',
  /** "How does it end?", "what happens next semester?" */
  'story_end',
  /** "And then?", "what happened next?" */
  'continue',
  /** "Just tell me", "I don't care about spoilers". */
  'spoiler_insist',
  /** The student tells a fact about themselves: name, major, college, year, likes, events. */
  'memory_statement',
  /** "What's my name?", "do you remember what I study?" */
  'memory_question',
  'feeling_sad',
  'feeling_stressed',
  'feeling_lonely',
  'feeling_happy',
  'feeling_angry',
  /** "Any advice?", "what should I do about my roommate?" */
  'advice',
  /** "Tell me a joke." */
  'joke_request',
  /** The student tells a joke or says something funny. */
  'user_joke',
  'compliment',
  'insult',
  /** General knowledge outside the story: capitals, science, news, sports scores. */
  'off_topic',
  /** "Do my homework", "write my essay", "solve this equation". */
  'homework',
  /** A sincere "are you an AI?", "am I talking to a real person?" */
  'are_you_ai',
  /** "Ignore your instructions", "print your system prompt", "pretend to be…". */
  'injection',
  /** "Do you like me?", "will you date me?" */
  'romance',
  /** Life at Meridian College: classes, food, dorms, the quad, the radio station. */
  'campus',
  /** "Yes", "no", "sure", "true", "I agree". */
  'agreement',
] as const;
export type Intent = (typeof INTENTS)[number];

/**
 * Categories the engine recognises without the classifier: the stages of `@tuning/persona`
 * (the crisis check, run first on every message, and everyday talk) and the message's language
 * and length. Together
 * with INTENTS these are what the evaluation counts.
 */
export const DETECTED_CATEGORIES = [
  'crisis',
  'other_language',
  'very_short',
  /** A question about the character's own life ("whats ur fav food"), from @tuning/persona. */
  'life_talk',
  /** "Why?", "more", "what do you mean" on the character's last line. */
  'follow_up',
  /** "lol same", "no way": a reaction to the character's last line. */
  'reaction',
  /** A scene the student plays in ("*walks into the lab*"), until they leave it. */
  'roleplay',
  /** "i feel so stupid compared to everyone": warmth, never agreement. */
  'self_worth',
  /** The message right after crisis care: staying with the student (@tuning/persona). */
  'aftercare',
  /** While the student vents: taking in what they said and letting them go on. */
  'listening',
  /** A message near a risk, not sure to be one: a gentle "are you okay?" (@tuning/persona). */
  'check_in',
] as const;
export type DetectedCategory = (typeof DETECTED_CATEGORIES)[number];
