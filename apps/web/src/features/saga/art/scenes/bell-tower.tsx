import { BellTower, Fill, Halftone, INK, Lanterns, Skyline, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#2a1b4d" />
      <Halftone color="#5a3f8f" opacity={0.5} size={6} />
      <Stars seed={7} count={30} />
      {/* The festival glows over the hill. */}
      <ellipse cx="200" cy="250" rx="260" ry="90" fill="#ff8a5c" opacity="0.28" />
      <Skyline y={212} color="#1a1033" />
      <BellTower x={200} base={250} scale={1.2} />
      <g stroke={INK} strokeWidth={3}>
        <path d="M174 250 V226 Q200 206 226 226 V250 Z" fill="#3a2a1c" />
        <path d="M160 250 L240 250" strokeWidth={5} />
      </g>
      <Lanterns y={210} />
      <g fill="#ffd23f" opacity="0.8">
        {Array.from({ length: 12 }, (_, index) => (
          <circle key={index} cx={(index * 37) % 400} cy={236 + (index % 3) * 4} r="1.6" />
        ))}
      </g>
    </g>
  );
}
