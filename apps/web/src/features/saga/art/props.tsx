import type { ReactNode } from 'react';
import type { PropId, PropVariant } from '@tuning/shared/saga/props';
import { INK } from './scene-kit.tsx';

/**
 * Every object the saga names, drawn once (the registry of packages/shared/src/saga/props.ts,
 * keyed the same way). Each drawing stands on its origin: x centred, y = 0 at its bottom, about 40
 * units wide, so a hand can hold it and a scene can set it on a shelf with the same numbers.
 */

const DISPLAY = 'Bangers, Impact, sans-serif';
const PAPER = '#fbf7ea';
const GOLD = '#e0b020';
const RED = '#c8201a';

/** Lettering on a prop, squeezed to `fit` units when given, so no font makes it overflow. */
function Label({
  x = 0,
  y,
  size,
  fill = INK,
  fit,
  children,
}: {
  x?: number;
  y: number;
  size: number;
  fill?: string;
  fit?: number;
  children: string;
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="middle"
      fontFamily={DISPLAY}
      fontSize={size}
      fill={fill}
      stroke="none"
      {...(fit ? { textLength: fit, lengthAdjust: 'spacingAndGlyphs' } : {})}
    >
      {children}
    </text>
  );
}

/** Lines of handwriting or print on a sheet. */
function Lines({
  x,
  y,
  width,
  count,
  gap = 4,
}: {
  x: number;
  y: number;
  width: number;
  count: number;
  gap?: number;
}) {
  return (
    <path
      d={Array.from(
        { length: count },
        (_, i) => `M${x} ${y + i * gap} h${width - (i % 3) * 4}`,
      ).join(' ')}
      stroke="#8a8478"
      strokeWidth={1.2}
      fill="none"
    />
  );
}

function Plaque({ names }: { names: readonly string[] }) {
  return (
    <g stroke={INK} strokeWidth={2}>
      <rect x="-22" y="-28" width="44" height="28" rx="3" fill="#6b4a2e" />
      <rect x="-18" y="-24" width="36" height="20" rx="1.5" fill={GOLD} />
      <Label y={names.length === 1 ? -18.5 : -19} size={4.5} fit={20}>
        1ST PLACE
      </Label>
      {names.length === 1 ? (
        <Label y={-8} size={9} fit={26}>
          {names[0]!}
        </Label>
      ) : (
        <>
          <Label y={-12.5} size={6} fit={20}>
            {names[0]!}
          </Label>
          <Label y={-5.5} size={6} fit={20}>
            {names[1]!}
          </Label>
        </>
      )}
      <circle cx="-19.5" cy="-25.5" r="1" fill={INK} />
      <circle cx="19.5" cy="-25.5" r="1" fill={INK} />
    </g>
  );
}

function Sheet({
  width = 34,
  height = 44,
  children,
}: {
  width?: number;
  height?: number;
  children?: ReactNode;
}) {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path
        d={`M${-width / 2} 0 V${-height} H${width / 2 - 6} L${width / 2} ${-height + 6} V0 Z`}
        fill={PAPER}
      />
      <path d={`M${width / 2 - 6} ${-height} V${-height + 6} H${width / 2}`} fill="#e6dfc8" />
      {children}
    </g>
  );
}

function ClosureOrder() {
  return (
    <Sheet>
      <circle cx="-12" cy="-37" r="3" fill="#5b2a86" strokeWidth={1.2} />
      <Label x={3} y={-34} size={6} fit={19}>
        COUNCIL ORDER
      </Label>
      <Lines x={-13} y={-27} width={26} count={4} />
      <g transform="rotate(-12 0 -10)">
        <rect
          x="-12"
          y="-15"
          width="24"
          height="9"
          rx="1"
          fill="none"
          stroke={RED}
          strokeWidth={1.6}
        />
        <Label y={-8} size={7} fill={RED} fit={20}>
          CLOSED
        </Label>
      </g>
      {/* Kai's signature. */}
      <path d="M-2 -3 q3 -5 5 0 t5 -1 t5 0" fill="none" stroke="#5b2a86" strokeWidth={1.4} />
    </Sheet>
  );
}

function TornOrder() {
  const half = (side: -1 | 1) => (
    <g transform={`translate(${side * 8} 0) rotate(${side * 14} 0 0)`}>
      <path
        d={
          side === -1
            ? 'M-17 0 V-44 H0 L-3 -36 L2 -28 L-2 -19 L2 -10 L-1 0 Z'
            : 'M0 -44 H11 L17 -38 V0 H-1 L2 -10 L-2 -19 L2 -28 L-3 -36 Z'
        }
        fill={PAPER}
        stroke={INK}
        strokeWidth={2}
      />
      {side === -1 ? (
        <Lines x={-14} y={-30} width={12} count={4} />
      ) : (
        <Label x={7} y={-14} size={6} fill={RED}>
          SED
        </Label>
      )}
    </g>
  );
  return (
    <g>
      {half(-1)}
      {half(1)}
      <g fill={PAPER} stroke={INK} strokeWidth={1}>
        <path d="M-4 -52 l4 -2 l1 4 Z" />
        <path d="M6 -56 l3 1 l-2 3 Z" />
      </g>
    </g>
  );
}

function ArchiveForm() {
  return (
    <Sheet>
      <rect x="-14" y="-40" width="24" height="8" fill="#c9b08a" strokeWidth={1.2} />
      <Label x={-2} y={-34} size={4.6} fit={21}>
        PLAQUE FORM
      </Label>
      <Label x={-4} y={-24} size={6.5} fit={18}>
        TYSON
      </Label>
      <Label x={-4} y={-15} size={6.5} fit={18}>
        YŪREI
      </Label>
      {/* The crossed-out name, and Kai's initials beside it. */}
      <path d="M-15 -17 L8 -19 M-14 -15 L8 -16.5" stroke={RED} strokeWidth={2} />
      <Label x={11} y={-4} size={5} fill="#5b2a86">
        K.
      </Label>
      <Lines x={-13} y={-8} width={18} count={1} />
    </Sheet>
  );
}

function Card() {
  return (
    <g transform="rotate(-8)" stroke={INK} strokeWidth={2}>
      <rect x="-17" y="-22" width="34" height="22" rx="2" fill="#fff" />
      <Lines x={-13} y={-16} width={24} count={3} />
      <Label x={9} y={-3} size={9} fill="#1f4fb8">
        Y.
      </Label>
    </g>
  );
}

function Keys({ hook = false }: { hook?: boolean }) {
  return (
    <g stroke={INK} strokeWidth={1.8}>
      {hook && <path d="M-3 -34 h6 v6 q0 4 -4 4" fill="none" strokeWidth={2.4} />}
      <circle cx="0" cy="-24" r="6" fill="none" stroke="#9aa6b2" strokeWidth={2.6} />
      <path d="M-4 -19 L-8 -2 L-5 -2 L-5 -6 L-3 -6 L-3 -9 L-6 -9 Z" fill={GOLD} />
      <path d="M3 -19 L8 -4 L10 -5 L9 -8 L11 -9 L10 -11 Z" fill="#c0c6cc" />
      {/* The station's red tag. */}
      <path d="M1 -20 l-2 12 l8 2 l2 -12 Z" fill={RED} />
      <Label x={4.6} y={-11} size={4.2} fill="#fff" fit={7}>
        88.1
      </Label>
    </g>
  );
}

function Chair() {
  return (
    <g stroke={INK} strokeWidth={2.6}>
      {/* The backrest rises behind whoever stands on the seat. */}
      <path d="M-26 -48 V-112 M26 -48 V-112" stroke={INK} strokeWidth={9} />
      <path d="M-26 -48 V-112 M26 -48 V-112" stroke="#c98a4a" strokeWidth={5} />
      <rect x="-30" y="-118" width="60" height="14" rx="4" fill="#c98a4a" />
      <rect x="-30" y="-92" width="60" height="8" rx="3" fill="#c98a4a" />
      <path d="M-34 -48 H34 L31 -38 H-31 Z" fill="#e0a860" />
      <path d="M-27 -38 L-29 0 M27 -38 L29 0 M-28 -16 H28" stroke={INK} strokeWidth={8} />
      <path d="M-27 -38 L-29 0 M27 -38 L29 0 M-28 -16 H28" stroke="#c98a4a" strokeWidth={4.5} />
    </g>
  );
}

function Transmitter({ dark }: { dark: boolean }) {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path d="M12 -30 L18 -52" strokeWidth={2.4} />
      <circle cx="18" cy="-53" r="2.4" fill={dark ? '#555' : RED} />
      <rect x="-22" y="-30" width="44" height="30" rx="3" fill="#7d8a96" />
      <rect x="-18" y="-26" width="20" height="13" rx="1.5" fill={dark ? '#101418' : '#163d2a'} />
      {dark ? (
        <path d="M-15 -20 h4 M-9 -16 h6 M-12 -23 h3" stroke="#6a7078" strokeWidth={1.2} />
      ) : (
        <path
          d="M-16 -19 q2 -5 4 0 t4 0 t4 0 t4 0"
          fill="none"
          stroke="#9be15d"
          strokeWidth={1.4}
        />
      )}
      <circle cx="11" cy="-20" r="5" fill="#c0c6cc" />
      <path d="M11 -20 l3 -3" />
      <circle cx="-12" cy="-6" r="2.6" fill={dark ? '#444' : GOLD} />
      <circle cx="-4" cy="-6" r="2.6" fill={dark ? '#444' : '#9be15d'} />
      <rect x="4" y="-9" width="14" height="5" rx="1" fill="#39454f" />
      {/* Tape holding the pirate build together. */}
      {!dark && <path d="M-22 -16 L-14 -30" stroke="#c9b08a" strokeWidth={4} />}
    </g>
  );
}

function Cables({ cut }: { cut: boolean }) {
  if (cut) {
    return (
      <g fill="none" strokeLinecap="round">
        <path d="M-14 -60 C-14 -40 -6 -30 -8 -14" stroke={INK} strokeWidth={6} />
        <path d="M-14 -60 C-14 -40 -6 -30 -8 -14" stroke="#1f4fb8" strokeWidth={3} />
        <path d="M10 -60 C12 -44 4 -36 8 -22" stroke={INK} strokeWidth={6} />
        <path d="M10 -60 C12 -44 4 -36 8 -22" stroke={RED} strokeWidth={3} />
        <path d="M-8 -14 l-2 4 M-8 -14 l0 5 M-8 -14 l2 4" stroke="#d98a3a" strokeWidth={1.6} />
        <path d="M8 -22 l-2 4 M8 -22 l0 5 M8 -22 l2 4" stroke="#d98a3a" strokeWidth={1.6} />
        <path
          d="M-2 -8 l3 -6 l1 5 l4 -3 l-2 6 l5 1 l-6 2"
          stroke={INK}
          strokeWidth={1.4}
          fill="#ffd23f"
        />
        <rect
          x="-22"
          y="-66"
          width="44"
          height="8"
          rx="2"
          fill="#39454f"
          stroke={INK}
          strokeWidth={2}
        />
      </g>
    );
  }
  return (
    <g fill="none" strokeLinecap="round">
      {[
        ['#1f4fb8', 'M-6 -10 C-30 -10 -40 -2 -70 -4'],
        [RED, 'M-6 -6 C-28 -2 -46 4 -76 2'],
        [INK, 'M6 -10 C30 -12 44 -4 70 -6'],
      ].map(([colour, d]) => (
        <g key={d}>
          <path d={d} stroke={INK} strokeWidth={6} />
          <path d={d} stroke={colour} strokeWidth={3} />
        </g>
      ))}
      <rect
        x="-10"
        y="-18"
        width="20"
        height="18"
        rx="2"
        fill="#9aa6b2"
        stroke={INK}
        strokeWidth={2}
      />
      <path
        d="M1 -15 l-4 6 h4 l-2 6 l6 -8 h-4 l2 -4 Z"
        fill="#ffd23f"
        stroke={INK}
        strokeWidth={1}
      />
    </g>
  );
}

function Robot() {
  return (
    <g stroke={INK} strokeWidth={2.4}>
      <path d="M0 -44 V-54" />
      <circle cx="0" cy="-56" r="3" fill={RED} />
      <rect x="-22" y="-44" width="44" height="30" rx="6" fill="#9aa6b2" />
      <circle cx="-8" cy="-31" r="5" fill="#7fd4ff" />
      <circle cx="8" cy="-31" r="5" fill="#7fd4ff" />
      <path d="M-6 -21 h12" />
      <circle cx="-13" cy="-6" r="7" fill="#333" />
      <circle cx="13" cy="-6" r="7" fill="#333" />
    </g>
  );
}

function Trophy() {
  return (
    <g stroke={INK} strokeWidth={2.2}>
      <path d="M-12 -60 Q-24 -60 -22 -48 Q-20 -40 -10 -40" fill="none" strokeWidth={3} />
      <path d="M12 -60 Q24 -60 22 -48 Q20 -40 10 -40" fill="none" strokeWidth={3} />
      <path d="M-16 -64 H16 Q16 -38 0 -34 Q-16 -38 -16 -64 Z" fill={GOLD} />
      <path d="M-9 -58 Q-9 -44 -2 -40" fill="none" stroke="#fff4c2" strokeWidth={2} />
      <path d="M-3 -34 H3 V-24 H-3 Z" fill={GOLD} />
      <rect x="-14" y="-24" width="28" height="24" rx="2" fill="#6b4a2e" />
      <g data-prop="plaque" data-variant="one-name">
        <rect x="-10" y="-19" width="20" height="11" rx="1" fill={GOLD} strokeWidth={1.4} />
        <Label y={-10.5} size={6} fit={16}>
          TYSON
        </Label>
      </g>
    </g>
  );
}

function Laptop() {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path d="M-24 -34 L-26 -36 M24 -34 L27 -37" stroke="#7fd4ff" strokeWidth={2} />
      <rect x="-21" y="-32" width="42" height="28" rx="3" fill="#2a3550" />
      {/* The ghost sticker on the lid. */}
      <path
        d="M-6 -12 V-22 a6 6 0 0 1 12 0 V-12 l-3 -2 l-3 2 l-3 -2 Z"
        fill="#fff"
        strokeWidth={1.4}
      />
      <circle cx="-2" cy="-20" r="1" fill={INK} stroke="none" />
      <circle cx="2" cy="-20" r="1" fill={INK} stroke="none" />
      <path d="M-24 -4 H24 L20 0 H-20 Z" fill="#9aa6b2" />
    </g>
  );
}

function Plug() {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path d="M0 -18 C0 0 -14 4 -18 14" fill="none" stroke={INK} strokeWidth={6} />
      <path d="M0 -18 C0 0 -14 4 -18 14" fill="none" stroke="#333" strokeWidth={3} />
      <rect x="-9" y="-36" width="18" height="20" rx="3" fill="#f4f1ea" />
      <path d="M-4 -36 V-46 M4 -36 V-46" stroke="#c0c6cc" strokeWidth={3} />
      <path
        d="M12 -48 l4 -8 l1 6 l6 -3 l-3 6 l7 1 l-7 3 l3 6 l-6 -3 l-2 7 l-2 -7 l-6 2 Z"
        fill="#ffd23f"
        strokeWidth={1.4}
      />
    </g>
  );
}

function Chalkboard() {
  return (
    <g stroke={INK} strokeWidth={2.4}>
      <rect x="-24" y="-34" width="48" height="30" fill="#24493a" />
      <path d="M-18 -22 q5 -6 10 0 t10 0" fill="none" stroke="#f4f1ea" strokeWidth={1.4} />
      <path d="M-24 -4 H24 V0 H-24 Z" fill="#b58f5e" />
    </g>
  );
}

function Radio() {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path d="M-12 -30 Q0 -42 12 -30" fill="none" strokeWidth={3} />
      <path d="M14 -26 L26 -50" />
      <rect x="-20" y="-28" width="40" height="28" rx="5" fill="#e8731a" />
      <circle cx="-8" cy="-14" r="8" fill="#39454f" />
      <path d="M-13 -14 h10 M-12 -10 h8 M-12 -18 h8" stroke="#9aa6b2" strokeWidth={1.2} />
      <rect x="3" y="-22" width="13" height="7" rx="1" fill="#fff4c2" />
      <path d="M7 -22 v7" stroke={RED} strokeWidth={1.2} />
      <circle cx="9.5" cy="-7" r="3" fill="#c0c6cc" />
    </g>
  );
}

function SpareParts() {
  return (
    <g stroke={INK} strokeWidth={2}>
      <circle cx="-10" cy="-28" r="7" fill="#c0c6cc" strokeDasharray="3 2" strokeWidth={3} />
      <circle cx="-10" cy="-28" r="2.5" fill="#fff" />
      <rect x="0" y="-36" width="14" height="12" rx="1" fill="#177237" />
      <path d="M3 -32 h8 M3 -28 h5" stroke="#ffd23f" strokeWidth={1.2} />
      <path d="M16 -24 q4 -6 0 -10 q-4 -4 0 -8" fill="none" stroke={RED} strokeWidth={2} />
      <rect x="-22" y="-22" width="44" height="22" fill="#b58f5e" />
      <path d="M-22 -11 H22 M-12 -22 V0 M12 -22 V0" strokeWidth={1.4} />
    </g>
  );
}

function Lanterns() {
  return (
    <g stroke={INK} strokeWidth={1.8}>
      <path d="M-24 -30 Q0 -18 24 -30" fill="none" />
      {[
        [-16, '#ffd23f'],
        [0, RED],
        [16, '#e8731a'],
      ].map(([x, colour]) => (
        <ellipse key={x} cx={x} cy={-16} rx="6" ry="8" fill={colour as string} />
      ))}
    </g>
  );
}

function Phone({ glowing }: { glowing: boolean }) {
  return (
    <g stroke={INK} strokeWidth={2}>
      {glowing && <circle cx="0" cy="-18" r="20" fill="#fff4c2" opacity="0.45" stroke="none" />}
      <rect x="-10" y="-36" width="20" height="36" rx="3.5" fill="#22252b" />
      <rect
        x="-7.5"
        y="-32"
        width="15"
        height="26"
        rx="1.5"
        fill={glowing ? '#dff2fb' : '#0b0d10'}
        strokeWidth={1}
      />
      {glowing && (
        <g strokeWidth={0.8}>
          <rect x="-6" y="-30" width="9" height="5" rx="2" fill="#fff" />
          <rect x="-3" y="-23" width="9" height="5" rx="2" fill="#ffd23f" />
          <rect x="-6" y="-16" width="10" height="5" rx="2" fill="#fff" />
        </g>
      )}
    </g>
  );
}

function Streetlight() {
  return (
    <g stroke={INK} strokeWidth={3}>
      <path d="M0 0 V-120 Q0 -136 18 -136" fill="none" strokeWidth={4} />
      <rect x="14" y="-140" width="18" height="10" fill="#555" />
    </g>
  );
}

function Nameplate() {
  return (
    <g stroke={INK} strokeWidth={2}>
      <path d="M-24 0 L-20 -16 H20 L24 0 Z" fill="#3a2a1c" />
      <rect x="-16" y="-13" width="32" height="9" rx="1" fill={GOLD} strokeWidth={1.2} />
      <Label y={-6} size={6.5} fit={28}>
        PRESIDENT
      </Label>
    </g>
  );
}

function Banner({ torn }: { torn: boolean }) {
  if (torn) {
    return (
      <g stroke={INK} strokeWidth={2.4}>
        <path d="M-60 0 L-58 -14 L-10 -18 L-6 -10 L-12 -4 Z" fill="#5b2a86" />
        <path d="M2 -16 L58 -12 L60 0 L0 -2 L6 -9 Z" fill="#5b2a86" />
        <Label x={-34} y={-6} size={9} fill="#ffd23f" fit={30}>
          QUIET
        </Label>
        <Label x={32} y={-4} size={9} fill="#ffd23f" fit={36}>
          CAMPUS
        </Label>
      </g>
    );
  }
  return (
    <g stroke={INK} strokeWidth={3}>
      <path d="M-50 -56 H50 V0 L0 -12 L-50 0 Z" fill="#5b2a86" />
      <Label y={-28} size={15} fill="#ffd23f" fit={86}>
        QUIET CAMPUS
      </Label>
    </g>
  );
}

const ART: Record<PropId, (variant: PropVariant | undefined) => ReactNode> = {
  'tuning-fork': () => (
    <path d="M-6 0 V-30 M6 0 V-30 M-6 -8 H6 M0 -8 V6" fill="none" stroke={INK} strokeWidth={4} />
  ),
  bell: () => (
    <g stroke={INK} strokeWidth={3}>
      <path
        d="M-20 -6 Q-16 -20 -15 -34 Q-12 -50 0 -50 Q12 -50 15 -34 Q16 -20 20 -6 Z"
        fill="#c9a227"
      />
      <rect x="-22" y="-8" width="44" height="6" rx="3" fill="#a8841d" />
      <circle cx="0" cy="2" r="4" fill="#8a6a14" />
    </g>
  ),
  'on-air-sign': () => (
    <g stroke={INK} strokeWidth={3}>
      <rect x="-30" y="-22" width="60" height="22" rx="5" fill={RED} />
      <Label y={-5} size={15} fill="#fff" fit={46}>
        ON AIR
      </Label>
    </g>
  ),
  microphone: () => (
    <g stroke={INK} strokeWidth={2.2}>
      <rect x="-3.5" y="-26" width="7" height="26" rx="2.5" fill={INK} />
      <rect x="-8" y="-46" width="16" height="22" rx="8" fill="#9aa6b2" />
      <path d="M-6 -40 H6 M-7 -35 H7 M-6 -30 H6" strokeWidth={1.2} />
    </g>
  ),
  'mixing-desk': () => (
    <g stroke={INK} strokeWidth={2}>
      <rect x="-24" y="-12" width="48" height="12" rx="2" fill="#222" />
      {[-18, -10, -2, 6, 14].map((x, index) => (
        <rect
          key={x}
          x={x}
          y={-10}
          width="4"
          height="8"
          fill={index % 2 ? '#ffd23f' : '#7fd4ff'}
          strokeWidth={1}
        />
      ))}
    </g>
  ),
  banner: (variant) => <Banner torn={variant === 'torn'} />,
  'closure-order': (variant) => (variant === 'torn' ? <TornOrder /> : <ClosureOrder />),
  keys: () => <Keys hook />,
  chair: () => <Chair />,
  transmitter: (variant) => <Transmitter dark={variant === 'dark'} />,
  cables: (variant) => <Cables cut={variant === 'cut'} />,
  card: () => <Card />,
  robot: () => <Robot />,
  trophy: () => <Trophy />,
  plaque: (variant) => <Plaque names={variant === 'two-names' ? ['TYSON', 'YŪREI'] : ['TYSON']} />,
  'archive-form': () => <ArchiveForm />,
  laptop: () => <Laptop />,
  plug: () => <Plug />,
  chalkboard: () => <Chalkboard />,
  radio: () => <Radio />,
  'spare-parts': () => <SpareParts />,
  lanterns: () => <Lanterns />,
  phones: (variant) => <Phone glowing={variant === 'glowing'} />,
  streetlight: () => <Streetlight />,
  nameplate: () => <Nameplate />,
};

/** The props with a drawing: the same keys as the shared registry (a test holds them equal). */
export const DRAWN_PROPS = Object.keys(ART) as PropId[];

/** One prop, marked with its id so tests (and people reading the markup) can find it. */
export function PropArt({ id, variant }: { id: PropId; variant?: PropVariant }) {
  return (
    <g data-prop={id} data-variant={variant} strokeLinejoin="round" strokeLinecap="round">
      {ART[id](variant)}
    </g>
  );
}
