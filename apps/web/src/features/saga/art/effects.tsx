import type { PanelEffect } from '@tuning/shared/saga/story';
import { H, INK, W } from './scene-kit.tsx';

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

/** Effects drawn between the scene and the characters. */
export function EffectBehind({ effect }: { effect: PanelEffect | undefined }) {
  if (effect === 'impact') {
    return (
      <g>
        {range(28).map((index) => {
          const angle = (index / 28) * Math.PI * 2;
          const spread = 0.07;
          return (
            <path
              key={index}
              d={`M${W / 2} ${H / 2} L${W / 2 + Math.cos(angle - spread) * 400} ${H / 2 + Math.sin(angle - spread) * 400} L${W / 2 + Math.cos(angle + spread) * 400} ${H / 2 + Math.sin(angle + spread) * 400} Z`}
              fill={index % 2 ? '#ffd23f' : '#fff8e7'}
              opacity="0.75"
            />
          );
        })}
      </g>
    );
  }
  if (effect === 'glow') {
    return (
      <g>
        <circle cx={W / 2} cy={H * 0.7} r="150" fill="#ffd23f" opacity="0.22" />
        <circle cx={W / 2} cy={H * 0.7} r="100" fill="#ffd23f" opacity="0.25" />
        {range(4).map((index) => (
          <circle
            key={index}
            cx={W / 2}
            cy={H * 0.6}
            r={60 + index * 40}
            fill="none"
            stroke="#fff8e7"
            strokeWidth="3"
            opacity={0.5 - index * 0.1}
          />
        ))}
      </g>
    );
  }
  if (effect === 'speed-lines') {
    return (
      <g stroke="#fff8e7" strokeLinecap="round" opacity="0.8">
        {range(16).map((index) => (
          <path
            key={index}
            d={`M${(index * 71) % 160} ${12 + index * 15} h${120 + ((index * 37) % 140)}`}
            strokeWidth={index % 3 ? 2 : 4}
          />
        ))}
      </g>
    );
  }
  return null;
}

/** Effects drawn over everything. */
export function EffectFront({ effect }: { effect: PanelEffect | undefined }) {
  if (effect === 'static') {
    return (
      <g opacity="0.35" pointerEvents="none">
        {range(40).map((index) => (
          <rect
            key={index}
            x={(index * 53) % 360}
            y={(index * 29) % H}
            width={20 + ((index * 17) % 60)}
            height={index % 4 === 0 ? 4 : 2}
            fill={index % 3 ? '#c9b8ff' : '#fff'}
          />
        ))}
      </g>
    );
  }
  if (effect === 'flashback') {
    return (
      <g pointerEvents="none">
        <rect width={W} height={H} fill="#a0743a" opacity="0.28" />
        <rect
          x="6"
          y="6"
          width={W - 12}
          height={H - 12}
          rx="24"
          fill="none"
          stroke="#fff8e7"
          strokeWidth="10"
          strokeDasharray="2 10"
          opacity="0.8"
        />
      </g>
    );
  }
  if (effect === 'speed-lines') {
    return (
      <g stroke={INK} strokeLinecap="round" opacity="0.5" pointerEvents="none">
        {range(6).map((index) => (
          <path
            key={index}
            d={`M${W - 90 + (index % 2) * 20} ${30 + index * 36} h70`}
            strokeWidth="2"
          />
        ))}
      </g>
    );
  }
  return null;
}
