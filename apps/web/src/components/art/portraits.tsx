import { useId } from 'react';
import type { Expression } from '@tuning/shared/saga/acting';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';
import { CharacterFigure, INK } from './character-figure.tsx';
import { SIGNATURE_EXPRESSION } from './face.tsx';

interface CharacterPortraitProps {
  characterId: CharacterId;
  /** The face to show; each character's own look when omitted. */
  expression?: Expression;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** A portrait next to the character's name is decorative; on its own it is labelled. */
  decorative?: boolean;
  className?: string;
}

/** A round comic portrait: halftone backdrop in the character's colours, ink ring, figure. */
export function CharacterPortrait({
  characterId,
  expression,
  size = 96,
  decorative = false,
  className,
}: CharacterPortraitProps) {
  const character = getCharacter(characterId);
  const id = useId();
  const dots = `${id}-dots`;
  const clip = `${id}-clip`;
  const label = `Portrait of ${character.displayName}`;
  const face = expression ?? SIGNATURE_EXPRESSION[characterId];
  return (
    <svg
      className={className}
      data-expression={face}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      focusable="false"
    >
      <defs>
        <pattern id={dots} width="6" height="6" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.3" fill={character.colours.accent} opacity="0.55" />
        </pattern>
        <clipPath id={clip}>
          <circle cx="50" cy="50" r="48" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <rect width="100" height="100" fill={character.colours.tint} />
        <rect width="100" height="100" fill={`url(#${dots})`} />
        <g transform="translate(-15 -5) scale(1.3)">
          <CharacterFigure characterId={characterId} expression={face} />
        </g>
      </g>
      <circle cx="50" cy="50" r="48" fill="none" stroke={INK} strokeWidth="4" />
    </svg>
  );
}
