import type { ReactNode } from 'react';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';

export const INK = '#141414';
const STROKE = 3;

/** Head-and-shoulders figure of one character, drawn in a 100×100 box (bottom edge = chest). */
export function CharacterFigure({ characterId }: { characterId: CharacterId }) {
  const { colours } = getCharacter(characterId);
  const draw = FIGURES[characterId];
  return (
    <g strokeLinejoin="round" strokeLinecap="round">
      {draw.back?.(colours)}
      <Shoulders fill={colours.primary} />
      {draw.outfit(colours)}
      <rect
        x="43"
        y="58"
        width="14"
        height="16"
        fill={colours.skin}
        stroke={INK}
        strokeWidth={STROKE}
      />
      <ellipse
        cx="50"
        cy="45"
        rx="19"
        ry="22"
        fill={colours.skin}
        stroke={INK}
        strokeWidth={STROKE}
      />
      <Ears skin={colours.skin} />
      {draw.face(colours)}
      {draw.hair(colours)}
    </g>
  );
}

type Colours = ReturnType<typeof getCharacter>['colours'];
interface FigureDrawing {
  back?: (c: Colours) => ReactNode;
  outfit: (c: Colours) => ReactNode;
  face: (c: Colours) => ReactNode;
  hair: (c: Colours) => ReactNode;
}

function Shoulders({ fill }: { fill: string }) {
  return (
    <path
      d="M10 102 C12 82 28 72 50 72 C72 72 88 82 90 102 Z"
      fill={fill}
      stroke={INK}
      strokeWidth={STROKE}
    />
  );
}

function Ears({ skin }: { skin: string }) {
  return (
    <g fill={skin} stroke={INK} strokeWidth={2.5}>
      <ellipse cx="31" cy="48" rx="4" ry="6" />
      <ellipse cx="69" cy="48" rx="4" ry="6" />
    </g>
  );
}

function Eye({ x, y, r = 3.2, fill = INK }: { x: number; y: number; r?: number; fill?: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={fill} />
      <circle cx={x + 1} cy={y - 1.2} r={r / 3} fill="#fff" />
    </g>
  );
}

const FIGURES: Record<CharacterId, FigureDrawing> = {
  tyson: {
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* Popped jacket collar and headphones around the neck: the radio host. */}
        <path d="M34 74 L44 86 L50 74 Z" fill={c.accent} />
        <path d="M66 74 L56 86 L50 74 Z" fill={c.accent} />
        <path d="M30 70 Q50 90 70 70" fill="none" stroke={INK} strokeWidth={5} />
        <rect x="23" y="64" width="11" height="14" rx="4" fill={INK} />
        <rect x="66" y="64" width="11" height="14" rx="4" fill={INK} />
        <rect x="25" y="66" width="7" height="10" rx="3" fill={c.primary} strokeWidth={0} />
        <rect x="68" y="66" width="7" height="10" rx="3" fill={c.primary} strokeWidth={0} />
      </g>
    ),
    face: () => (
      <g>
        <path d="M36 40 L46 43" stroke={INK} strokeWidth={3.5} />
        <path d="M64 40 L54 43" stroke={INK} strokeWidth={3.5} />
        <Eye x={42} y={48} />
        <Eye x={58} y={48} />
        <path d="M40 56 Q50 66 60 56 Z" fill="#fff" stroke={INK} strokeWidth={2.5} />
      </g>
    ),
    hair: (c) => (
      <path
        d="M29 44 L22 24 L33 28 L32 10 L43 22 L51 4 L57 21 L70 9 L68 27 L80 22 L72 44 C68 32 60 28 50 28 C40 28 32 32 29 44 Z"
        fill={c.hair}
        stroke={INK}
        strokeWidth={STROKE}
      />
    ),
  },
  yurei: {
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
      </g>
    ),
    face: (c) => (
      <g>
        <path d="M36 43 L46 44" stroke={INK} strokeWidth={2.5} />
        <circle cx="42" cy="49" r="4.2" fill={c.accent} stroke={INK} strokeWidth={2} />
        <circle cx="42" cy="49" r="1.6" fill={INK} />
        <path d="M45 58 L55 58" stroke={INK} strokeWidth={2.5} />
      </g>
    ),
    hair: (c) => (
      /* Bangs sweep over one eye: the ghost never shows her whole face. */
      <path
        d="M30 44 C28 24 44 18 54 20 C66 22 74 30 71 46 L72 66 C66 60 60 52 55 40 C48 42 38 42 30 44 Z"
        fill={c.hair}
        stroke={INK}
        strokeWidth={STROKE}
      />
    ),
  },
  asahi: {
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* A sunrise-yellow scarf. */}
        <path d="M32 74 Q50 86 68 74 L66 82 Q50 92 34 82 Z" fill={c.accent} />
        <path d="M58 84 L62 100 L70 98 L64 82 Z" fill={c.accent} />
      </g>
    ),
    face: () => (
      <g>
        <path d="M37 41 Q42 38 46 41" stroke={INK} strokeWidth={2.5} fill="none" />
        <path d="M54 41 Q58 38 63 41" stroke={INK} strokeWidth={2.5} fill="none" />
        <Eye x={42} y={48} r={3.4} />
        <Eye x={58} y={48} r={3.4} />
        <circle cx="36" cy="55" r="3" fill="#f08a7a" opacity="0.7" />
        <circle cx="64" cy="55" r="3" fill="#f08a7a" opacity="0.7" />
        <path d="M43 57 Q50 63 57 57" stroke={INK} strokeWidth={2.5} fill="none" />
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
          <circle r="4" fill="#e8731a" strokeWidth={2} />
        </g>
      </g>
    ),
  },
  kaizetsu: {
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* A high, sharp collar and the council's gold pin. */}
        <path d="M30 76 L38 58 L46 76 L42 90 Z" fill={c.primary} />
        <path d="M70 76 L62 58 L54 76 L58 90 Z" fill={c.primary} />
        <path d="M46 76 L50 96 L54 76 Z" fill="#f4f1ea" />
        <path d="M66 88 L70 84 L74 88 L70 92 Z" fill={c.accent} strokeWidth={2} />
      </g>
    ),
    face: () => (
      <g>
        <path d="M35 42 L47 45" stroke={INK} strokeWidth={3} />
        <path d="M65 42 L53 45" stroke={INK} strokeWidth={3} />
        <path d="M38 49 L46 49" stroke={INK} strokeWidth={3} />
        <path d="M54 49 L62 49" stroke={INK} strokeWidth={3} />
        {/* Thin rectangular glasses. */}
        <g fill="none" stroke={INK} strokeWidth={2}>
          <rect x="35" y="44" width="13" height="9" rx="1" />
          <rect x="52" y="44" width="13" height="9" rx="1" />
          <path d="M48 48 L52 48" />
        </g>
        <path d="M44 59 Q52 61 58 56" stroke={INK} strokeWidth={2.5} fill="none" />
      </g>
    ),
    hair: (c) => (
      /* Slicked back with a sharp widow's peak. */
      <path
        d="M30 46 C26 24 38 14 50 14 C64 14 76 22 70 46 L68 34 C62 30 56 30 50 38 C44 30 38 30 32 34 Z"
        fill={c.hair}
        stroke={INK}
        strokeWidth={STROKE}
      />
    ),
  },
  kazeo: {
    outfit: (c) => (
      <g stroke={INK} strokeWidth={STROKE}>
        {/* Hoodie with a hood bunched at the neck and a lightning-green stripe. */}
        <path d="M28 74 Q50 66 72 74 Q60 84 50 82 Q40 84 28 74 Z" fill={c.primary} />
        <path d="M20 92 L80 92" stroke={c.accent} strokeWidth={5} />
      </g>
    ),
    face: () => (
      <g>
        <path d="M36 41 L46 39" stroke={INK} strokeWidth={3} />
        <path d="M54 39 L64 41" stroke={INK} strokeWidth={3} />
        <Eye x={42} y={47} />
        <path d="M53 47 Q58 43 63 47" stroke={INK} strokeWidth={3} fill="none" />
        <path d="M39 54 Q50 70 61 54 Z" fill="#7a1010" stroke={INK} strokeWidth={2.5} />
        <path d="M41 55 L59 55 L58 58 L42 58 Z" fill="#fff" />
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
