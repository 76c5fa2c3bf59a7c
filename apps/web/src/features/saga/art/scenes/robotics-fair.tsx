import { Fill, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#f3d9a4" />
      <g stroke={INK} strokeWidth={3}>
        <path d="M0 0 H400 V30 H0 Z" fill="#c8201a" />
        <rect x="90" y="40" width="220" height="36" fill="#1f4fb8" />
        <text
          x="200"
          y="66"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize="24"
          fill="#fff"
          strokeWidth="0"
        >
          ROBOTICS FAIR
        </text>
        {Array.from({ length: 10 }, (_, index) => (
          <path
            key={index}
            d={`M${index * 40} 30 l20 22 l20 -22 Z`}
            fill={index % 2 ? '#ffd23f' : '#177237'}
            strokeWidth={2}
          />
        ))}
        <rect x="0" y="200" width="400" height="50" fill="#a4744a" />
        <rect x="300" y="160" width="80" height="40" fill="#f4f1ea" />
        <path d="M325 160 L322 130 Q340 120 358 130 L355 160 Z" fill="#e0b020" />
        <g transform="translate(40 165)">
          <rect width="50" height="30" rx="6" fill="#9aa6b2" />
          <circle cx="12" cy="34" r="8" fill="#333" />
          <circle cx="38" cy="34" r="8" fill="#333" />
          <circle cx="25" cy="12" r="6" fill="#7fd4ff" />
          <path d="M25 0 V-12" />
        </g>
      </g>
    </g>
  );
}
