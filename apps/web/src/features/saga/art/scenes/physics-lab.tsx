import { BellTower, Fill, Halftone, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#cfe6d7" />
      <Halftone color="#8fbf9f" opacity={0.5} size={6} height={190} />
      <g stroke={INK} strokeWidth={3} data-prop="chalkboard">
        <rect x="20" y="20" width="210" height="104" fill="#24493a" />
        <rect x="14" y="122" width="222" height="8" fill="#b58f5e" />
        <g fill="none" stroke="#f4f1ea" strokeWidth={2}>
          <path d="M40 50 q20 -20 40 0 t40 0" />
          <path d="M40 80 h60 M110 74 v12 M104 80 h12" />
          <path d="M150 46 l20 30 l20 -30" />
          <path d="M136 96 h14 l8 -14 l8 28 l8 -14 h14" />
        </g>
        <text
          x="46"
          y="112"
          fontFamily="Comic Neue, sans-serif"
          fontSize="14"
          fill="#f4f1ea"
          strokeWidth="0"
        >
          f = 88.1 MHz
        </text>
      </g>
      {/* The window looks out on the bell tower and its antenna. */}
      <g stroke={INK} strokeWidth={3}>
        <rect x="262" y="16" width="122" height="110" fill="#9fd2ff" />
      </g>
      <g>
        <path d="M264 110 Q300 96 340 104 T384 100 V124 H264 Z" fill="#7cc57a" />
        <BellTower x={330} base={120} scale={0.48} />
      </g>
      <g stroke={INK} strokeWidth={3} fill="none">
        <rect x="262" y="16" width="122" height="110" />
        <path d="M323 16 V126 M262 70 H384" />
      </g>
      <g stroke={INK} strokeWidth={3}>
        <rect x="0" y="190" width="400" height="60" fill="#6b7d8c" />
        <rect x="0" y="180" width="400" height="14" fill="#39454f" />
        <g transform="translate(248 180)">
          <rect x="-8" y="-30" width="16" height="30" fill="#c98d5c" />
          <circle cy="-38" r="10" fill="#ccc" />
          <path d="M-10 -46 l-8 -10 M10 -46 l10 -8 M0 -48 v-12" stroke="#1f4fb8" />
        </g>
      </g>
      <Halftone color="#39454f" opacity={0.5} size={5} y={194} height={56} />
    </g>
  );
}
