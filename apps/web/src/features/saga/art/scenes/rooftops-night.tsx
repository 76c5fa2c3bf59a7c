import { BellTower, Fill, Halftone, INK, Skyline, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#142447" />
      <Halftone color="#3b5a9a" opacity={0.5} size={6} height={160} />
      <Stars seed={3} count={30} />
      <circle cx="320" cy="60" r="30" fill="#fff4c2" stroke={INK} strokeWidth={3} />
      <circle cx="332" cy="52" r="26" fill="#142447" />
      <BellTower x={90} base={190} scale={0.6} silhouette />
      <Skyline y={190} color="#0b1326" />
      {/* Lit windows in the halls. */}
      <g fill="#ffd23f" opacity="0.85">
        {[
          [50, 178],
          [100, 176],
          [236, 168],
          [246, 180],
          [276, 176],
          [360, 182],
        ].map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="6" height="7" />
        ))}
      </g>
      {/* Power lines across the roofs: the wires the ghost travels. */}
      <g data-prop="cables" fill="none">
        <path d="M0 122 Q100 150 200 128 T400 120" stroke={INK} strokeWidth={2.5} />
        <path d="M0 134 Q120 164 230 140 T400 136" stroke={INK} strokeWidth={2} />
        <g stroke="#7fd4ff" strokeWidth={2} opacity="0.8">
          <path d="M150 138 l6 -6 l4 8 l6 -8 l4 6" />
          <path d="M280 132 l5 -5 l4 7 l5 -7" />
        </g>
        <g stroke={INK} strokeWidth={4}>
          <path d="M200 128 V200 M184 136 H216" />
        </g>
      </g>
      <g stroke={INK} strokeWidth={3} fill="#253a63">
        {/* A water tower on the nearest roof. */}
        <path d="M352 160 L352 130 Q370 120 388 130 L388 160 Z" />
        <path d="M356 160 L350 178 M384 160 L390 178 M370 160 V178" fill="none" />
        <rect x="0" y="215" width="400" height="35" />
        <rect x="300" y="170" width="40" height="45" />
        <path d="M296 170 L320 150 L344 170 Z" />
        <path d="M0 215 H400" strokeWidth={5} />
      </g>
      <Halftone color="#0b1326" opacity={0.6} size={5} y={215} height={35} />
    </g>
  );
}
