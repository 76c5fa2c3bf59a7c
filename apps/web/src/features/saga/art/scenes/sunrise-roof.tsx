import { BellTower, Cloud, Halftone, INK, W, H } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <rect width={W} height={H} fill="#ffb46b" />
      <rect width={W} height="80" fill="#ff8a5c" />
      <rect y="80" width={W} height="60" fill="#ffd08a" />
      <Halftone color="#ff6b4a" opacity={0.35} size={6} height={80} />
      <Cloud x={300} y={50} scale={0.9} fill="#ffd9b8" />
      <Cloud x={60} y={40} scale={0.7} fill="#ffd9b8" />
      <circle cx="120" cy="170" r="50" fill="#ffd23f" stroke={INK} strokeWidth={3} />
      <g stroke="#ffd23f" strokeWidth={6} opacity="0.8">
        {Array.from({ length: 9 }, (_, index) => {
          const angle = Math.PI + (Math.PI * (index + 1)) / 10;
          return (
            <path
              key={index}
              d={`M${120 + Math.cos(angle) * 62} ${170 + Math.sin(angle) * 62} L${120 + Math.cos(angle) * 95} ${170 + Math.sin(angle) * 95}`}
            />
          );
        })}
      </g>
      {/* Birds, and the far rooftops in silhouette. */}
      <path
        d="M220 70 q5 -5 10 0 q5 -5 10 0 M250 54 q4 -4 8 0 q4 -4 8 0"
        fill="none"
        stroke={INK}
        strokeWidth={2}
      />
      <path d="M0 190 V170 H50 V160 H90 V176 H200 V166 H240 V190 Z" fill="#8f4a3a" opacity="0.8" />
      <BellTower x={310} base={190} scale={0.6} silhouette />
      <path d="M0 190 H400 V250 H0 Z" fill="#6b4a2e" stroke={INK} strokeWidth={3} />
      <path d="M0 190 H400" stroke={INK} strokeWidth={6} />
      <Halftone color="#3a2a1c" opacity={0.5} size={5} y={192} height={58} />
      <g stroke={INK} strokeWidth={3}>
        <rect x="356" y="160" width="34" height="30" fill="#9aa6b2" />
        <path d="M362 168 h22 M362 176 h22" strokeWidth={2} />
      </g>
    </g>
  );
}
