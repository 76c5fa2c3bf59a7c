import { Fill, Halftone, INK, Lanterns, Stars, Student } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#22194a" />
      <Halftone color="#5a3f8f" opacity={0.45} size={6} />
      <Stars seed={11} />
      <Lanterns y={40} />
      <Lanterns y={90} colors={['#7fd4ff', '#ffd23f', '#9be15d']} />
      <g stroke={INK} strokeWidth={3}>
        <path d="M20 150 L70 130 L120 150 Z" fill="#c8201a" />
        <rect x="25" y="150" width="90" height="50" fill="#f4f1ea" />
        <path d="M25 150 h90" stroke="#c8201a" strokeWidth={6} strokeDasharray="10 8" />
        <path d="M280 150 L330 130 L380 150 Z" fill="#1f4fb8" />
        <rect x="285" y="150" width="90" height="50" fill="#f4f1ea" />
        <path d="M285 150 h90" stroke="#1f4fb8" strokeWidth={6} strokeDasharray="10 8" />
      </g>
      <ellipse cx="200" cy="250" rx="240" ry="70" fill="#ffd23f" opacity="0.18" />
      {/* The crowd, phones raised and glowing. */}
      {Array.from({ length: 15 }, (_, index) => (
        <Student
          key={index}
          x={14 + index * 27}
          y={256 + (index % 3) * 6}
          scale={0.95 + (index % 2) * 0.1}
          phone={index % 2 === 0 ? 'glowing' : undefined}
        />
      ))}
    </g>
  );
}
