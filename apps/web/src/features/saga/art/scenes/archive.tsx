import { Fill, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#5a4632" />
      <path d="M300 0 L400 0 L240 250 L110 250 Z" fill="#ffe9a8" opacity="0.55" />
      <g stroke={INK} strokeWidth={3}>
        {[0, 60, 120, 180].map((y) => (
          <g key={y}>
            <rect x="0" y={y + 50} width="400" height="8" fill="#3a2a1c" />
            {Array.from({ length: 12 }, (_, index) => (
              <rect
                key={index}
                x={8 + index * 33}
                y={y + 16}
                width="26"
                height="34"
                fill={['#c9b08a', '#b58f5e', '#e0cfa8'][(index + y / 60) % 3]}
                strokeWidth={2}
              />
            ))}
          </g>
        ))}
      </g>
      <g fill="#fff8e7" opacity="0.7">
        {Array.from({ length: 14 }, (_, index) => (
          <circle
            key={index}
            cx={200 + ((index * 37) % 140)}
            cy={30 + ((index * 53) % 200)}
            r="1.6"
          />
        ))}
      </g>
    </g>
  );
}
