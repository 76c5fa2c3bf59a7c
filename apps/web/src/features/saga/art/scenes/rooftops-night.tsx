import { BellTower, Fill, INK, Skyline, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#142447" />
      <Stars seed={3} />
      <circle cx="320" cy="60" r="30" fill="#fff4c2" stroke={INK} strokeWidth={3} />
      <circle cx="332" cy="52" r="26" fill="#142447" />
      <BellTower x={90} base={190} scale={0.6} silhouette />
      <Skyline y={190} color="#0b1326" />
      <g stroke={INK} strokeWidth={3} fill="#253a63">
        <rect x="0" y="215" width="400" height="35" />
        <rect x="300" y="170" width="40" height="45" />
        <path d="M296 170 L320 150 L344 170 Z" />
      </g>
    </g>
  );
}
