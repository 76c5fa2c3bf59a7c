import { BellTower, Fill, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#3a2350" />
      <rect y="120" width="400" height="80" fill="#4b2d66" />
      <BellTower x={200} base={180} scale={0.75} silhouette />
      <g fill="#1d1228" stroke={INK} strokeWidth={3}>
        <circle cx="60" cy="150" r="40" />
        <circle cx="340" cy="145" r="44" />
        <rect x="55" y="170" width="10" height="40" />
        <rect x="335" y="170" width="10" height="40" />
      </g>
      <path d="M0 200 H400 V250 H0 Z" fill="#2b2b35" stroke={INK} strokeWidth={3} />
      <g stroke={INK} strokeWidth={4} fill="none">
        <path d="M120 250 V120 Q120 104 140 104" />
        <rect x="136" y="100" width="18" height="10" fill="#555" strokeWidth={3} />
      </g>
    </g>
  );
}
