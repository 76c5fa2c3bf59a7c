import { useId } from 'react';

/** Small drawing pieces shared by the scene backgrounds (400×250 units). */
export const INK = '#141414';
export const W = 400;
export const H = 250;

export function Fill({ color }: { color: string }) {
  return <rect width={W} height={H} fill={color} />;
}

export function Stars({ seed = 1, count = 24 }: { seed?: number; count?: number }) {
  return (
    <g fill="#fff8e7">
      {Array.from({ length: count }, (_, index) => {
        const x = (index * 97 * seed + 31) % W;
        const y = (index * 53 * seed + 17) % 120;
        return <circle key={index} cx={x} cy={y} r={index % 3 ? 1.2 : 2} />;
      })}
    </g>
  );
}

/**
 * Dots scattered by fixed steps over a box (dust in a sunbeam, lights in the crowd): dot `i` at
 * `x.from + (i * x.step) % x.span` (and so for y), every `large.every`th one larger.
 */
export function Specks(props: {
  count: number;
  fill: string;
  opacity: number;
  x: { from: number; step: number; span: number };
  y: { from: number; step: number; span: number };
  r: number;
  large: { every: number; r: number };
}) {
  const { x, y } = props;
  return (
    <g fill={props.fill} opacity={props.opacity}>
      {Array.from({ length: props.count }, (_, index) => (
        <circle
          key={index}
          cx={x.from + ((index * x.step) % x.span)}
          cy={y.from + ((index * y.step) % y.span)}
          r={index % props.large.every ? props.r : props.large.r}
        />
      ))}
    </g>
  );
}

/** The bell tower of Meridian with its iron antenna, the "Tuning Fork". */
export function BellTower({
  x,
  base,
  scale = 1,
  fill = '#d9c7a0',
  silhouette = false,
}: {
  x: number;
  base: number;
  scale?: number;
  fill?: string;
  silhouette?: boolean;
}) {
  const body = silhouette ? INK : fill;
  return (
    <g transform={`translate(${x} ${base}) scale(${scale})`} stroke={INK} strokeWidth={3}>
      <path
        data-prop="tuning-fork"
        d="M-6 -170 L-6 -200 M6 -170 L6 -200 M-6 -178 L6 -178"
        fill="none"
        strokeWidth={4}
      />
      <path d="M0 -150 L-6 -170 L6 -170 Z" fill={body} />
      <path d="M-22 -110 L0 -150 L22 -110 Z" fill={silhouette ? INK : '#8f2f2a'} />
      <rect x="-22" y="-110" width="44" height="110" fill={body} />
      <path
        d="M-12 -96 L-12 -80 Q0 -92 12 -80 L12 -96 Q0 -108 -12 -96 Z"
        fill={silhouette ? '#ffd23f' : INK}
      />
      <rect x="-8" y="-60" width="16" height="22" fill={silhouette ? '#ffd23f' : '#2a3550'} />
    </g>
  );
}

/** A row of rooftops as one silhouette. */
export function Skyline({ y, color = INK }: { y: number; color?: string }) {
  return (
    <path
      d={`M0 ${H} L0 ${y} L40 ${y} L40 ${y - 20} L90 ${y - 20} L90 ${y + 6} L130 ${y + 6} L150 ${y - 14} L170 ${y + 6} L220 ${y + 6} L220 ${y - 30} L260 ${y - 30} L260 ${y} L310 ${y} L330 ${y - 18} L350 ${y} L400 ${y} L400 ${H} Z`}
      fill={color}
    />
  );
}

export function Lanterns({
  y,
  colors = ['#ffd23f', '#c8201a', '#e8731a'],
}: {
  y: number;
  colors?: string[];
}) {
  return (
    <g stroke={INK} strokeWidth={2} data-prop="lanterns">
      <path d={`M0 ${y - 10} Q200 ${y + 30} 400 ${y - 10}`} fill="none" />
      {Array.from({ length: 9 }, (_, index) => {
        const x = 20 + index * 45;
        const sag = 20 * Math.sin((Math.PI * x) / 400);
        return (
          <ellipse
            key={index}
            cx={x}
            cy={y + sag}
            rx="9"
            ry="12"
            fill={colors[index % colors.length]}
          />
        );
      })}
    </g>
  );
}

export function Window({
  x,
  y,
  w,
  h,
  glass,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  glass: string;
}) {
  return (
    <g stroke={INK} strokeWidth={3}>
      <rect x={x} y={y} width={w} height={h} fill={glass} />
      <path d={`M${x + w / 2} ${y} V${y + h} M${x} ${y + h / 2} H${x + w}`} />
    </g>
  );
}

/**
 * Comic halftone: a field of dots over a region, denser toward `from` (a corner of the panel), so
 * flat colour reads as printed ink. Each use gets its own pattern id.
 */
export function Halftone({
  color = '#fff',
  opacity = 0.25,
  size = 7,
  x = 0,
  y = 0,
  width = W,
  height = H,
}: {
  color?: string;
  opacity?: number;
  size?: number;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}) {
  const id = `${useId()}-dots`;
  return (
    <g pointerEvents="none">
      <defs>
        <pattern id={id} width={size} height={size} patternUnits="userSpaceOnUse">
          <circle cx={size / 2} cy={size / 2} r={size * 0.22} fill={color} />
        </pattern>
      </defs>
      <rect x={x} y={y} width={width} height={height} fill={`url(#${id})`} opacity={opacity} />
    </g>
  );
}

/** A puffy comic cloud. */
export function Cloud({
  x,
  y,
  scale = 1,
  fill = '#fff',
}: {
  x: number;
  y: number;
  scale?: number;
  fill?: string;
}) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${scale})`}
      d="M-30 0 Q-34 -12 -20 -14 Q-16 -28 0 -24 Q12 -34 22 -20 Q36 -20 32 0 Z"
      fill={fill}
      stroke={INK}
      strokeWidth={2.5}
    />
  );
}

/** A student seen from behind as a dark shape, for crowds and empty quads. */
export function Student({
  x,
  y,
  scale = 1,
  fill = '#0d0a1f',
  phone,
}: {
  x: number;
  y: number;
  scale?: number;
  fill?: string;
  /** A phone held up: glowing at the festival, dead in the Static. */
  phone?: 'glowing' | 'dark';
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} stroke={INK} strokeWidth={2}>
      <circle cy="-46" r="11" fill={fill} />
      <path d="M-14 0 V-24 Q-14 -36 0 -36 Q14 -36 14 -24 V0 Z" fill={fill} />
      {phone && (
        <g data-prop="phones" data-variant={phone}>
          <path d="M8 -26 L14 -40" stroke={fill} strokeWidth={7} />
          <rect
            x="10"
            y="-56"
            width="9"
            height="15"
            rx="2"
            fill={phone === 'glowing' ? '#fff4c2' : '#3a4058'}
            strokeWidth={1.5}
          />
          {phone === 'dark' && (
            <path d="M12.5 -52 l4 7 M16.5 -52 l-4 7" stroke="#c9b8ff" strokeWidth={1.2} />
          )}
          {phone === 'glowing' && (
            <circle cx="14.5" cy="-48" r="12" fill="#ffd23f" opacity="0.25" stroke="none" />
          )}
        </g>
      )}
    </g>
  );
}
