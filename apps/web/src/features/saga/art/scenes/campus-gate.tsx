import { BellTower, Cloud, Fill, Halftone, INK } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#bfe3ff" />
      <Halftone color="#ffffff" opacity={0.35} height={140} />
      <Cloud x={70} y={52} scale={1.1} />
      <Cloud x={190} y={30} scale={0.8} />
      <circle cx="330" cy="50" r="26" fill="#ffd23f" stroke={INK} strokeWidth={3} />
      <g stroke="#ffd23f" strokeWidth={4} strokeLinecap="round">
        {Array.from({ length: 8 }, (_, index) => {
          const angle = (index / 8) * Math.PI * 2;
          return (
            <path
              key={index}
              d={`M${330 + Math.cos(angle) * 34} ${50 + Math.sin(angle) * 34} L${330 + Math.cos(angle) * 44} ${50 + Math.sin(angle) * 44}`}
            />
          );
        })}
      </g>
      {/* Hall roofs on the hill. */}
      <g stroke={INK} strokeWidth={3}>
        <path d="M0 150 V118 L40 100 L80 118 V150 Z" fill="#e6d3b3" />
        <path d="M330 150 V112 L366 96 L400 112 V150 Z" fill="#e6d3b3" />
        <path d="M-4 120 L40 98 L84 120" fill="none" stroke="#8f2f2a" strokeWidth={6} />
        <path d="M326 114 L366 94 L404 114" fill="none" stroke="#8f2f2a" strokeWidth={6} />
        {[14, 50, 344, 378].map((x) => (
          <rect key={x} x={x} y="124" width="12" height="14" fill="#2a3550" strokeWidth={2} />
        ))}
      </g>
      <path
        d="M0 170 Q100 140 200 160 T400 150 L400 250 L0 250 Z"
        fill="#7cc57a"
        stroke={INK}
        strokeWidth={3}
      />
      <Halftone color="#2f6b36" opacity={0.3} size={6} y={170} height={80} />
      <BellTower x={250} base={165} scale={0.7} />
      <path d="M160 250 L190 170 L210 170 L240 250 Z" fill="#e8d6b0" stroke={INK} strokeWidth={3} />
      <path d="M180 214 h40 M186 194 h28" stroke="#c9b08a" strokeWidth={2} />
      <g stroke={INK} strokeWidth={3} fill="#b9a48a">
        <rect x="100" y="120" width="34" height="130" />
        <rect x="266" y="120" width="34" height="130" />
        <rect x="94" y="110" width="46" height="14" />
        <rect x="260" y="110" width="46" height="14" />
        <path d="M134 140 Q200 90 266 140 L266 156 Q200 108 134 156 Z" fill="#8a7560" />
        <path d="M100 160 h34 M100 200 h34 M266 160 h34 M266 200 h34" strokeWidth={2} />
      </g>
      {/* Festival flags already strung across the gate. */}
      <g stroke={INK} strokeWidth={1.5}>
        <path d="M134 150 Q200 178 266 150" fill="none" />
        {Array.from({ length: 7 }, (_, index) => {
          const x = 144 + index * 18;
          const y = 156 + 10 * Math.sin((Math.PI * (x - 134)) / 132);
          return (
            <path
              key={index}
              d={`M${x - 6} ${y} L${x + 6} ${y} L${x} ${y + 10} Z`}
              fill={['#c8201a', '#ffd23f', '#1f4fb8'][index % 3]}
            />
          );
        })}
      </g>
      <text
        x="200"
        y="132"
        textAnchor="middle"
        fontFamily="Bangers, Impact, sans-serif"
        fontSize="16"
        fill="#fff8e7"
        stroke={INK}
        strokeWidth="0.8"
      >
        MERIDIAN
      </text>
      <g fill="#4f9d55" stroke={INK} strokeWidth={3}>
        <rect x="36" y="170" width="8" height="40" fill="#7a5c3a" />
        <rect x="361" y="165" width="8" height="40" fill="#7a5c3a" />
        <circle cx="40" cy="150" r="30" />
        <circle cx="365" cy="145" r="28" />
        <circle cx="20" cy="232" r="22" />
        <circle cx="384" cy="228" r="24" />
      </g>
    </g>
  );
}
