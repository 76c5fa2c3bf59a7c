import { Fill, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#e9e2f2" />
      <g stroke={INK} strokeWidth={3}>
        {[30, 150, 270].map((x) => (
          <path key={x} d={`M${x} 200 V70 Q${x + 50} 10 ${x + 100} 70 V200 Z`} fill="#b8c8ef" />
        ))}
        {[30, 150, 270].map((x) => (
          <path key={`m${x}`} d={`M${x + 50} 30 V200 M${x} 120 H${x + 100}`} fill="none" />
        ))}
        {[10, 130, 250, 370].map((x) => (
          <rect key={`c${x}`} x={x} y="20" width="20" height="190" fill="#f4f1ea" />
        ))}
        <rect x="0" y="200" width="400" height="50" fill="#7a5c3a" />
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
  );
}
