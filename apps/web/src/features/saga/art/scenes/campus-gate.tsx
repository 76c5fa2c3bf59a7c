import { BellTower, Fill, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#bfe3ff" />
      <circle cx="330" cy="50" r="26" fill="#ffd23f" stroke={INK} strokeWidth={3} />
      <path
        d="M0 170 Q100 140 200 160 T400 150 L400 250 L0 250 Z"
        fill="#7cc57a"
        stroke={INK}
        strokeWidth={3}
      />
      <BellTower x={250} base={165} scale={0.7} />
      <path d="M160 250 L190 170 L210 170 L240 250 Z" fill="#e8d6b0" stroke={INK} strokeWidth={3} />
      <g stroke={INK} strokeWidth={3} fill="#b9a48a">
        <rect x="100" y="120" width="34" height="130" />
        <rect x="266" y="120" width="34" height="130" />
        <rect x="94" y="110" width="46" height="14" />
        <rect x="260" y="110" width="46" height="14" />
        <path d="M134 140 Q200 90 266 140 L266 156 Q200 108 134 156 Z" fill="#8a7560" />
      </g>
      <text
        x="200"
        y="132"
        textAnchor="middle"
        fontFamily="Bangers, Impact, sans-serif"
        fontSize="16"
        fill="#fff8e7"
        stroke={INK}
        strokeWidth="0.8"
      >
        MERIDIAN
      </text>
      <g fill="#4f9d55" stroke={INK} strokeWidth={3}>
        <circle cx="40" cy="150" r="30" />
        <circle cx="365" cy="145" r="28" />
      </g>
    </g>
  );
}
