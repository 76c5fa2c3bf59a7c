import { Fill, Halftone, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#e9e2f2" />
      <Halftone color="#b9a6d6" opacity={0.45} size={6} height={200} />
      <g stroke={INK} strokeWidth={3}>
        {[30, 150, 270].map((x) => (
          <path key={x} d={`M${x} 200 V70 Q${x + 50} 10 ${x + 100} 70 V200 Z`} fill="#b8c8ef" />
        ))}
        {/* Light falling through the tall windows. */}
        {[30, 150, 270].map((x) => (
          <path
            key={`l${x}`}
            d={`M${x + 10} 200 L${x + 90} 200 L${x + 110} 250 L${x - 10} 250 Z`}
            fill="#fff8e7"
            opacity="0.25"
            stroke="none"
          />
        ))}
        {[30, 150, 270].map((x) => (
          <path key={`m${x}`} d={`M${x + 50} 30 V200 M${x} 120 H${x + 100}`} fill="none" />
        ))}
        {[10, 130, 250, 370].map((x) => (
          <rect key={`c${x}`} x={x} y="20" width="20" height="190" fill="#f4f1ea" />
        ))}
        {[10, 130, 250, 370].map((x) => (
          <path key={`f${x}`} d={`M${x + 6} 30 V200 M${x + 14} 30 V200`} strokeWidth={1.2} />
        ))}
        <rect x="0" y="0" width="400" height="20" fill="#5b2a86" />
        <path d="M0 20 H400" strokeWidth={4} />
        <rect x="0" y="200" width="400" height="50" fill="#7a5c3a" />
        {[0, 50, 100, 150, 200, 250, 300, 350].map((x) => (
          <path key={`b${x}`} d={`M${x} 200 L${x - 30} 250`} strokeWidth={1.5} />
        ))}
        {/* The council's seal over the middle window. */}
        <circle cx="200" cy="84" r="14" fill="#c9a227" />
        <path d="M193 84 L200 74 L207 84 L200 94 Z" fill="#5b2a86" strokeWidth={2} />
        <g data-prop="banner">
          <path d="M150 6 H250 V62 L200 50 L150 62 Z" fill="#5b2a86" />
          <text
            x="200"
            y="34"
            textAnchor="middle"
            fontFamily="Bangers, Impact, sans-serif"
            fontSize="15"
            fill="#ffd23f"
            strokeWidth="0"
          >
            QUIET CAMPUS
          </text>
        </g>
      </g>
    </g>
  );
}
