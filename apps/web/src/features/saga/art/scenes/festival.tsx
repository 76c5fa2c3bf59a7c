import { Fill, INK, Lanterns, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#22194a" />
      <Stars seed={11} />
      <Lanterns y={40} />
      <Lanterns y={90} colors={['#7fd4ff', '#ffd23f', '#9be15d']} />
      <g stroke={INK} strokeWidth={3}>
        <path d="M20 150 L70 130 L120 150 Z" fill="#c8201a" />
        <rect x="25" y="150" width="90" height="50" fill="#f4f1ea" />
        <path d="M280 150 L330 130 L380 150 Z" fill="#1f4fb8" />
        <rect x="285" y="150" width="90" height="50" fill="#f4f1ea" />
      </g>
      {/* The crowd, phones raised and glowing. */}
      <g fill="#0d0a1f" stroke={INK} strokeWidth={2}>
        {Array.from({ length: 16 }, (_, index) => {
          const x = 12 + index * 25;
          const y = 200 + (index % 3) * 8;
          return (
            <g key={index}>
              <circle cx={x} cy={y} r="11" />
              <rect x={x - 13} y={y + 10} width="26" height="50" rx="10" />
            </g>
          );
        })}
      </g>
      <g fill="#ffd23f" stroke={INK} strokeWidth={1.5}>
        {Array.from({ length: 8 }, (_, index) => (
          <rect
            key={index}
            x={30 + index * 48}
            y={170 + (index % 2) * 10}
            width="8"
            height="13"
            rx="2"
          />
        ))}
      </g>
    </g>
  );
}
