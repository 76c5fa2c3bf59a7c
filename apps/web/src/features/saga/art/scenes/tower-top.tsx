import { Fill, Halftone, INK, Specks, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#1c1640" />
      <Halftone color="#4a3f8f" opacity={0.45} size={6} />
      <Stars seed={5} count={30} />
      <Specks
        count={26}
        fill="#ffd23f"
        opacity={0.85}
        x={{ from: 60, step: 61, span: 280 }}
        y={{ from: 196, step: 13, span: 30 }}
        r={1.8}
        large={{ every: 4, r: 2.8 }}
      />
      <g stroke={INK} strokeWidth={4}>
        <path d="M0 0 H60 V250 H0 Z M340 0 H400 V250 H340 Z" fill="#b9a48a" />
        <path
          d="M0 40 H60 M0 100 H60 M0 160 H60 M340 40 H400 M340 100 H400 M340 160 H400"
          strokeWidth={2}
        />
        <path d="M60 0 H340 V40 Q200 -10 60 40 Z" fill="#b9a48a" />
        <path
          data-prop="tuning-fork"
          d="M182 10 V-10 M218 10 V-10 M182 0 H218"
          fill="none"
          strokeWidth={6}
        />
        <path d="M200 10 V26" strokeWidth={4} />
        <g data-prop="bell">
          <path d="M165 40 Q200 20 235 40 L245 100 H155 Z" fill="#c9a227" />
          <path d="M150 100 H250" strokeWidth={6} />
          <path d="M178 46 Q172 70 170 92" fill="none" stroke="#f0d27a" strokeWidth={4} />
          <circle cx="200" cy="108" r="7" fill="#8a6a14" />
        </g>
        {/* The parapet. */}
        <path d="M0 230 H400 V250 H0 Z" fill="#8a7560" />
        {[70, 110, 150, 190, 230, 270, 310].map((x) => (
          <rect key={x} x={x} y="218" width="22" height="14" fill="#8a7560" strokeWidth={3} />
        ))}
      </g>
    </g>
  );
}
