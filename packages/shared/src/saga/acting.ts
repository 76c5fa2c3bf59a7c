/**
 * How a character is drawn in a moment: the face (expression) and the body (pose). The comic's
 * panels say which one each line calls for, and a character chat shows the expression of the last
 * reply (its `mood`), so the same names serve the story and the chats.
 */
import type { PropUse } from './props.ts';

/**
 * Every character can make every one of these faces. The first six are the comic's basic range;
 * `smug` (Kai's thin smile, Yūrei's "somebody just did") and `thinking` complete it.
 */
export const EXPRESSIONS = [
  'neutral',
  'happy',
  'angry',
  'sad',
  'surprised',
  'determined',
  'smug',
  'thinking',
] as const;
export type Expression = (typeof EXPRESSIONS)[number];

export function isExpression(value: unknown): value is Expression {
  return typeof value === 'string' && (EXPRESSIONS as readonly string[]).includes(value);
}

/** What the arms do. `holding` takes a prop in both hands, `showing` holds one up in one hand. */
export const POSES = [
  'idle',
  'arms-crossed',
  'pointing',
  'fist-raised',
  'hand-on-chin',
  'holding',
  'showing',
  'open-hand',
  'hands-up',
  'running',
] as const;
export type Pose = (typeof POSES)[number];

/** Poses whose hands hold the panel's `holds` prop. */
export const HOLDING_POSES: readonly Pose[] = ['holding', 'showing'];

/** Legs are drawn only when they matter: standing on something, or running. */
export type Legs = 'stand' | 'run';

/** One character's acting in one panel. */
export interface Acting {
  expression: Expression;
  /** Default `idle`. */
  pose?: Pose;
  /** The prop in the character's hands; needs a holding pose. */
  holds?: PropUse;
  /** Where the eyes look; by default toward the middle of the panel (at the others). */
  gaze?: 'toward' | 'away' | 'front' | 'up';
  legs?: Legs;
  /** Stands on a prop (Tyson on the council chair): raised by its height. */
  standsOn?: PropUse;
}
