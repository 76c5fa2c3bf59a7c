import { BellTower, INK, W, H } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <rect width={W} height={H} fill="#ffb46b" />
      <rect width={W} height="80" fill="#ff8a5c" />
      <rect y="80" width={W} height="60" fill="#ffd08a" />
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
      <BellTower x={310} base={190} scale={0.6} silhouette />
      <path d="M0 190 H400 V250 H0 Z" fill="#6b4a2e" stroke={INK} strokeWidth={3} />
      <path d="M0 190 H400" stroke={INK} strokeWidth={6} />
    </g>
  );
}
