import { Fill, Halftone, INK, Student } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#f3d9a4" />
      <Halftone color="#d9a55a" opacity={0.45} size={6} />
      {/* Spotlights on the stage. */}
      <g fill="#fff8e7" opacity="0.45">
        <path d="M60 30 L0 200 H120 Z" />
        <path d="M340 30 L280 200 H400 Z" />
      </g>
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
      </g>
      {/* Other teams' stands and a few visitors in the back. */}
      <g stroke={INK} strokeWidth={2.5}>
        <rect x="14" y="96" width="60" height="44" fill="#fff8e7" />
        <rect x="326" y="96" width="60" height="44" fill="#fff8e7" />
        <path d="M22 108 h44 M22 118 h30 M334 108 h44 M334 118 h30" strokeWidth={1.5} />
      </g>
      <Student x={120} y={200} scale={0.9} fill="#8a6a3a" />
      <Student x={286} y={200} scale={0.85} fill="#8a6a3a" />
      <g stroke={INK} strokeWidth={3}>
        <rect x="0" y="200" width="400" height="50" fill="#a4744a" />
        <path d="M0 214 H400" stroke="#7a5c3a" strokeWidth={2} />
        {/* The prize table. */}
        <rect x="150" y="196" width="100" height="8" fill="#f4f1ea" />
      </g>
    </g>
  );
}
