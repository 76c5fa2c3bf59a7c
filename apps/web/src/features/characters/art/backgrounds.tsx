import { useId, type ReactNode } from 'react';
import { getCharacter, type CharacterId } from '@tuning/shared/saga/characters';

/**
 * A full-bleed, decorative chat backdrop per character. Motifs stay pale so message bubbles on
 * top keep their contrast.
 */
export function CharacterBackground({ characterId }: { characterId: CharacterId }) {
  const { colours } = getCharacter(characterId);
  const id = useId();
  const dots = `${id}-dots`;
  return (
    <svg
      className="character-background"
      viewBox="0 0 400 700"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', zIndex: 0 }}
    >
      <defs>
        <pattern id={dots} width="12" height="12" patternUnits="userSpaceOnUse">
          <circle cx="6" cy="6" r="2" fill={colours.primary} opacity="0.12" />
        </pattern>
      </defs>
      <rect width="400" height="700" fill={colours.tint} />
      {MOTIFS[characterId](colours.primary, colours.accent)}
      <rect width="400" height="700" fill={`url(#${dots})`} />
    </svg>
  );
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index);

const MOTIFS: Record<CharacterId, (primary: string, accent: string) => ReactNode> = {
  // Radio waves rolling out of a speaker: Full Volume.
  tyson: (primary, accent) => (
    <g fill="none" strokeWidth="10">
      {range(9).map((index) => (
        <circle
          key={index}
          cx="340"
          cy="120"
          r={40 + index * 60}
          stroke={index % 2 ? primary : accent}
          opacity={0.16}
        />
      ))}
      <path d="M40 560 L90 480 L70 480 L110 400" stroke={primary} opacity="0.18" strokeWidth="14" />
    </g>
  ),
  // A circuit board at night, with a ghostly glow.
  yurei: (primary, accent) => (
    <g>
      <rect width="400" height="700" fill={primary} opacity="0.08" />
      <g fill="none" stroke={primary} strokeWidth="4" opacity="0.18">
        {range(8).map((index) => (
          <path
            key={index}
            d={`M0 ${60 + index * 85} H${120 + (index % 3) * 40} L${170 + (index % 3) * 40} ${100 + index * 85} H400`}
          />
        ))}
      </g>
      <g fill={accent} opacity="0.4">
        {range(8).map((index) => (
          <circle key={index} cx={120 + (index % 3) * 40} cy={60 + index * 85} r="7" />
        ))}
      </g>
      <ellipse cx="300" cy="620" rx="140" ry="90" fill={accent} opacity="0.18" />
    </g>
  ),
  // Sunrise rays over the horizon.
  asahi: (primary, accent) => (
    <g>
      {range(12).map((index) => {
        const angle = (Math.PI * (index + 0.5)) / 12;
        const x = 200 - Math.cos(angle) * 900;
        const y = 700 - Math.sin(angle) * 900;
        const x2 = 200 - Math.cos(angle + 0.12) * 900;
        const y2 = 700 - Math.sin(angle + 0.12) * 900;
        return (
          <path
            key={index}
            d={`M200 700 L${x} ${y} L${x2} ${y2} Z`}
            fill={index % 2 ? accent : primary}
            opacity="0.13"
          />
        );
      })}
      <circle cx="200" cy="700" r="150" fill={accent} opacity="0.35" />
    </g>
  ),
  // Cold geometry: hexagons and bars of static.
  kaizetsu: (primary, accent) => (
    <g>
      <g fill="none" stroke={primary} strokeWidth="4" opacity="0.16">
        {range(6).flatMap((row) =>
          range(5).map((col) => {
            const cx = col * 90 + (row % 2) * 45;
            const cy = row * 120 + 40;
            return (
              <path
                key={`${row}-${col}`}
                d={`M${cx} ${cy - 40} L${cx + 35} ${cy - 20} L${cx + 35} ${cy + 20} L${cx} ${cy + 40} L${cx - 35} ${cy + 20} L${cx - 35} ${cy - 20} Z`}
              />
            );
          }),
        )}
      </g>
      <g fill={accent} opacity="0.2">
        {range(10).map((index) => (
          <rect key={index} x="0" y={30 + index * 70} width="400" height="4" />
        ))}
      </g>
    </g>
  ),
  // Wind streaks and gusts.
  kazeo: (primary, accent) => (
    <g fill="none" strokeLinecap="round">
      {range(12).map((index) => (
        <path
          key={index}
          d={`M${-40 + (index % 4) * 30} ${40 + index * 56} q120 -30 240 0 t240 0`}
          stroke={index % 2 ? primary : accent}
          strokeWidth={index % 3 ? 6 : 12}
          opacity="0.2"
        />
      ))}
      <path d="M260 180 a40 40 0 1 1 40 40 h-160" stroke={primary} strokeWidth="8" opacity="0.2" />
    </g>
  ),
};
