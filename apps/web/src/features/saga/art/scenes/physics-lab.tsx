import { Fill, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#cfe6d7" />
      <g stroke={INK} strokeWidth={3}>
        <rect x="30" y="20" width="200" height="100" fill="#24493a" />
        <g fill="none" stroke="#f4f1ea" strokeWidth={2}>
          <path d="M50 50 q20 -20 40 0 t40 0" />
          <path d="M50 80 h60 M120 74 v12 M114 80 h12" />
          <path d="M150 60 l20 30 l20 -30" />
        </g>
        <text
          x="60"
          y="110"
          fontFamily="Comic Neue, sans-serif"
          fontSize="14"
          fill="#f4f1ea"
          strokeWidth="0"
        >
          f = 88.1 MHz
        </text>
        <rect x="270" y="30" width="110" height="90" fill="#b58f5e" />
        <path d="M270 60 H380 M270 90 H380" />
        <circle cx="300" cy="50" r="8" fill="#ffd23f" />
        <rect x="330" y="70" width="24" height="18" fill="#7fd4ff" />
        <rect x="0" y="190" width="400" height="60" fill="#6b7d8c" />
        <rect x="0" y="180" width="400" height="14" fill="#39454f" />
        <g transform="translate(350 180)">
          <rect x="-8" y="-40" width="16" height="40" fill="#c98d5c" />
          <circle cy="-48" r="12" fill="#ccc" />
          <path d="M-12 -56 l-10 -12 M12 -56 l12 -10 M0 -60 v-14" stroke="#1f4fb8" />
        </g>
      </g>
    </g>
  );
}
