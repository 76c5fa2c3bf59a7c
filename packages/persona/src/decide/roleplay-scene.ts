import type { CharacterId } from '@tuning/shared/saga/characters';
import { roleplayLines, type RoleplayLines } from '../content/roleplay-lines.ts';
import {
  roleplayRoles,
  sceneRoleOf,
  type RoleTurn,
  type SceneRole,
} from '../content/roleplay-roles.ts';
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import { asksSomething, readMessage, type ReadMessage } from '../read/read-message.ts';
import { readTurn, type Turn, type TurnReading } from '../track/dialogue-state.ts';
import { acknowledges } from '../understand/dialogue-acts.ts';
import {
  asksInScene,
  castRoleOf,
  marksOutOfScene,
  roleplayCueOf,
  stepsOutOfScene,
} from '../understand/roleplay-cue.ts';
import {
  asksInSpeech,
  entersIn,
  sceneTurnOf,
  type RoleplayAction,
  type SceneTurn,
} from '../understand/roleplay-action.ts';
import { sceneSetupOf, type SceneSetup } from '../understand/scene-setup.ts';
import { readStoryQuestion } from '../understand/story-words.ts';
import { pick, type EverydayInput, type EverydayMove } from './everyday-move.ts';

/**
 * A roleplay scene, turn by turn: started (the character sets one, or takes the roles and the
 * situation the student set in their own words), carried on (a reaction to what the student did,
 * naming the thing they did it with; an answer in the scene to what they asked; a beat that moves
 * it on when they give little), stepped out of for one real question, and left when asked.
 */

/**
 * A turn of a roleplay scene, or undefined: asked for a scene, the character sets one, or takes
 * the roles and the situation the student set; a student who acts first gets a reaction to it, in
 * whatever place they chose. In a scene, talk goes on in it, questions too; a goodbye, a feeling or
 * a question marked as real ("whats ur real major") steps out of it for one answer.
 */
export function roleplayMove(input: EverydayInput): EverydayMove | undefined {
  return sceneStep(readTurn(input));
}

/**
 * The scene the character is in while the student writes: its last reply carries an action
 * between asterisks, which only scene lines do (`content/roleplay`: lines said when a scene is
 * over carry none), or it stepped out for one answer and came back (`resume`).
 */
const IN_SCENE = /(^|\s)\*[^*\n]+\*\s/u;

function sceneStep(turn: TurnReading): EverydayMove | undefined {
  const { characterId, read, state, said, conversation } = turn;
  const scene = roleplayLines()[characterId];
  const inScene = IN_SCENE.test(state.lastReply ?? '');
  const cue = roleplayCueOf(read);
  if (inScene && cue === 'stop') return pick('roleplay', 'roleplay.exit', scene.exit, said);
  if (cue === 'start') {
    const setup = sceneSetupOf(read);
    const role = castRoleOf(read);
    // "ur a barista and im a customer", "pretend were stuck in an elevator": the scene as set.
    if (setup && (setup.partner || setup.situation || (!role && !inScene))) {
      return setupMove(scene, setup, said);
    }
    if (role) {
      const cast = scene.cast.map((line) => line.replaceAll('{role}', role));
      return pick('roleplay', 'roleplay.cast', cast, said);
    }
    if (!inScene) return pick('roleplay', 'roleplay.enter', scene.enter, said);
  }
  // "what now" or "what do we tell the professor" in a scene is asked in it: played there;
  // "wait whats ur real major", a goodbye or a feeling steps out of it.
  const playedOn = cue !== 'stop' && (asksInScene(read) || !stepsOutOfScene(read));
  if (cue === 'act' || (inScene && playedOn)) {
    const sceneTurn = { ...sceneTurnOf(read, inScene), question: asksInSpeech(read) };
    // "ok", "lol", "what next": the student gives little, and the scene moves on.
    const nudge =
      (asksInScene(read) && sceneTurn.asks !== undefined) ||
      (acknowledges(read) && !sceneTurn.action);
    const cast = inScene ? castRole(characterId, conversation) : undefined;
    const set = inScene && (cast !== undefined || studentSet(scene, conversation));
    // "i blew the last 200 coach", "can i get an iced latte": the role the student cast answers.
    const role = set && !nudge ? cast : undefined;
    // "wait did u ever mess with the station" to a cast barista: a question about the comic or
    // its people is the character's to answer, out of the role.
    if (cast && asksSomething(read) && namesTheComic(read)) return undefined;
    const spoken = role ? roleTurnOf(read) : undefined;
    if (role && spoken) {
      const gesture = fresh(roleplayRoles().gestures[characterId], said);
      // "how much is that": what the role knows, before a line that fits any question.
      const known = spoken === 'thanks' || spoken === 'tells' ? undefined : roleAnswer(role, read);
      return {
        category: 'roleplay',
        section: known ? 'roleplay.role.answer' : `roleplay.role.${spoken}`,
        // "i order the biggest coffee u have": the thing ordered or asked about named back.
        parts: [
          gesture,
          known ? fresh(known, said) : withThing(role[spoken], sceneTurn.thing, said),
        ],
      };
    }
    return set
      ? setSceneMove(scene, { ...sceneTurn, enters: entersIn(read) }, nudge, said)
      : sceneMove(scene, sceneTurn, said);
  }
  return undefined;
}

/** Whether the character's last reply was a line of a scene: the student is in one. */
export function playingScene(conversation: readonly Turn[]): boolean {
  const last = conversation.slice(0, -1).findLast((turn) => turn.role === 'assistant');
  return last !== undefined && IN_SCENE.test(last.content);
}

/**
 * Back into the scene after a question answered out of it ("wait whats ur real major"): the
 * lines to end that answer with, or undefined when the message stays in the scene or leaves it.
 */
export function sceneResume(input: EverydayInput): string[] | undefined {
  const { characterId, read, state, said } = readTurn(input);
  if (!IN_SCENE.test(state.lastReply ?? '')) return undefined;
  const cue = roleplayCueOf(read);
  if (cue === 'act' || cue === 'stop' || asksInScene(read) || !marksOutOfScene(read)) {
    return undefined;
  }
  return fresh(roleplayLines()[characterId].resume, said);
}

/** How many turns back a scene's set-up is looked for. */
const SCENE_TURNS = 16;

/**
 * The role the student cast the character in: the last message in the scene's turns that set one
 * ("pretend ur my coach…"), with no scene left since (a check-in or care in between does not end
 * it: the scene resumed after).
 */
function castRole(characterId: CharacterId, conversation: readonly Turn[]): SceneRole | undefined {
  const exit = roleplayLines()[characterId].exit;
  const recent = conversation.slice(Math.max(0, conversation.length - 1 - SCENE_TURNS), -1);
  for (let index = recent.length - 1; index >= 0; index -= 1) {
    const turn = recent[index]!;
    if (turn.role === 'assistant') {
      if (exit.some((line) => turn.content.includes(line))) return undefined;
      continue;
    }
    const read = readMessage(turn.content);
    if (roleplayCueOf(read) !== 'start') continue;
    const named = sceneSetupOf(read)?.role ?? castRoleOf(read);
    return named === undefined ? undefined : sceneRoleOf(named);
  }
  return undefined;
}

const answerCues = new Map<string, PhrasePattern>();

/** The role's own answer to what it is asked about, when one of its cues is in the message. */
function roleAnswer(role: SceneRole, read: ReadMessage): string[] | undefined {
  return role.answers?.find(({ cue }) => {
    let pattern = answerCues.get(cue);
    if (!pattern) answerCues.set(cue, (pattern = compilePattern(cue)));
    return pattern.find(read.text) !== undefined;
  })?.lines;
}

/** Whether a message names the comic: one of its people, a word only it uses, "the comic". */
function namesTheComic(read: ReadMessage): boolean {
  const named = readStoryQuestion(read);
  return named.names.length > 0 || named.storyTerms.length > 0 || named.saysStory;
}

/** Speech, not only an action: two words or more outside the asterisks. */
const SPEECH_WORDS = 2;
const THANKS = /\b(thanks|thank (you|u)|thx|ty|tysm|appreciate (it|you|u))\b/u;
const REQUEST =
  /(^(ok |okay |oh )?(and|also|plus) (a|an|one|two|some)\b)|\b((can|could|may) i (get|have|order|grab|take)|i (order|wanna order|want to order)|i ?ll (also )?(have|take|get)|id like|i would like|i want (a|an|the|one)|gimme|give me|(can|could|will) (you|u) (play|give|make|get|send|pick))\b/u;
const OPENERS =
  /^(ok|okay|so|but|and|wait|um|uh|hey|yo|also|well|oh|hmm|alright|like|coach|sir|maam)$/u;
const OPEN = /^(what|whats|why|how|when|where|who|which)$/u;
const YES_NO = /^(should|can|could|do|does|did|is|are|was|will|would|am|may|shall|have|has)\b/u;

/** What a spoken turn in a cast scene is, for the role's lines; undefined for an action alone. */
function roleTurnOf(read: ReadMessage): RoleTurn | undefined {
  const spoken = read.original
    .replace(/\*[^*]*\*/gu, ' ')
    .toLowerCase()
    .trim();
  if (spoken.split(/\s+/u).filter(Boolean).length < SPEECH_WORDS && !THANKS.test(spoken)) {
    return undefined;
  }
  const said = readMessage(spoken);
  if (THANKS.test(said.text)) return 'thanks';
  if (REQUEST.test(said.text)) return 'request';
  if (asksSomething(said)) {
    // The clause that asks: "ok but what do i do different", "coach should i quit".
    const openings = said.clauses.map(
      (clause) =>
        clause.words.find((word) => !word.decoration && !OPENERS.test(word.text))?.text ?? '',
    );
    const asking = openings.find((word) => YES_NO.test(word) || OPEN.test(word));
    return asking !== undefined && YES_NO.test(asking) ? 'yesNo' : 'open';
  }
  return 'tells';
}

/**
 * Back into the scene the care broke into, once the student said the care misread them ("no im
 * fine i meant the race"): resume lines when the reply before the care was a scene's.
 */
export function sceneBeforeCare(input: EverydayInput): string[] | undefined {
  const { characterId, conversation, said } = readTurn(input);
  const replies = conversation.slice(0, -1).filter((turn) => turn.role === 'assistant');
  const before = replies.at(-2);
  if (before === undefined || !IN_SCENE.test(before.content)) return undefined;
  return fresh(roleplayLines()[characterId].resume, said);
}

/** The character takes the roles the student gave and says what is going on. */
function setupMove(
  scene: RoleplayLines,
  setup: SceneSetup,
  said: (text: string) => boolean,
): EverydayMove {
  const { role, partner, situation } = setup;
  const fill = (lines: readonly string[]) =>
    lines.map((line) =>
      fillSlots(line, { role: role ?? '', partner: partner ?? '', situation: situation ?? '' }),
    );
  const parts: string[][] = [];
  if (role) parts.push(fresh(fill(partner ? scene.setup.roles : scene.setup.role), said));
  if (situation) parts.push(fresh(fill(scene.setup.situation), said));
  if (parts.length === 0) return pick('roleplay', 'roleplay.enter', scene.enter, said);
  // Casting the character is what lets "pretend ur …" through as a scene, not an injection.
  return { category: 'roleplay', section: role ? 'roleplay.cast' : 'roleplay.setup', parts };
}

/**
 * A turn in a scene the student set, in lines that fit any place: a nudge ("ok", "what next")
 * moves it on; an order or a temper gets its reaction; a thing done or named ("*grabs the fire
 * extinguisher*", "what do we tell the professor") is named back; a question is answered in it.
 */
function setSceneMove(
  scene: RoleplayLines,
  turn: PlayedTurn & { enters: boolean },
  nudge: boolean,
  said: (text: string) => boolean,
): EverydayMove {
  const { action, asks, thing, question, enters } = turn;
  if (nudge) return pick('roleplay', 'roleplay.beat', scene.moves, said);
  const named = (lines: readonly string[]) => withThing(lines, thing, said);
  let reaction: EverydayMove | undefined;
  if (action && !KEPT_REACTIONS.has(action) && !thing) {
    // Reactions of other kinds were written for the character's own places ("that's the star
    // chart"): a beat that fits anywhere instead.
    reaction = pick('roleplay', 'roleplay.beat', scene.moves, said);
  } else if (action && (KEPT_REACTIONS.has(action) || !thing)) {
    reaction =
      action === 'approach'
        ? enters
          ? pick('roleplay', 'roleplay.welcome', scene.welcome, said)
          : pick('roleplay', 'roleplay.settle', scene.settle, said)
        : pick('roleplay', `roleplay.reactions.${action}`, named(scene.reactions[action]), said);
  } else if (thing && !question) {
    reaction = pick('roleplay', 'roleplay.about', named(scene.about), said);
  }
  if (!question) return reaction ?? pick('roleplay', 'roleplay.beat', scene.moves, said);
  // A thing done beside the question was named by the reaction: the answer need not name it too.
  const answers = asks === 'why' ? scene.asked.why : asks ? scene.asked.open : scene.asked.yesNo;
  const answer = pick(
    'roleplay',
    'roleplay.asked',
    withThing(answers, action ? undefined : thing, said),
    said,
  );
  return reaction ? { ...reaction, parts: [...reaction.parts, ...answer.parts] } : answer;
}

/** Kinds whose reaction fits any place, and is kept over naming the thing. */
const KEPT_REACTIONS: ReadonlySet<RoleplayAction> = new Set([
  'attack',
  'give',
  'touch',
  'laugh',
  'order',
  'slam',
  'approach',
  'drop',
]);

/** A scene turn, and whether its speech asks something. */
type PlayedTurn = SceneTurn & { question: boolean };

/**
 * Whether the scene the student is in was set by them (cast, or set up in their words): the
 * first of the character's replies since it began is a cast or set-up line.
 */
function studentSet(scene: RoleplayLines, conversation: readonly Turn[]): boolean {
  const replies = conversation.filter((turn) => turn.role === 'assistant');
  let first: string | undefined;
  for (let index = replies.length - 1; index >= 0; index -= 1) {
    const reply = replies[index]!.content;
    if (!IN_SCENE.test(reply)) break;
    first = reply;
  }
  if (first === undefined) return false;
  const opening = first;
  return [...scene.cast, ...Object.values(scene.setup).flat()].some((line) =>
    slotPattern(line).test(opening),
  );
}

/** Lines with `{thing}` filled when a thing was named; without a thing, only lines that need none. */
function withThing(
  lines: readonly string[],
  thing: string | undefined,
  said: (text: string) => boolean,
): string[] {
  const named = thing
    ? lines.filter((line) => line.includes('{thing}')).map((line) => fillSlots(line, { thing }))
    : [];
  const fresh = named.filter((line) => !said(line));
  if (fresh.length > 0) return fresh;
  const plain = lines.filter((line) => !line.includes('{thing}'));
  return plain.length > 0 ? plain : named;
}

/** One alternative or more, the ones not said yet when there are any. */
function fresh(lines: readonly string[], said: (text: string) => boolean): string[] {
  const unsaid = lines.filter((line) => !said(line));
  return unsaid.length > 0 ? unsaid : [...lines];
}

/**
 * A line with its slots filled: `{role}` and the like; a slot that opens a sentence opens with a
 * capital letter, unless the character writes in lower case.
 */
function fillSlots(line: string, values: Readonly<Record<string, string>>): string {
  const lowerCase = !/[A-Z]/.test(line.replace(/\*[^*]+\*/g, '').replace(/\{[a-z]+\}/g, ''));
  return line.replace(
    /(^|\*\s|[.!?]\s)?\{([a-z]+)\}/g,
    (_, before: string | undefined, slot: string, at: number) => {
      const value = values[slot] ?? '';
      // A slot that opens the line matches no "before": JavaScript leaves an empty match unset.
      const opens = (before !== undefined || at === 0) && !lowerCase;
      return `${before ?? ''}${opens ? value.charAt(0).toUpperCase() + value.slice(1) : value}`;
    },
  );
}

/**
 * A turn in a scene: a reaction to what the student did (a generic beat when no kind of action
 * is read), then an answer to what they asked beside it.
 */
function sceneMove(
  scene: RoleplayLines,
  turn: PlayedTurn,
  said: (text: string) => boolean,
): EverydayMove {
  // "can i borrow ur notes": a question with no question word gets an answer that fits anywhere.
  if (!turn.action && !turn.asks && turn.question) {
    return pick('roleplay', 'roleplay.asked', scene.asked.yesNo, said);
  }
  const reaction = turn.action
    ? pick(
        'roleplay',
        `roleplay.reactions.${turn.action}`,
        withThing(scene.reactions[turn.action], turn.thing, said),
        said,
      )
    : pick('roleplay', 'roleplay.beat', scene.beats, said);
  if (!turn.asks) return reaction;
  const answer = pick('roleplay', `roleplay.answers.${turn.asks}`, scene.answers[turn.asks], said);
  return { ...reaction, parts: [...reaction.parts, ...answer.parts] };
}

/** A line with slots as said, whatever filled them: "{role}" stands for any words. */
function slotPattern(line: string): RegExp {
  const parts = line.split(/\{[a-z]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.{1,120}?'), 'iu');
}
