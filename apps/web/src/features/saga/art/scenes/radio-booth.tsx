import { Fill, Halftone, INK, Window } from '../scene-kit.tsx';

export function Scene() {
  return (
    <g>
      <Fill color="#3b3f73" />
      {/* Acoustic foam. */}
      <g fill="#2c2f59">
        {Array.from({ length: 50 }, (_, index) => (
          <path
            key={index}
            d={`M${(index % 10) * 40} ${Math.floor(index / 10) * 40} l20 20 l20 -20 l-20 20 l20 20 h-40 l20 -20 z`}
          />
        ))}
      </g>
      <Halftone color="#8f95d8" opacity={0.3} size={6} />
      <Window x={20} y={30} w={90} h={70} glass="#9fd2ff" />
      <path d="M26 36 l20 0 l-20 26 Z" fill="#fff" opacity="0.5" />
      {/* A clock (Tyson is always early) and the show's poster. */}
      <g stroke={INK} strokeWidth={3}>
        <circle cx="200" cy="40" r="17" fill="#fff8e7" />
        <path d="M200 40 V28 M200 40 L209 45" strokeWidth={2.5} />
        <rect x="130" y="76" width="44" height="58" fill="#ffd23f" transform="rotate(-4 152 105)" />
      </g>
      <g transform="rotate(-4 152 105)">
        <text
          x="152"
          y="98"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize="13"
          fill="#c8201a"
        >
          FULL
        </text>
        <text
          x="152"
          y="112"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize="11"
          fill="#141414"
        >
          VOLUME
        </text>
        <text
          x="152"
          y="126"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize="11"
          fill="#1f4fb8"
        >
          88.1
        </text>
      </g>
      <g stroke={INK} strokeWidth={3} data-prop="on-air-sign">
        <rect x="270" y="24" width="100" height="36" rx="6" fill="#c8201a" />
        <circle cx="320" cy="42" r="40" fill="#ff6b5a" opacity="0.18" stroke="none" />
        <text
          x="320"
          y="50"
          textAnchor="middle"
          fontFamily="Bangers, Impact, sans-serif"
          fontSize="22"
          fill="#fff"
          strokeWidth="0"
        >
          ON AIR
        </text>
      </g>
      {/* Record shelf. */}
      <g stroke={INK} strokeWidth={2}>
        <rect x="236" y="86" width="150" height="8" fill="#6b4a2e" />
        {Array.from({ length: 12 }, (_, index) => (
          <rect
            key={index}
            x={242 + index * 12}
            y={index % 4 === 0 ? 62 : 66}
            width="10"
            height={index % 4 === 0 ? 24 : 20}
            fill={['#c8201a', '#ffd23f', '#7fd4ff', '#9be15d'][index % 4]}
          />
        ))}
      </g>
      <g stroke={INK} strokeWidth={3}>
        <rect x="0" y="190" width="400" height="60" fill="#6b4a2e" />
        <path d="M0 206 H400" stroke="#4e3520" strokeWidth={2} />
        <g data-prop="mixing-desk">
          <rect x="14" y="178" width="160" height="22" rx="4" fill="#222" />
          {Array.from({ length: 10 }, (_, index) => (
            <rect
              key={index}
              x={24 + index * 15}
              y={182}
              width="6"
              height="14"
              fill={index % 3 ? '#ffd23f' : '#7fd4ff'}
              strokeWidth={1}
            />
          ))}
        </g>
        <g data-prop="microphone">
          <path d="M330 190 L330 120" strokeWidth={5} />
          <rect x="318" y="96" width="24" height="34" rx="12" fill="#888" />
          <path d="M322 106 H338 M321 113 H339 M322 120 H338" strokeWidth={1.5} />
        </g>
      </g>
    </g>
  );
}
