import type { ReactNode } from 'react';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';
import type { Limbs } from './body.tsx';
import { INK } from './face.tsx';

/**
 * What makes each character recognisable at 40 px: a hair silhouette and colour, a costume detail
 * (Tyson's headphones, Yūrei's hood, Asahi's sun hairpin and scarf, Kai's high collar and glasses,
 * Kazeo's headband), drawn in the figure's 100-unit box.
 */

export const STROKE = 3;

type Colours = ReturnType<typeof getCharacter>['colours'];

export interface Look {
  back?: (c: Colours) => ReactNode;
  outfit: (c: Colours) => ReactNode;
  hair: (c: Colours) => ReactNode;
  trousers: string;
  shoes: string;
}

/** Hair that is one outlined silhouette (`d`) in the character's hair colour. */
function hairShape(d: string) {
  return (c: Colours) => <path d={d} fill={c.hair} stroke={INK} strokeWidth={STROKE} />;
}

export function limbsOf(characterId: CharacterId): Limbs {
  const { colours } = getCharacter(characterId);
  const look = LOOKS[characterId];
  return {
    sleeve: colours.primary,
    skin: colours.skin,
    trousers: look.trousers,
    shoes: look.shoes,
  };
}

export const LOOKS: Record<CharacterId, Look> = {
  tyson: {
    trousers: '#2c3e66',
    shoes: '#f4f1ea',
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* Jacket zip, popped collar and headphones around the neck: the radio host. */}
        <path d="M50 84 V134" strokeWidth={2} />
        <path d="M34 74 L44 86 L50 74 Z" fill={c.accent} />
        <path d="M66 74 L56 86 L50 74 Z" fill={c.accent} />
        <path d="M30 70 Q50 90 70 70" fill="none" stroke={INK} strokeWidth={5} />
        <rect x="23" y="64" width="11" height="14" rx="4" fill={INK} />
        <rect x="66" y="64" width="11" height="14" rx="4" fill={INK} />
        <rect x="25" y="66" width="7" height="10" rx="3" fill={c.primary} strokeWidth={0} />
        <rect x="68" y="66" width="7" height="10" rx="3" fill={c.primary} strokeWidth={0} />
      </g>
    ),
    hair: hairShape(
      'M29 44 L22 24 L33 28 L32 10 L43 22 L51 4 L57 21 L70 9 L68 27 L80 22 L72 44 C68 32 60 28 50 28 C40 28 32 32 29 44 Z',
    ),
  },
  yurei: {
    trousers: '#14141e',
    shoes: '#2a3550',
    back: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* The hood behind long, pale hair that falls past the shoulders. */}
        <path d="M22 60 C18 24 82 24 78 60 L80 96 L20 96 Z" fill={c.primary} />
        <path
          d="M28 44 C26 20 74 20 72 44 L76 92 L62 92 L64 60 L36 60 L38 92 L24 92 Z"
          fill={c.hair}
        />
      </g>
    ),
    outfit: (c) => (
      <g stroke={INK} strokeWidth={2}>
        <path d="M42 76 L42 96" />
        <path d="M58 76 L58 96" />
        <circle cx="42" cy="97" r="2" fill={c.accent} />
        <circle cx="58" cy="97" r="2" fill={c.accent} />
        {/* A glowing circuit line on the hoodie: the ghost in the wires. */}
        <path d="M26 124 H36 L40 118 H48" fill="none" stroke={c.accent} strokeWidth={2} />
        <circle cx="49" cy="118" r="1.8" fill={c.accent} strokeWidth={0} />
      </g>
    ),
    // Bangs sweep over one eye: the ghost never shows her whole face.
    hair: hairShape(
      'M30 44 C28 24 44 18 54 20 C66 22 74 30 71 46 L72 66 C66 60 60 52 55 40 C48 42 38 42 30 44 Z',
    ),
  },
  asahi: {
    trousers: '#3b3f73',
    shoes: '#c8201a',
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* A sunrise-yellow scarf. */}
        <path d="M32 74 Q50 86 68 74 L66 82 Q50 92 34 82 Z" fill={c.accent} />
        <path d="M58 84 L62 100 L70 98 L64 82 Z" fill={c.accent} />
      </g>
    ),
    hair: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* High bun with a sun hairpin, straight bangs, bob at the sides. */}
        <circle cx="50" cy="15" r="10" fill={c.hair} />
        <path
          d="M29 54 C24 30 36 22 50 22 C64 22 76 30 71 54 L66 54 L66 38 C58 38 42 38 34 38 L34 54 Z"
          fill={c.hair}
        />
        <g transform="translate(64 20)">
          <path
            d="M0 -11 L2.5 -5 L9 -7 L6 -1 L11 2 L5 4 L6 10 L0 6 L-6 10 L-5 4 L-11 2 L-6 -1 L-9 -7 L-2.5 -5 Z"
            fill={c.accent}
            strokeWidth={2}
          />
          <circle r="4" fill={c.primary} strokeWidth={2} />
        </g>
      </g>
    ),
  },
  kaizetsu: {
    trousers: '#2a1640',
    shoes: INK,
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* A high, sharp collar, a white shirt, two buttons and the council's gold pin. */}
        <path d="M46 76 L50 100 L54 76 Z" fill="#f4f1ea" />
        <path d="M46 78 L40 134 M54 78 L60 134" fill="none" strokeWidth={2} />
        <circle cx="50" cy="112" r="1.8" fill={c.accent} strokeWidth={1.2} />
        <circle cx="50" cy="124" r="1.8" fill={c.accent} strokeWidth={1.2} />
        <path d="M30 76 L38 58 L46 76 L42 90 Z" fill={c.primary} />
        <path d="M70 76 L62 58 L54 76 L58 90 Z" fill={c.primary} />
        <path d="M66 88 L70 84 L74 88 L70 92 Z" fill={c.accent} strokeWidth={2} />
      </g>
    ),
    // Slicked back with a sharp widow's peak.
    hair: hairShape(
      'M30 46 C26 24 38 14 50 14 C64 14 76 22 70 46 L68 34 C62 30 56 30 50 38 C44 30 38 30 32 34 Z',
    ),
  },
  kazeo: {
    trousers: '#1b1b1b',
    shoes: '#9be15d',
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* Hoodie with a hood bunched at the neck, a lightning-green stripe and a front pocket. */}
        <path d="M28 74 Q50 66 72 74 Q60 84 50 82 Q40 84 28 74 Z" fill={c.primary} />
        <path d="M13 98 L87 98" stroke={c.accent} strokeWidth={5} />
        <path d="M32 134 L36 116 H64 L68 134" fill="none" strokeWidth={2} />
      </g>
    ),
    hair: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* Wind-swept hair flying to the right, held by a headband whose tails fly too. */}
        <path
          d="M29 42 C24 22 40 12 58 14 L94 12 L74 22 L96 28 L74 32 L88 40 L70 38 C64 30 42 28 29 42 Z"
          fill={c.hair}
        />
        <path d="M30 38 Q50 30 70 38 L70 44 Q50 36 30 44 Z" fill={c.primary} />
        <path d="M70 39 L90 46 L84 50 L90 56 L70 44 Z" fill={c.primary} />
      </g>
    ),
  },
};
