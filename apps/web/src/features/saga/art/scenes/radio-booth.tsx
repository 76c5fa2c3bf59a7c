import { Fill, INK, Window } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#3b3f73" />
      {/* Acoustic foam. */}
      <g fill="#2c2f59">
        {Array.from({ length: 40 }, (_, index) => (
          <path
            key={index}
            d={`M${(index % 10) * 40} ${Math.floor(index / 10) * 40} l20 20 l20 -20 l-20 20 l20 20 h-40 l20 -20 z`}
          />
        ))}
      </g>
      <Window x={20} y={30} w={90} h={70} glass="#9fd2ff" />
      <g stroke={INK} strokeWidth={3}>
        <rect x="270" y="24" width="100" height="36" rx="6" fill="#c8201a" />
        <text
          x="320"
          y="50"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize="22"
          fill="#fff"
          strokeWidth="0"
        >
          ON AIR
        </text>
        <rect x="0" y="190" width="400" height="60" fill="#6b4a2e" />
        <rect x="14" y="178" width="160" height="22" rx="4" fill="#222" />
        {Array.from({ length: 10 }, (_, index) => (
          <rect
            key={index}
            x={24 + index * 15}
            y={182}
            width="6"
            height="14"
            fill={index % 3 ? '#ffd23f' : '#7fd4ff'}
            strokeWidth={1}
          />
        ))}
        <path d="M330 190 L330 120" strokeWidth={5} />
        <rect x="318" y="96" width="24" height="34" rx="12" fill="#888" />
      </g>
    </g>
  );
}
