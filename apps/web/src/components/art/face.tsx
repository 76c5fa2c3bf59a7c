import type { ReactNode } from 'react';
import { EXPRESSIONS, type Expression } from '@tuning/shared/saga/acting';
import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';

/**
 * Faces built from parts: brows, eyes and mouth take a shape from the expression, the character's
 * face style decides how those shapes are drawn (Tyson's heavy brows, Yūrei's one visible eye
 * behind her bangs, Kai's glasses), and extras (blush, a tear, an anger mark, sweat, shock lines,
 * a sparkle) finish it. Drawn in the figure's 100-unit box: head centre (50, 45).
 */

export const INK = '#141414';

type EyeShape = 'open' | 'wide' | 'happy' | 'wink' | 'narrow' | 'droop' | 'half' | 'glint';
type MouthShape = 'line' | 'smile' | 'grin' | 'frown' | 'o' | 'teeth' | 'set' | 'smirk' | 'pursed';
/** Under the hair (on the skin) or over everything (comic marks around the head). */
type Extra = 'blush' | 'tear' | 'vein' | 'sweat' | 'shock' | 'sparkle';

/** How far each end of a brow moves from its rest line (negative is up). */
interface Brow {
  inner: number;
  outer: number;
}

export interface FaceSpec {
  /** The brow on the viewer's left, and the one on the right (the same when omitted). */
  brow: Brow;
  browRight?: Brow;
  eyes: EyeShape;
  mouth: MouthShape;
  extras: readonly Extra[];
  /** Where the pupils look, in face units. */
  look?: { x: number; y: number };
}

/** The shared expression range: what each face does before a character's style is applied. */
const BASE: Record<Expression, FaceSpec> = {
  neutral: { brow: { inner: 0, outer: 0 }, eyes: 'open', mouth: 'line', extras: [] },
  happy: { brow: { inner: -3, outer: -2 }, eyes: 'happy', mouth: 'grin', extras: ['blush'] },
  angry: { brow: { inner: 4, outer: -3 }, eyes: 'narrow', mouth: 'teeth', extras: ['vein'] },
  sad: { brow: { inner: -4, outer: 2 }, eyes: 'droop', mouth: 'frown', extras: ['tear'] },
  surprised: {
    brow: { inner: -6, outer: -5 },
    eyes: 'wide',
    mouth: 'o',
    extras: ['shock', 'sweat'],
  },
  determined: {
    brow: { inner: 3, outer: -1 },
    eyes: 'open',
    mouth: 'set',
    extras: ['sparkle'],
  },
  smug: {
    brow: { inner: 1, outer: 1 },
    browRight: { inner: -3, outer: -5 },
    eyes: 'half',
    mouth: 'smirk',
    extras: [],
  },
  thinking: {
    brow: { inner: -3, outer: -4 },
    browRight: { inner: 1, outer: 1 },
    eyes: 'open',
    mouth: 'pursed',
    extras: [],
    look: { x: 1.3, y: -1.4 },
  },
};

interface FaceStyle {
  browY: number;
  browWidth: number;
  arched: boolean;
  eyeY: number;
  /** `dot`: solid ink eyes; `iris`: a coloured iris; `slit`: narrow eyes behind glasses. */
  eye: 'dot' | 'iris' | 'slit';
  eyeR: number;
  lashes: boolean;
  mouthY: number;
  mouthScale: number;
  /** Yūrei's bangs cover her right eye (on the viewer's right). */
  oneEye: boolean;
  glasses: boolean;
  /** Rosy cheeks on every face, not only when happy. */
  cheeks: boolean;
  overrides: Partial<Record<Expression, Partial<FaceSpec>>>;
}

const STYLES: Record<CharacterId, FaceStyle> = {
  tyson: {
    browY: 40,
    browWidth: 3.6,
    arched: false,
    eyeY: 48,
    eye: 'dot',
    eyeR: 3.3,
    lashes: false,
    mouthY: 57,
    mouthScale: 1.15,
    oneEye: false,
    glasses: false,
    cheeks: false,
    overrides: {
      neutral: { mouth: 'smile' },
      happy: { extras: ['sparkle'] },
      determined: { mouth: 'grin', extras: ['sparkle'] },
    },
  },
  yurei: {
    browY: 42.5,
    browWidth: 2.4,
    arched: false,
    eyeY: 49,
    eye: 'iris',
    eyeR: 4.2,
    lashes: true,
    mouthY: 58,
    mouthScale: 0.8,
    oneEye: true,
    glasses: false,
    cheeks: false,
    overrides: {
      happy: { eyes: 'open', mouth: 'smile' },
      angry: { mouth: 'frown', extras: ['vein'] },
      surprised: { extras: ['sweat'] },
    },
  },
  asahi: {
    browY: 40.5,
    browWidth: 2.4,
    arched: true,
    eyeY: 48,
    eye: 'dot',
    eyeR: 3.5,
    lashes: true,
    mouthY: 57,
    mouthScale: 0.9,
    oneEye: false,
    glasses: false,
    cheeks: true,
    overrides: { neutral: { mouth: 'smile' } },
  },
  kaizetsu: {
    browY: 41.5,
    browWidth: 3,
    arched: false,
    eyeY: 49,
    eye: 'slit',
    eyeR: 3.2,
    lashes: false,
    mouthY: 58,
    mouthScale: 0.9,
    oneEye: false,
    glasses: true,
    cheeks: false,
    overrides: {
      happy: { eyes: 'happy', mouth: 'smile', extras: [] },
      angry: { eyes: 'glint', mouth: 'frown', extras: ['vein'] },
      surprised: { extras: ['sweat'] },
    },
  },
  kazeo: {
    browY: 43,
    browWidth: 3,
    arched: false,
    eyeY: 49.5,
    eye: 'dot',
    eyeR: 3.2,
    lashes: false,
    mouthY: 58,
    mouthScale: 1.1,
    oneEye: false,
    glasses: false,
    cheeks: false,
    overrides: { happy: { eyes: 'wink' } },
  },
};

/** Each character's face for each expression: the shared range with the character's touches. */
export const CHARACTER_FACES: Readonly<
  Record<CharacterId, Readonly<Record<Expression, FaceSpec>>>
> = Object.fromEntries(
  CHARACTER_IDS.map((id) => [
    id,
    Object.fromEntries(
      EXPRESSIONS.map((expression) => [
        expression,
        { ...BASE[expression], ...STYLES[id].overrides[expression] },
      ]),
    ),
  ]),
) as Record<CharacterId, Record<Expression, FaceSpec>>;

/** The face a character wears when nothing calls for another: the gallery, a chat's first look. */
export const SIGNATURE_EXPRESSION: Readonly<Record<CharacterId, Expression>> = {
  tyson: 'happy',
  yurei: 'neutral',
  asahi: 'neutral',
  kaizetsu: 'smug',
  kazeo: 'happy',
};

const MOUTH_RED = '#7a1010';
const TEAR = '#7fd4ff';

function Brows({ style, spec }: { style: FaceStyle; spec: FaceSpec }) {
  const right = spec.browRight ?? spec.brow;
  const y = style.browY;
  // A frowning brow comes down to the eye (or the glasses), never across it.
  const lowest = style.glasses ? style.eyeY - 5.5 : style.eyeY - style.eyeR - 0.5;
  const line = (outerX: number, innerX: number, brow: Brow) => {
    const y1 = Math.min(y + brow.outer, lowest);
    const y2 = Math.min(y + brow.inner, lowest);
    const bend = style.arched ? -2.2 : 0;
    return `M${outerX} ${y1} Q${(outerX + innerX) / 2} ${(y1 + y2) / 2 + bend} ${innerX} ${y2}`;
  };
  return (
    <g fill="none" stroke={INK} strokeWidth={style.browWidth} strokeLinecap="round">
      <path d={line(36, 46, spec.brow)} />
      {!style.oneEye && <path d={line(64, 54, right)} />}
    </g>
  );
}

function Pupil({ style, x, y, r }: { style: FaceStyle; x: number; y: number; r: number }) {
  if (style.eye === 'iris') {
    return (
      <g>
        <circle cx={x} cy={y} r={r} fill="#7fd4ff" stroke={INK} strokeWidth={1.8} />
        <circle cx={x} cy={y} r={r * 0.4} fill={INK} />
        <circle cx={x + r * 0.3} cy={y - r * 0.35} r={r * 0.25} fill="#fff" />
      </g>
    );
  }
  if (style.eye === 'slit') {
    return <ellipse cx={x} cy={y} rx={r} ry={r * 0.55} fill={INK} />;
  }
  return (
    <g>
      <ellipse cx={x} cy={y} rx={r * 0.9} ry={r * 1.12} fill={INK} />
      <circle cx={x + r * 0.3} cy={y - r * 0.4} r={r * 0.34} fill="#fff" />
    </g>
  );
}

/** One eye; `side` -1 is the viewer's left, 1 the right (for lids that slope toward the nose). */
function Eye({
  style,
  shape,
  x,
  side,
  look,
}: {
  style: FaceStyle;
  shape: EyeShape;
  x: number;
  side: -1 | 1;
  look: { x: number; y: number };
}) {
  const y = style.eyeY;
  const r = style.eyeR;
  const inner = x - side * r;
  const outer = x + side * r;
  const lash = style.lashes ? (
    <path
      d={`M${outer} ${y - r * 0.8} l${side * 2.2} -1.6`}
      stroke={INK}
      strokeWidth={1.6}
      fill="none"
    />
  ) : null;
  switch (shape) {
    case 'happy':
    case 'wink':
      return (
        <path
          d={`M${x - r - 0.8} ${y + 1.2} Q${x} ${y - r - 1.6} ${x + r + 0.8} ${y + 1.2}`}
          fill="none"
          stroke={INK}
          strokeWidth={2.8}
          strokeLinecap="round"
        />
      );
    case 'wide':
      return (
        <g>
          <circle cx={x} cy={y} r={r + 2} fill="#fff" stroke={INK} strokeWidth={2} />
          <Pupil style={style} x={x + look.x} y={y + look.y} r={r * 0.55} />
          {lash}
        </g>
      );
    case 'narrow':
      return (
        <g>
          <ellipse cx={x + look.x} cy={y + 0.8} rx={r * 0.85} ry={r * 0.55} fill={INK} />
          <path
            d={`M${outer + side * 1.2} ${y - r * 0.9} L${inner - side * 0.8} ${y - 0.2}`}
            stroke={INK}
            strokeWidth={2.6}
            strokeLinecap="round"
          />
        </g>
      );
    case 'droop':
      return (
        <g>
          <Pupil style={style} x={x + look.x} y={y + 0.9 + look.y} r={r * 0.9} />
          <path
            d={`M${inner} ${y - r * 1.1} L${outer + side * 1.4} ${y - r * 0.2}`}
            stroke={INK}
            strokeWidth={2.2}
            strokeLinecap="round"
          />
        </g>
      );
    case 'half':
      return (
        <g>
          <path
            d={`M${x - r} ${y - 0.4} A${r} ${r * 0.95} 0 0 0 ${x + r} ${y - 0.4} Z`}
            fill={style.eye === 'iris' ? '#7fd4ff' : INK}
            stroke={INK}
            strokeWidth={1.6}
          />
          <path
            d={`M${x - r - 1.2} ${y - 0.6} L${x + r + 1.2} ${y - 0.6}`}
            stroke={INK}
            strokeWidth={2.6}
            strokeLinecap="round"
          />
        </g>
      );
    case 'glint':
      // Kai's lenses catch the light: the eyes disappear behind two white panes.
      return null;
    default:
      return (
        <g>
          <Pupil style={style} x={x + look.x} y={y + look.y} r={r} />
          {lash}
        </g>
      );
  }
}

function Glasses({ style, glint }: { style: FaceStyle; glint: boolean }) {
  const y = style.eyeY - 5;
  return (
    <g stroke={INK} strokeWidth={2}>
      {[35, 52].map((x) => (
        <g key={x}>
          <rect
            x={x}
            y={y}
            width="13"
            height="9"
            rx="1.5"
            fill={glint ? '#f4fbff' : 'none'}
            opacity={glint ? 0.95 : 1}
          />
          {glint && (
            <path
              d={`M${x + 3} ${y + 7} L${x + 7} ${y + 2} M${x + 7} ${y + 7.5} L${x + 10} ${y + 4}`}
              strokeWidth={1.4}
            />
          )}
        </g>
      ))}
      <path d={`M48 ${y + 4} L52 ${y + 4}`} fill="none" />
    </g>
  );
}

function Mouth({ style, shape }: { style: FaceStyle; shape: MouthShape }) {
  let drawing: ReactNode;
  switch (shape) {
    case 'line':
      drawing = <path d="M-5 0 L5 0" fill="none" />;
      break;
    case 'smile':
      drawing = <path d="M-7 -1.6 Q0 5 7 -1.6" fill="none" />;
      break;
    case 'grin':
      drawing = (
        <g>
          <path d="M-10 -2 Q0 13 10 -2 Z" fill={MOUTH_RED} />
          <path d="M-8.6 -1.3 L8.6 -1.3 L7.4 1.8 L-7.4 1.8 Z" fill="#fff" strokeWidth={0} />
          <ellipse cx="0" cy="6" rx="4" ry="1.8" fill="#e46a5a" strokeWidth={0} />
        </g>
      );
      break;
    case 'frown':
      drawing = <path d="M-6 2.6 Q0 -3.6 6 2.6" fill="none" />;
      break;
    case 'o':
      drawing = <ellipse cx="0" cy="1" rx="3.6" ry="4.6" fill={MOUTH_RED} />;
      break;
    case 'teeth':
      drawing = (
        <g>
          <rect x="-8" y="-3" width="16" height="6.5" rx="2" fill="#fff" />
          <path d="M-8 0.2 H8 M-3 -3 V3.5 M2.5 -3 V3.5" fill="none" strokeWidth={1.3} />
        </g>
      );
      break;
    case 'set':
      drawing = (
        <g>
          <path d="M-8 -1.5 Q0 2.5 8 -2.5 L7 1.6 Q0 6 -7 1.8 Z" fill="#fff" />
          <path d="M-7.4 0.3 Q0 3.6 7.6 -0.4" fill="none" strokeWidth={1.2} />
        </g>
      );
      break;
    case 'smirk':
      drawing = <path d="M-5 1.6 Q2 3.2 7 -3 M6 -4.2 L8.4 -2" fill="none" />;
      break;
    case 'pursed':
      drawing = <path d="M1 0 q1.6 -2 3.2 0 t3.2 0" fill="none" />;
      break;
  }
  return (
    <g
      transform={`translate(50 ${style.mouthY}) scale(${style.mouthScale})`}
      stroke={INK}
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </g>
  );
}

/** Marks on the skin: drawn before the hair, so bangs can cover them. */
function SkinMarks({ style, extras }: { style: FaceStyle; extras: readonly Extra[] }) {
  const cheekY = style.eyeY + 7;
  const blush = style.cheeks || extras.includes('blush');
  return (
    <g>
      {blush && (
        <g fill="#f08a7a" opacity={extras.includes('blush') ? 0.75 : 0.5}>
          <ellipse cx="36" cy={cheekY} rx="4.2" ry="2.4" />
          <ellipse cx="64" cy={cheekY} rx="4.2" ry="2.4" />
        </g>
      )}
      {extras.includes('blush') && (
        <path
          d={`M33 ${cheekY - 1} l-1.5 2 M36.5 ${cheekY - 1} l-1.5 2 M63 ${cheekY - 1} l1.5 2 M66.5 ${cheekY - 1} l1.5 2`}
          stroke="#c8201a"
          strokeWidth={1}
        />
      )}
      {extras.includes('tear') &&
        (style.oneEye ? [42] : [42, 58]).map((x) => (
          <path
            key={x}
            d={`M${x - 1} ${style.eyeY + 4} q-2.6 5 0 7 q2.6 -2 0 -7 Z`}
            fill={TEAR}
            stroke={INK}
            strokeWidth={1.2}
          />
        ))}
    </g>
  );
}

/** Comic marks around the head: drawn over the hair. */
function HeadMarks({ extras }: { extras: readonly Extra[] }) {
  return (
    <g strokeLinecap="round">
      {extras.includes('vein') && (
        <g transform="translate(75 25)" stroke="#c8201a" strokeWidth={2.4} fill="none">
          <path d="M-5 -1.2 Q-1.2 -1.2 -1.2 -5 M1.2 -5 Q1.2 -1.2 5 -1.2 M5 1.2 Q1.2 1.2 1.2 5 M-1.2 5 Q-1.2 1.2 -5 1.2" />
        </g>
      )}
      {extras.includes('sweat') && (
        <path
          d="M76 33 Q81 40 76 43 Q71 40 76 33 Z"
          fill="#d9f0ff"
          stroke={INK}
          strokeWidth={1.6}
        />
      )}
      {extras.includes('shock') && (
        <g stroke={INK} strokeWidth={2.4}>
          <path d="M19 22 L12 15 M15 33 L6 31 M81 22 L88 15 M85 33 L94 31" />
        </g>
      )}
      {extras.includes('sparkle') && (
        <path
          d="M78 38 L79.4 42.6 L84 44 L79.4 45.4 L78 50 L76.6 45.4 L72 44 L76.6 42.6 Z"
          fill="#fff8c2"
          stroke={INK}
          strokeWidth={1.2}
        />
      )}
    </g>
  );
}

export interface FaceProps {
  characterId: CharacterId;
  expression: Expression;
  /** Pupils shifted toward a side (-1 left, 1 right) or up; the expression's own look wins. */
  gaze?: { x: number; y: number };
}

/** The parts of the face drawn before the hair: eyes, mouth, glasses, cheeks and tears. */
export function FaceFeatures({ characterId, expression, gaze }: FaceProps) {
  const style = STYLES[characterId];
  const spec = CHARACTER_FACES[characterId][expression];
  const look = spec.look ?? { x: (gaze?.x ?? 0) * 1.1, y: (gaze?.y ?? 0) * 1.1 };
  const right: EyeShape = spec.eyes === 'wink' ? 'open' : spec.eyes;
  return (
    <g data-face={expression}>
      <SkinMarks style={style} extras={spec.extras} />
      <Eye style={style} shape={spec.eyes} x={42} side={-1} look={look} />
      {!style.oneEye && <Eye style={style} shape={right} x={58} side={1} look={look} />}
      {style.glasses && <Glasses style={style} glint={spec.eyes === 'glint'} />}
      <Mouth style={style} shape={spec.mouth} />
    </g>
  );
}

/** The parts drawn over the hair: the brows (comic brows show through bangs) and head marks. */
export function FaceMarks({ characterId, expression }: FaceProps) {
  const style = STYLES[characterId];
  const spec = CHARACTER_FACES[characterId][expression];
  return (
    <g>
      <Brows style={style} spec={spec} />
      <HeadMarks extras={spec.extras} />
    </g>
  );
}
