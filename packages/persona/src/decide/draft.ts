import { z } from 'zod';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import data from '../../content/drafts.json' with { type: 'json' };
import { readMessage } from '../read/read-message.ts';
import { readTurn, type TurnInput, type TurnReading } from '../track/dialogue-state.ts';
import {
  DRAFT_PURPOSES,
  DRAFT_STYLES,
  draftRequestIn,
  draftRevisionIn,
  type DraftRequest,
  type DraftStyle,
} from '../understand/draft-request.ts';
import { pickFresh } from './seed-hash.ts';
import { keyedObject } from '../content/keyed-object.ts';

/**
 * Words to send, written when asked ("can u write me a text to my roommate about the dishes"),
 * and written again another way when the student asks right after ("shorter pls", "less cringe"):
 * the character's line before it, the draft on a line of its own, and an offer to change it.
 * Templates and the characters' lines are in `content/drafts.json`.
 */

const line = z.string().trim().min(2).max(420);
const styles = keyedObject(DRAFT_STYLES, z.array(line).min(1));
const voice = z.strictObject({
  intro: z.array(line).min(2),
  revised: z.array(line).min(2),
  offer: z.array(line).min(2),
  /** Around a study plan: before it, and the offer to make it lighter after it. */
  plan: z.array(line).min(2),
  planOffer: z.array(line).min(2),
});

export const draftsSchema = z.strictObject({
  about: z.string(),
  matter: keyedObject(DRAFT_PURPOSES, line),
  text: keyedObject(DRAFT_PURPOSES, styles),
  /** Purposes a student writes formally for; the others are texts whatever the channel. */
  email: z.partialRecord(z.enum(DRAFT_PURPOSES), styles),
  voices: keyedObject(CHARACTER_IDS, voice),
});
export type Drafts = z.infer<typeof draftsSchema>;

let drafts: Drafts | undefined;
/** `content/drafts.json`, validated on first use. */
export function draftLines(): Drafts {
  drafts ??= draftsSchema.parse(data);
  return drafts;
}

export interface DraftMove {
  section: `draft.${string}`;
  text: string;
}

/** The template of `style` for `request`, filled in; a fresh one when there is one. */
function written(
  request: DraftRequest,
  style: DraftStyle,
  pick: (options: readonly string[], salt: string) => string,
  name: string | undefined,
): string {
  const content = draftLines();
  const byStyle =
    (request.channel === 'email' && content.email[request.purpose]) ||
    content.text[request.purpose];
  const email = request.channel === 'email' && content.email[request.purpose] !== undefined;
  const filled = byStyle[style].map((template) =>
    template
      .replaceAll('{matter}', request.matter ?? content.matter[request.purpose])
      .replaceAll('{to}', request.to ?? '[name]')
      .replaceAll('{name}', name ?? '[your name]')
      .replace(/\bi('m|'ve)?\b/g, (word) =>
        email ? word.toUpperCase().replace("'M", "'m").replace("'VE", "'ve") : word,
      ),
  );
  return pick(filled, `${request.purpose}|${style}`);
}

/** Whether a reply of the character's was a draft: it opens with one of their draft lines. */
function isDraft(reply: string, characterId: TurnReading['characterId']): boolean {
  const { intro, revised } = draftLines().voices[characterId];
  return [...intro, ...revised].some((opening) => reply.startsWith(opening));
}

export function draftMove(
  input: (TurnInput | TurnReading) & { name?: string },
): DraftMove | undefined {
  const turn = readTurn(input);
  const { characterId, conversation, seed, read, said } = turn;
  const earlier = conversation
    .slice(0, -1)
    .filter((entry) => entry.role === 'user')
    .map((entry) => entry.content);
  const pick = (options: readonly string[], salt: string) =>
    pickFresh(options, said, `${seed}|${salt}`);
  const lines = draftLines().voices[characterId];

  const request = draftRequestIn(read, earlier);
  let style: DraftStyle = 'plain';
  let asked = request;
  if (!asked) {
    // "make it shorter lol" right after a draft: the same request, written another way.
    const revision = draftRevisionIn(read);
    const last = conversation.at(-2);
    if (!revision || last?.role !== 'assistant' || !isDraft(last.content, characterId))
      return undefined;
    // The request is the student turn that asked for the first draft of this run.
    for (let at = earlier.length - 1; at >= 0 && at >= earlier.length - 4; at--) {
      asked = draftRequestIn(readMessage(earlier[at]!), earlier.slice(0, at));
      if (asked) break;
    }
    if (!asked) return undefined;
    style = revision;
  }
  const opening = pick(style === 'plain' && request ? lines.intro : lines.revised, 'open');
  const draft = written(asked, style, pick, input.name);
  const offer = pick(lines.offer, 'offer');
  return {
    section: `draft.${asked.channel}.${asked.purpose}.${style}`,
    text: `${opening}\n\n${draft}\n\n${offer}`,
  };
}
