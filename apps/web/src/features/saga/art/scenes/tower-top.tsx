import { Fill, INK, Stars } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#1c1640" />
      <Stars seed={5} count={30} />
      <g fill="#ffd23f" opacity="0.8">
        {Array.from({ length: 18 }, (_, index) => (
          <circle key={index} cx={(index * 61) % 400} cy={200 + ((index * 13) % 30)} r="2" />
        ))}
      </g>
      <g stroke={INK} strokeWidth={4}>
        <path d="M0 0 H60 V250 H0 Z M340 0 H400 V250 H340 Z" fill="#b9a48a" />
        <path d="M60 0 H340 V40 Q200 -10 60 40 Z" fill="#b9a48a" />
        <path d="M182 10 V-10 M218 10 V-10 M182 0 H218" fill="none" strokeWidth={6} />
        <path d="M165 40 Q200 20 235 40 L245 100 H155 Z" fill="#c9a227" />
        <path d="M0 230 H400 V250 H0 Z" fill="#8a7560" />
      </g>
    </g>
  );
}
