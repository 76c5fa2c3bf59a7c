import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';

/**
 * Facts students tell of themselves in messy forms, most in the middle of other talk, each with
 * what the reply must take in and a question asking it back later. Written for the memory work of
 * 2026-11-29, apart from the engine's own examples.
 */
export interface ToldFact {
  says: string;
  /** What the reply to it must hold, and what recall must say back. */
  value: RegExp;
  /** Asked a few turns later. */
  asks: string;
}

export const TOLD_FACTS: readonly ToldFact[] = [
  { says: 'second year, doing bio', value: /bio/i, asks: 'wait what did i say my major was' },
  { says: 'im from ohio btw', value: /Ohio/, asks: 'do u remember where im from' },
  { says: "my roommate's name is dana", value: /Dana/, asks: 'remember my roommate?' },
  { says: 'i work at the campus cafe', value: /campus cafe/i, asks: 'where do i work again' },
  {
    says: "i'm a junior studying econ and minoring in music",
    value: /music/i,
    asks: 'whats my minor',
  },
  { says: 'born and raised in phoenix', value: /Phoenix/, asks: 'where am i from again' },
  { says: "my dog's called biscuit", value: /Biscuit/, asks: 'whats my dogs name again' },
  { says: 'i play intramural soccer', value: /soccer/i, asks: 'what sport do i play' },
  { says: "i'm 19", value: /19/, asks: 'how old am i' },
  { says: 'my bf goes to a different school', value: /different school/i, asks: 'remember my bf?' },
  { says: 'i live in west hall', value: /West Hall/, asks: 'where do i live' },
  { says: "i'm pre-med (pain)", value: /pre.?med/i, asks: 'what am i studying' },
  {
    says: 'ugh orgo exam tomorrow and im not ready. im a chem major btw',
    value: /chem/i,
    asks: "what's my major",
  },
  { says: 'hey! im priya, freshman here. how are you?', value: /Priya/, asks: 'whats my name' },
  {
    says: "honestly kinda stressed, i'm a nursing student and clinicals start next week",
    value: /nursing/i,
    asks: 'do you know what i study',
  },
  {
    says: 'my cat is named pickles and she keeps knocking stuff off my desk lol, do you have pets?',
    value: /Pickles/,
    asks: "what's my cat called",
  },
  {
    says: 'im originally from seattle but i go to school in texas now',
    value: /Seattle/,
    asks: 'where did i say i was from',
  },
  {
    says: "i'm a sophomore, what about you?",
    value: /second year|sophomore/i,
    asks: 'what year am i in',
  },
  {
    says: "my best friend's name is jordan and we're fighting rn",
    value: /Jordan/,
    asks: 'do you remember my best friends name',
  },
  {
    says: "i work part time at target and it's exhausting",
    value: /Target/i,
    asks: 'where did i say i work',
  },
  {
    says: 'i grew up in a tiny town in vermont, how about you?',
    value: /Vermont/,
    asks: 'where did i grow up',
  },
  { says: 'call me alex', value: /Alex/, asks: "what's my name again" },
  {
    says: 'my major is computer science but i hate coding lately',
    value: /computer science/i,
    asks: 'do you remember what im majoring in',
  },
  {
    says: "i'm a senior and graduating in may, kinda scared tbh",
    value: /final year|senior/i,
    asks: 'which year am i',
  },
  {
    says: 'i play the violin in the campus orchestra',
    value: /violin/i,
    asks: 'what instrument do i play',
  },
  { says: "my sister's name is emma, she's 12", value: /Emma/, asks: 'whats my sisters name' },
  {
    says: "i'm in the chess club, we meet on tuesdays",
    value: /chess club/i,
    asks: 'what club am i in',
  },
  {
    says: 'im allergic to cats which sucks because my roommate has one',
    value: /cats/i,
    asks: 'what am i allergic to',
  },
  {
    says: "my girlfriend is called sofia, she's the best",
    value: /Sofia/,
    asks: 'whats my gfs name',
  },
  {
    says: "i'm 20 years old and still can't cook lol",
    value: /20/,
    asks: 'how old did i say i was',
  },
  {
    says: 'i live off campus with my cousin',
    value: /off campus/i,
    asks: 'remember where i live?',
  },
  {
    says: 'im from toronto originally, moved here for uni',
    value: /Toronto/,
    asks: 'where am i from',
  },
  {
    says: 'fun fact i have a hamster named nugget',
    value: /Nugget/,
    asks: "what's my hamster's name",
  },
  {
    says: "my name's jess btw, what should i call you",
    value: /Jess/,
    asks: 'do u remember my name',
  },
  {
    says: "i study mechanical engineering, it's brutal",
    value: /mechanical engineering/i,
    asks: 'what did i say i study',
  },
  { says: "i'm a first year so everything's new", value: /first year/i, asks: 'what year am i' },
  {
    says: 'i work as a barista at starbucks on weekends',
    value: /barista/i,
    asks: 'what do i do for work',
  },
  { says: "my mom's name is linda", value: /Linda/, asks: 'do u know my moms name' },
  {
    says: "i'm on the swim team so i'm up at 5am every day",
    value: /swim team/i,
    asks: 'what team am i on',
  },
  {
    says: "i'm double majoring in history and philosophy",
    value: /history and philosophy/i,
    asks: 'remind me what my major is',
  },
  {
    says: 'im from chicago, the best city, fight me',
    value: /Chicago/,
    asks: 'do you know where im from',
  },
  {
    says: "my roommate is kayla and she's really messy",
    value: /Kayla/,
    asks: 'whos my roommate',
  },
  {
    says: "i'm minoring in spanish cause my family speaks it",
    value: /spanish/i,
    asks: 'what am i minoring in',
  },
  {
    says: "i'm a third year english major, how's your day going?",
    value: /english/i,
    asks: 'what do i major in',
  },
  {
    says: 'my dog is a golden retriever named max',
    value: /Max/,
    asks: 'remember my dogs name?',
  },
  { says: 'im 21 and can finally go to bars lol', value: /21/, asks: 'how old am i again' },
  {
    says: 'i play bass in a band with some friends',
    value: /bass/i,
    asks: 'what do i play',
  },
  { says: "i'm an art major, painting mostly", value: /art/i, asks: 'what do i study again' },
  { says: 'hi im marcus and im from atlanta', value: /Atlanta/, asks: 'where am i from?' },
  { says: 'my favorite food is ramen', value: /ramen/i, asks: 'whats my favorite food' },
  {
    says: "my boyfriend's name is liam, we've been dating a year",
    value: /Liam/,
    asks: 'whats my boyfriends name',
  },
  {
    says: "i'm a nursing major from denver, it's cold here",
    value: /Denver/,
    asks: 'where am i from again?',
  },
  {
    says: "my brother's name is kevin and he's so annoying",
    value: /Kevin/,
    asks: 'what is my brothers name',
  },
  {
    says: 'i work at the library shelving books, pretty chill job',
    value: /library/i,
    asks: 'where do i work',
  },
  { says: 'i have a bunny named clover', value: /Clover/, asks: 'whats my bunnys name' },
  {
    says: "i'm doing a philosophy degree and my parents think it's useless",
    value: /philosophy/i,
    asks: 'what did i say my major was',
  },
  { says: 'i go to ohio state', value: /Ohio State/, asks: 'where do i go to school' },
  { says: "i'm a sophomore at uc davis", value: /UC Davis/i, asks: 'what school do i go to' },
  {
    says: 'so my lab partner is called theo and he never shows up, what do i do',
    value: /Theo/,
    asks: 'whats my lab partners name',
  },
  {
    says: 'im a psych major but thinking of switching, idk',
    value: /psych/i,
    asks: 'wait whats my major again',
  },
  {
    says: 'my hometown is a tiny place called ely in nevada',
    value: /Ely/,
    asks: 'what did i say my hometown was',
  },
  {
    says: 'i live in an apartment downtown',
    value: /apartment downtown/i,
    asks: 'where do i live again',
  },
  // Written after the first round of fixes, and run once before any fix for them.
  {
    says: 'lol ok so im a sophomore doing kinesiology, hbu whats ur major',
    value: /kinesiology/i,
    asks: 'quick q what do i study',
  },
  {
    says: 'im from san diego!! miss the beach so much',
    value: /San Diego/,
    asks: 'wait where am i from',
  },
  {
    says: 'my roommate is named priya and shes actually so sweet',
    value: /Priya/,
    asks: 'whats my roomies name',
  },
  {
    says: 'i work at the rec center front desk, its so boring',
    value: /rec center/i,
    asks: 'do u remember where i work',
  },
  {
    says: 'i have a cat named oreo who hates everyone',
    value: /Oreo/,
    asks: 'what is my cats name',
  },
  {
    says: 'i play club volleyball, we have a tournament this weekend',
    value: /volleyball/i,
    asks: 'what sport do i play again',
  },
  { says: 'im 18 so technically an adult lol', value: /18/, asks: 'how old am i?' },
  { says: 'my gf lives in boston so its long distance', value: /Boston/i, asks: 'remember my gf?' },
  { says: 'i live in north tower, 6th floor', value: /North Tower/i, asks: 'where do i live?' },
  {
    says: 'studying marketing rn but idk if i like it',
    value: /marketing/i,
    asks: 'what did i say my major was again',
  },
  {
    says: 'grew up in a suburb outside of dallas',
    value: /Dallas/,
    asks: 'where did i grow up again',
  },
  { says: 'my little brothers name is noah hes 10', value: /Noah/, asks: 'whats my brothers name' },
  {
    says: 'i am a senior and i have no idea what im doing after graduation',
    value: /final year|senior/i,
    asks: 'what year am i',
  },
  { says: 'im minoring in psych btw', value: /psych/i, asks: 'what is my minor' },
  { says: 'hi im dev, nice to meet u', value: /Dev/, asks: 'do you know my name' },
  { says: 'i go to penn state, its huge', value: /Penn State/i, asks: 'what school do i go to?' },
  {
    says: 'i work as a tutor at the writing center',
    value: /tutor/i,
    asks: 'what do i do for work?',
  },
  {
    says: 'originally from nigeria but moved to houston when i was 8',
    value: /Nigeria/i,
    asks: 'do u remember where im originally from',
  },
  {
    says: 'im allergic to peanuts so i cant eat half the dining hall food',
    value: /peanuts/i,
    asks: 'what am i allergic to again',
  },
];

/** Things asked that were never told: the reply says so. */
export const NEVER_TOLD: readonly string[] = [
  'wait what did i say my major was',
  'do u remember where im from',
  'whats my dogs name again',
  'remember my roommate?',
  'where do i work',
  'how old am i',
];

/** Messages that tell no name, hometown, major or college. */
export const NOT_FACTS: readonly string[] = [
  "i'm so tired",
  "i'm down",
  "i'm from the future lol",
  'my bad',
  "i'm in class rn",
  'im dead lol',
  'im literally dying',
  'im at the library rn',
  'im good thanks, hbu',
  'im not sure',
  'im done with this week',
  'im just chilling',
  'im on my way to class',
  'im starving',
  'im from the internet',
  'im so down for that',
  'im over it',
  'im in my feelings today',
  'im going to bed',
  'im studying rn',
];

/** A state beside a real fact ("im broke, third year student"): the state is no name. */
export const STATE_BESIDE_FACT: readonly string[] = [
  'im broke, third year student',
  'im sleepy, senior year',
  'im stuck. i study math',
  'im ready, first year',
  'im shook. im a senior',
  'im alive, junior',
  'im jealous, im a first year',
  'im starving. sophomore here',
  'im down, second year',
  'im dead lol, chem major',
  'im cooked, junior year is rough',
  'my bad, im a junior',
];

/** Characters each fact is told to, in turn. */
export const TELLERS: readonly CharacterId[] = CHARACTER_IDS;
