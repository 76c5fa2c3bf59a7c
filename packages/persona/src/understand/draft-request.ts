import { readMessage, type ReadMessage } from '../read/read-message.ts';
import { adviceCaseOf, adviceTopicOf } from './advice-topic.ts';

/**
 * Words to send, asked of a character: "can u write me a text to my roommate about the dishes",
 * "help me word an email to my prof asking for an extension", "what should i text him", and then
 * "make it shorter lol", "less cringe pls". Read here: who it is for, what it is for, what it is
 * about, and how a new version should differ. `decide/draft.ts` writes it.
 */

export const DRAFT_PURPOSES = [
  'raise',
  'ask',
  'extension',
  'apologise',
  'decline',
  'invite',
  'checkIn',
  'thank',
  'tell',
] as const;
export type DraftPurpose = (typeof DRAFT_PURPOSES)[number];

export const DRAFT_STYLES = ['plain', 'shorter', 'softer', 'firmer'] as const;
export type DraftStyle = (typeof DRAFT_STYLES)[number];

export interface DraftRequest {
  /** A text to a peer, or an email to someone the student writes formally to. */
  channel: 'text' | 'email';
  /** Whom it is for, as an email greets them ("Professor [last name]"); none for a peer. */
  to?: string;
  purpose: DraftPurpose;
  /** What it is about, in the student's words ("the dishes", "i am switching majors"). */
  matter?: string;
}

/** "write me a text", "draft an email", "make me a msg": a message to send, asked for. */
const WRITE =
  /\b((write|draft|type|word|phrase|come up with|help me with|help with|help me write) (me )?(up )?(a|an|the|some|my)? ?(quick |short |nice |good |polite |chill |casual )?(text|txt|message|msg|dm|email|e mail|reply|response|apology|apology text|invite|invitation)|(make|give) me (a|an) (quick |short )?(text|txt|message|msg|dm|email|apology)( to)?)\b/;
/**
 * "help me word it", "how do i phrase this", "help me email my ta"; "how do i email my prof"
 * asks how, and is advice.
 */
const WORDING =
  /\b(help me (word|phrase|write|text|txt|email|dm|reply to|respond to|answer)|(how (do|should|would|can) i|how to) (word|phrase))\b/;
/** "what should i text him", "what do i say to my roommate", "what do i even send". */
const WHAT_TO_SEND =
  /\bwhat (do|should|can|could|would) i (even |actually )?(text|txt|send|write|email|dm|reply|respond|say|tell)\b/;
/** "what would you text her", "what would u say to my prof". */
const WHAT_WOULD_YOU = /\bwhat would (you|u) (text|txt|send|write|email|dm|say)\b/;

/** Whom a message may be for; the first that a turn names is the one. Formal ones get an email. */
const ADDRESSEES: readonly { pattern: RegExp; to?: string }[] = [
  { pattern: /\b(professor|prof|profs|lecturer|instructor)\b/, to: 'Professor [last name]' },
  { pattern: /\b(teacher)\b/, to: '[teacher name]' },
  { pattern: /\b(ta|tas|teaching assistant)\b/, to: '[TA name]' },
  { pattern: /\b(advisor|adviser|dean|counselor)\b/, to: '[advisor name]' },
  { pattern: /\b(boss|manager|supervisor|employer|recruiter)\b/, to: '[manager name]' },
  { pattern: /\b(landlord)\b/, to: '[landlord name]' },
  { pattern: /\b(coach)\b/, to: 'Coach [last name]' },
  {
    pattern:
      /\b(roommate|roomie|suitemate|friend|bestie|bff|bf|gf|boyfriend|girlfriend|ex|crush|mom|mum|mother|dad|father|parents|sister|brother|sis|bro|cousin|group|groupchat|gc|team|partner|coworker|classmate|him|her|them|he|she|they)\b/,
  },
];

/** What the message is for, first match wins; a trouble told about someone is raised with them. */
const PURPOSES: readonly { purpose: DraftPurpose; pattern: RegExp }[] = [
  {
    purpose: 'extension',
    pattern: /\b(extension|extra time|more time|deadline|push (it|the) back)\b/,
  },
  {
    purpose: 'apologise',
    pattern:
      /\b(sorry|apolog\w*|my bad|messed up|mad at me|upset with me|hurt (his|her|their) feelings)\b/,
  },
  {
    purpose: 'decline',
    pattern:
      /\b(cancel|can not make it|cant make it|say no|decline|bail|turn (it |them |him |her )?down|skip|not go|not going)\b/,
  },
  {
    purpose: 'invite',
    pattern:
      /\b(ask (him|her|them) out|asking (him|her|them) out|hang out|go out|on a date|get coffee|invite|invitation)\b/,
  },
  { purpose: 'thank', pattern: /\b(thank|thanks|thank you|grateful|appreciate)\b/ },
  {
    purpose: 'checkIn',
    pattern:
      /\b(check (on|in)|have not talked|havent talked|not talked|distant|ghost\w*|ignoring me|miss (him|her|them))\b/,
  },
  {
    purpose: 'tell',
    pattern: /\b(tell|telling|break the news|let (him|her|them|my \w+) know)\b/,
  },
  {
    purpose: 'ask',
    pattern:
      /\b(ask|asking|request|recommendation|rec letter|letter|meeting|office hours|regrade|grade|borrow|notes|favou?r)\b/,
  },
];

/** A person named by a pronoun only: whom a turn before told of. */
const PRONOUN = /\b(him|her|them|he|she|they)\b/;

/** "i forgot her birthday", "i yelled at him": a wrong to apologise for, said as a gerund. */
const GERUND: Readonly<Record<string, string>> = {
  forgot: 'forgetting',
  missed: 'missing',
  yelled: 'yelling',
  ignored: 'ignoring',
  said: 'saying',
  was: 'being',
  bailed: 'bailing',
  ghosted: 'ghosting',
  lied: 'lying',
  snapped: 'snapping',
  left: 'leaving',
  didnt: 'not',
  did: 'doing',
  called: 'calling',
  made: 'making',
  broke: 'breaking',
  lost: 'losing',
};
const DID = new RegExp(
  `^i (?:kinda |totally |completely )?(${Object.keys(GERUND).join('|')})\\b ?(.{0,60})$`,
);

/** Troubles the advice topics know, as a message about them names them. */
const CASE_MATTER: Readonly<Record<string, string>> = {
  'roommate.noise': 'the noise at night',
  'roommate.mess': 'keeping our room clean',
  'roommate.guests': 'people coming over late',
  'roommate.stealing': 'my stuff going missing',
  'groupProject.slacker': 'splitting the work fairly',
  'groupProject.split': 'who does which part',
  'friendConflict.leftOut': 'feeling left out lately',
  'professor.grade': 'my grade',
  'professor.recLetter': 'a recommendation letter',
  'work.timeOff': 'some time off',
  // A topic whose case is not told: the whole of it.
  roommate: 'how we share the room',
  groupProject: 'the project and who does what',
  friendConflict: 'what happened between us',
  professor: 'the class',
  work: 'my schedule',
  family: 'how things have been at home',
};

/** "about the dishes", "asking for an extension on my essay", "that i am switching majors". */
const MATTER = /\b(?:about|regarding|over|re|that|because|cause|since|for|on) (.+)$/;

const DROP = new Set([
  'please',
  'pls',
  'plz',
  'though',
  'tho',
  'lol',
  'lmao',
  'haha',
  'rn',
  'asap',
]);

/** The matter in the draft's own voice: "she keeps" to the roommate is "you keep". */
function toThem(text: string): string {
  return text
    .replace(/\b(she|he|they) (has|have) been\b/g, 'you have been')
    .replace(/\b(she|he|they) (is|are)\b/g, 'you are')
    .replace(/\b(she|he|they) keeps?\b/g, 'you keep')
    .replace(/\b(shes|hes|theyre)\b/g, 'you are')
    .replace(/\b(she|he|they) (never|always|still|just) (\w+?)s?\b/g, 'you $2 $3')
    .replace(/\b(her|his|their) (own )?/g, 'your $2')
    .replace(/\b(him|them)\b/g, 'you');
}

/** Words as people write them in a message: "i am" to "i'm", "do not" to "don't". */
function contracted(text: string): string {
  return text
    .replace(/\bi am\b/g, "i'm")
    .replace(/\byou are\b/g, "you're")
    .replace(/\byou have been\b/g, "you've been")
    .replace(/\bdo not\b/g, "don't")
    .replace(/\bcan not\b/g, "can't")
    .replace(/\bis not\b/g, "isn't")
    .replace(/\bi have\b/g, "i've")
    .replace(/\bit is\b/g, "it's");
}

/** The matter a clause names after "about", "for", "that", trimmed to a phrase worth saying back. */
function matterIn(clause: string): string | undefined {
  // Skip the addressee and the ask itself: "a text to send my roommate about the dishes".
  const found = MATTER.exec(clause.replace(/\b(asking|ask) (for|about|if)\b/, 'about'));
  if (!found) return undefined;
  const words = found[1]!.split(' ').filter((word) => !DROP.has(word));
  // "for my prof", "for my best friend" name the addressee, not the matter.
  const head = words.join(' ');
  if (words.length === 0 || (words.length <= 3 && ADDRESSEES.some((a) => a.pattern.test(head))))
    return undefined;
  return words.slice(0, 10).join(' ');
}

/** Whether a message asks the character for words to send. */
export function asksForDraft(read: ReadMessage): boolean {
  const text = read.text;
  if (WRITE.test(text) || WORDING.test(text) || WHAT_WOULD_YOU.test(text)) return true;
  // "what do i say" alone is advice; with someone named it is words for them.
  // "ok what should i say exactly": the words themselves.
  return WHAT_TO_SEND.test(text) &&
    /\b(text|txt|send|write|email|dm|reply|respond|exactly|word for word|the words)\b/.test(text)
    ? true
    : WHAT_TO_SEND.test(text) && ADDRESSEES.some((entry) => entry.pattern.test(text));
}

/**
 * The draft a message asks for, read with the student's last few turns (the roommate told of two
 * messages ago is still whom "what should i text her" is for); none when it asks for none.
 */
export function draftRequestIn(
  message: string | ReadMessage,
  earlier: readonly string[] = [],
): DraftRequest | undefined {
  const read = typeof message === 'string' ? readMessage(message) : message;
  if (!asksForDraft(read)) return undefined;
  // The turns since the last draft asked for: what was told before that was written for already.
  const recent: string[] = [];
  for (const turn of earlier.slice(-3).reverse()) {
    const text = readMessage(turn);
    if (asksForDraft(text)) break;
    recent.push(text.text);
  }
  const before = recent.reverse();
  // "what should i text her" stands on the turns before; "a text to my ta about my grade" alone.
  const named = ADDRESSEES.find((entry) => entry.pattern.test(read.text));
  const standsAlone = named !== undefined && !PRONOUN.test(read.text);
  const texts = standsAlone ? [read.text] : [read.text, ...before.reverse()];
  const addressee = texts
    .map((text) => ADDRESSEES.find((entry) => entry.pattern.test(text)))
    .find((entry) => entry !== undefined);
  const purposeOf = (text: string) => PURPOSES.find((entry) => entry.pattern.test(text))?.purpose;
  const purpose = texts.map(purposeOf).find((found) => found !== undefined) ?? 'raise';
  const channel: DraftRequest['channel'] =
    /\b(email|e mail|mail)\b/.test(read.text) || addressee?.to !== undefined ? 'email' : 'text';
  // The matter: after "about"/"that" in the asking clause, else the clause after it ("shes been
  // leaving them for a week"), else a trouble told in the turn before.
  const clauses = read.clauses.map((clause) => clause.text);
  const asking = clauses.findIndex(
    (clause) => WRITE.test(clause) || WORDING.test(clause) || WHAT_TO_SEND.test(clause),
  );
  let matter = asking >= 0 ? matterIn(clauses[asking]!) : undefined;
  matter ??= clauses.map(matterIn).find((found) => found !== undefined && / /.test(found));
  // "i forgot her birthday": what the apology is for.
  if (purpose === 'apologise' && !matter) {
    const did = clauses.map((clause) => DID.exec(clause)).find((found) => found !== null);
    if (did) matter = `${GERUND[did[1]!]}${did[2] ? ` ${did[2]}` : ''}`;
  }
  // A roommate bringing guests at 2am, told a turn before: the case of that trouble, in words.
  if (!matter) {
    for (const text of texts) {
      const told = readMessage(text);
      const topic = adviceTopicOf(told);
      const trouble =
        topic && (CASE_MATTER[`${topic}.${adviceCaseOf(told, topic) ?? ''}`] ?? CASE_MATTER[topic]);
      if (trouble) {
        matter = trouble;
        break;
      }
    }
  }
  if (purpose === 'tell') {
    const told = clauses
      .map((clause) =>
        /\b(?:tell|telling) (?:him|her|them|my \w+|\w+) (?:that )?(i .+)$/.exec(clause),
      )
      .find((found) => found !== null);
    if (told) matter = told[1]!.split(' ').slice(0, 10).join(' ');
  }
  const purposeOnly = new Set<DraftPurpose>(['extension', 'invite', 'checkIn', 'decline']);
  if (matter && purposeOnly.has(purpose) && purpose !== 'extension') matter = undefined;
  if (matter && purpose === 'extension' && /^(an? )?(extension|extra time|more time)$/.test(matter))
    matter = undefined;
  if (matter && purpose === 'extension') matter = matter.replace(/^(an? )?extension (on|for) /, '');
  const peer = addressee !== undefined && addressee.to === undefined;
  if (matter) matter = contracted(peer ? toThem(matter) : matter);
  return {
    channel,
    ...(channel === 'email' && { to: addressee?.to ?? '[name]' }),
    purpose,
    ...(matter && { matter }),
  };
}

/** How a new version of the last draft should differ: "shorter pls", "less cringe", "nicer". */
const REVISIONS: readonly { style: DraftStyle; pattern: RegExp }[] = [
  {
    style: 'shorter',
    pattern:
      /\b(shorter|too long|shorten|less words|fewer words|cut it down|tldr|make it short|more concise|simpler)\b/,
  },
  {
    style: 'softer',
    pattern:
      /\b(softer|nicer|kinder|gentler|less (harsh|mean|passive aggressive|aggressive|intense|cringe|formal|stiff|serious|awkward|much)|more (chill|casual|friendly|nice|gentle|warm|natural|normal|like me)|too (harsh|mean|formal|stiff|intense|much|cringe|aggressive)|sounds( \w+){0,2} (mean|harsh|rude|weird|cringe|aggressive|robotic|like a robot))\b/,
  },
  {
    style: 'firmer',
    pattern:
      /\b(firmer|stronger|more (direct|firm|serious|assertive|professional|formal|confident)|less (soft|nice|polite|weak|passive)|too (soft|nice|weak|polite|passive)|sounds( \w+){0,2} (weak|desperate))\b/,
  },
  {
    style: 'plain',
    pattern:
      /\b(another (one|version|way)|different (one|version)|try again|redo|rewrite|other version|new one|diff one)\b/,
  },
];

/** The new version asked of the last draft; none when the message asks none. */
export function draftRevisionIn(message: string | ReadMessage): DraftStyle | undefined {
  const read = typeof message === 'string' ? readMessage(message) : message;
  // A revision is short; a long message with "nicer" in it tells something else.
  if (read.text.split(' ').length > 12) return undefined;
  return REVISIONS.find((entry) => entry.pattern.test(read.text))?.style;
}
