import type { ReactNode } from 'react';
import type { Expression, Legs as LegsKind, Pose } from '@tuning/shared/saga/acting';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';
import { Arms, Legs, type Side } from './body.tsx';
import { FaceFeatures, FaceMarks, INK, SIGNATURE_EXPRESSION } from './face.tsx';
import { LOOKS, limbsOf, STROKE } from './looks.tsx';

export { INK };

/** Units from the top of the figure's box to its waist, and to its feet when legs are drawn. */
export const FIGURE_WAIST = 134;
export const FIGURE_FEET = 208;

export interface CharacterFigureProps {
  characterId: CharacterId;
  expression?: Expression;
  pose?: Pose;
  /** Which side the acting arm (pointing, raised fist, held prop) is on: 1 right, -1 left. */
  side?: Side;
  /** Where the pupils look: x -1…1 (left…right), y -1…1 (up…down). */
  gaze?: { x: number; y: number };
  /** A prop in the hands, drawn by the caller (the saga art owns the props). */
  held?: ReactNode;
  legs?: LegsKind;
}

/**
 * One character, 100 units wide: head and shoulders down to the waist (y 134), or to the feet
 * (y 208) when legs are drawn. The face follows the expression, the arms the pose.
 */
export function CharacterFigure({
  characterId,
  expression,
  pose = 'idle',
  side = 1,
  gaze,
  held,
  legs,
}: CharacterFigureProps) {
  const { colours } = getCharacter(characterId);
  const look = LOOKS[characterId];
  const face = expression ?? SIGNATURE_EXPRESSION[characterId];
  const limbs = limbsOf(characterId);
  // A runner leans into the run.
  const lean = pose === 'running' ? `rotate(${side * 8} 50 ${FIGURE_WAIST})` : undefined;
  return (
    <g
      strokeLinejoin="round"
      strokeLinecap="round"
      data-character={characterId}
      data-expression={face}
    >
      {legs && <Legs kind={legs} side={side} limbs={limbs} />}
      <g transform={lean}>
        {look.back?.(colours)}
        <path
          d="M9 134 L11 100 C12 82 28 72 50 72 C72 72 88 82 89 100 L91 134 Z"
          fill={colours.primary}
          stroke={INK}
          strokeWidth={STROKE}
        />
        {look.outfit(colours)}
        {/* The neck, then the head over it. */}
        <g fill={colours.skin} stroke={INK} strokeWidth={STROKE}>
          <rect x="43" y="58" width="14" height="16" />
          <ellipse cx="50" cy="45" rx="19" ry="22" data-head="" />
        </g>
        <g fill={colours.skin} stroke={INK} strokeWidth={2.5}>
          <ellipse cx="31" cy="48" rx="4" ry="6" />
          <ellipse cx="69" cy="48" rx="4" ry="6" />
        </g>
        <FaceFeatures characterId={characterId} expression={face} gaze={gaze} />
        {look.hair(colours)}
        <FaceMarks characterId={characterId} expression={face} />
        <Arms pose={pose} side={side} limbs={limbs} held={held} />
      </g>
    </g>
  );
}
