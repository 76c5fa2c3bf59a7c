import { Fill, Halftone, INK, Specks } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#5a4632" />
      <Halftone color="#2e2318" opacity={0.6} size={6} />
      <g stroke={INK} strokeWidth={3}>
        {[0, 60, 120, 180].map((y) => (
          <g key={y}>
            <rect x="0" y={y + 50} width="400" height="8" fill="#3a2a1c" />
            {Array.from({ length: 12 }, (_, index) => (
              <g key={index}>
                <rect
                  x={8 + index * 33}
                  y={y + 16}
                  width="26"
                  height="34"
                  fill={['#c9b08a', '#b58f5e', '#e0cfa8'][(index + y / 60) % 3]}
                  strokeWidth={2}
                />
                <rect
                  x={14 + index * 33}
                  y={y + 24}
                  width="14"
                  height="6"
                  fill="#fbf7ea"
                  strokeWidth={1}
                />
              </g>
            ))}
          </g>
        ))}
      </g>
      {/* The high window the sunrise comes through. */}
      <g stroke={INK} strokeWidth={3}>
        <rect x="318" y="4" width="62" height="40" fill="#ffd08a" />
        <path d="M349 4 V44 M318 24 H380" />
      </g>
      <path d="M318 44 L380 44 L260 250 L110 250 Z" fill="#ffe9a8" opacity="0.5" />
      <Specks
        count={18}
        fill="#fff8e7"
        opacity={0.8}
        x={{ from: 170, step: 37, span: 170 }}
        y={{ from: 50, step: 53, span: 190 }}
        r={1.4}
        large={{ every: 3, r: 2.2 }}
      />
    </g>
  );
}
