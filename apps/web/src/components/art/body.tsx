import type { ReactNode } from 'react';
import type { Legs as LegsKind, Pose } from '@tuning/shared/saga/acting';
import { INK } from './face.tsx';

/**
 * Arms and legs, shared by every character: tubes in the costume's colour with an ink outline,
 * hands in the character's skin. Poses are written for the arm on the viewer's right and mirrored
 * for the left, in the figure's 100-unit box (shoulders at y 86, waist at y 132).
 */

type Point = readonly [number, number];

export interface Limbs {
  sleeve: string;
  skin: string;
  trousers: string;
  shoes: string;
}

/** 1: the acting arm is on the viewer's right; -1: on the left. */
export type Side = 1 | -1;

const mirror = (side: Side) => (x: number) => (side === 1 ? x : 100 - x);

function path(points: readonly Point[], side: Side): string {
  const x = mirror(side);
  return points.map(([px, py], index) => `${index ? 'L' : 'M'}${x(px)} ${py}`).join(' ');
}

function Tube({ d, colour, width = 11 }: { d: string; colour: string; width?: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} stroke={INK} strokeWidth={width + 5} />
      <path d={d} stroke={colour} strokeWidth={width} />
    </g>
  );
}

type HandKind = 'fist' | 'open' | 'point' | 'grip';

/** A hand at (x, y); `angle` turns it (0: fingers up), mirrored with the arm. */
function Hand({
  kind,
  at,
  angle = 0,
  side,
  skin,
  size = 1,
}: {
  kind: HandKind;
  at: Point;
  angle?: number;
  side: Side;
  skin: string;
  size?: number;
}) {
  const x = mirror(side)(at[0]);
  const turn = side === 1 ? angle : -angle;
  const finger = (dx: number, length: number) => (
    <g key={dx}>
      <path d={`M${dx} -3 L${dx} ${-3 - length}`} stroke={INK} strokeWidth={4.6} />
      <path d={`M${dx} -3 L${dx} ${-3 - length}`} stroke={skin} strokeWidth={2.4} />
    </g>
  );
  return (
    <g
      transform={`translate(${x} ${at[1]}) rotate(${turn}) scale(${size})`}
      strokeLinecap="round"
      data-hand={kind}
    >
      {kind === 'open' &&
        [-3.6, -1.2, 1.2, 3.6].map((dx, index) => finger(dx, index % 3 ? 6 : 4.6))}
      {kind === 'point' && finger(1, 9)}
      <circle r={kind === 'fist' ? 6.6 : 5.8} fill={skin} stroke={INK} strokeWidth={2.4} />
      {kind === 'fist' && (
        <path d="M-3.5 -2.5 Q0 -4.4 3.5 -2.5" fill="none" stroke={INK} strokeWidth={1.3} />
      )}
      {kind === 'open' && (
        <path d="M-5.6 1 Q-9 -2 -8.4 -5.6" fill="none" stroke={INK} strokeWidth={2.2} />
      )}
    </g>
  );
}

interface ArmPlan {
  arm: readonly Point[];
  hand: HandKind;
  at: Point;
  angle?: number;
}

const IDLE: ArmPlan = {
  arm: [
    [79, 86],
    [86, 106],
    [88, 127],
  ],
  hand: 'fist',
  at: [88, 131],
};

/** The acting arm of each pose (on the viewer's right) and what the other arm does. */
const POSE_ARMS: Record<Exclude<Pose, 'arms-crossed'>, { act: ArmPlan; other: ArmPlan }> = {
  idle: { act: IDLE, other: IDLE },
  pointing: {
    act: {
      arm: [
        [79, 86],
        [95, 94],
        [108, 87],
      ],
      hand: 'point',
      at: [110, 86],
      angle: 80,
    },
    other: IDLE,
  },
  'fist-raised': {
    act: {
      arm: [
        [79, 86],
        [98, 80],
        [92, 56],
      ],
      hand: 'fist',
      at: [91, 51],
    },
    other: IDLE,
  },
  'hand-on-chin': {
    act: {
      arm: [
        [79, 88],
        [77, 116],
        [58, 76],
      ],
      hand: 'point',
      at: [56, 71],
      angle: 20,
    },
    other: {
      arm: [
        [21, 88],
        [24, 114],
        [72, 118],
      ],
      hand: 'grip',
      at: [75, 117],
    },
  },
  holding: {
    act: {
      arm: [
        [79, 86],
        [85, 112],
        [64, 106],
      ],
      hand: 'grip',
      at: [62, 105],
    },
    other: {
      arm: [
        [21, 86],
        [15, 112],
        [36, 106],
      ],
      hand: 'grip',
      at: [38, 105],
    },
  },
  showing: {
    act: {
      arm: [
        [79, 86],
        [97, 100],
        [90, 70],
      ],
      hand: 'grip',
      at: [89, 67],
    },
    other: IDLE,
  },
  'open-hand': {
    act: {
      arm: [
        [79, 86],
        [93, 110],
        [103, 96],
      ],
      hand: 'open',
      at: [105, 92],
      angle: 20,
    },
    other: IDLE,
  },
  'hands-up': {
    act: {
      arm: [
        [79, 86],
        [96, 98],
        [94, 70],
      ],
      hand: 'open',
      at: [94, 64],
      angle: 12,
    },
    other: {
      arm: [
        [21, 86],
        [4, 98],
        [6, 70],
      ],
      hand: 'open',
      at: [6, 64],
      angle: -12,
    },
  },
  running: {
    act: {
      arm: [
        [79, 86],
        [93, 108],
        [75, 99],
      ],
      hand: 'fist',
      at: [72, 98],
    },
    other: {
      arm: [
        [21, 86],
        [8, 102],
        [5, 86],
      ],
      hand: 'fist',
      at: [4, 82],
    },
  },
};

/**
 * How far each pose reaches past the figure's 100-unit box: on the acting side, and on the other
 * (a runner leans into the run), so a layout can keep every hand inside the panel.
 */
export const POSE_REACH: Record<Pose, { act: number; other: number }> = {
  idle: { act: 0, other: 0 },
  'arms-crossed': { act: 0, other: 0 },
  pointing: { act: 22, other: 0 },
  'fist-raised': { act: 0, other: 0 },
  'hand-on-chin': { act: 0, other: 0 },
  holding: { act: 0, other: 0 },
  showing: { act: 4, other: 0 },
  'open-hand': { act: 14, other: 0 },
  'hands-up': { act: 3, other: 3 },
  running: { act: 20, other: 6 },
};

/** Where a held prop sits in the figure's box, and its size there. */
export const HELD_AT: Partial<Record<Pose, { x: number; y: number; scale: number }>> = {
  holding: { x: 50, y: 112, scale: 1.05 },
  showing: { x: 89, y: 64, scale: 0.72 },
};

function Arm({ plan, side, limbs }: { plan: ArmPlan; side: Side; limbs: Limbs }) {
  return (
    <g>
      <Tube d={path(plan.arm, side)} colour={limbs.sleeve} />
      <Hand kind={plan.hand} at={plan.at} angle={plan.angle} side={side} skin={limbs.skin} />
    </g>
  );
}

/**
 * Both arms of a pose. `side` is where the acting arm goes; `held` is drawn in the hands (after the
 * sleeves, before the fingers, so the hands close over it).
 */
export function Arms({
  pose,
  side,
  limbs,
  held,
}: {
  pose: Pose;
  side: Side;
  limbs: Limbs;
  held?: ReactNode;
}) {
  const at = HELD_AT[pose];
  const heldArt =
    at && held ? (
      <g transform={`translate(${mirror(side)(at.x)} ${at.y}) scale(${at.scale})`}>{held}</g>
    ) : null;
  if (pose === 'arms-crossed') {
    return (
      <g data-pose={pose}>
        <Tube
          d={path(
            [
              [21, 86],
              [15, 108],
              [70, 104],
            ],
            side,
          )}
          colour={limbs.sleeve}
        />
        <Hand kind="fist" at={[72, 103]} side={side} skin={limbs.skin} size={0.9} />
        <Tube
          d={path(
            [
              [79, 86],
              [85, 112],
              [30, 112],
            ],
            side,
          )}
          colour={limbs.sleeve}
        />
        <Hand kind="fist" at={[28, 111]} side={side} skin={limbs.skin} size={0.9} />
      </g>
    );
  }
  const { act, other } = POSE_ARMS[pose];
  if (pose === 'holding') {
    return (
      <g data-pose={pose}>
        <Tube d={path(act.arm, side)} colour={limbs.sleeve} />
        <Tube d={path(other.arm, side)} colour={limbs.sleeve} />
        {heldArt}
        <Hand kind={act.hand} at={act.at} side={side} skin={limbs.skin} />
        <Hand kind={other.hand} at={other.at} side={side} skin={limbs.skin} />
      </g>
    );
  }
  return (
    <g data-pose={pose}>
      <Arm plan={other} side={side} limbs={limbs} />
      {pose === 'showing' && heldArt}
      <Arm plan={act} side={side} limbs={limbs} />
    </g>
  );
}

/** Legs below the waist (y 126) down to the feet (y 206): standing, or in mid-stride. */
export function Legs({ kind, side, limbs }: { kind: LegsKind; side: Side; limbs: Limbs }) {
  if (kind === 'stand') {
    return (
      <g data-legs={kind}>
        <Tube
          d={path(
            [
              [40, 128],
              [39, 198],
            ],
            side,
          )}
          colour={limbs.trousers}
          width={15}
        />
        <Tube
          d={path(
            [
              [60, 128],
              [61, 198],
            ],
            side,
          )}
          colour={limbs.trousers}
          width={15}
        />
        <g fill={limbs.shoes} stroke={INK} strokeWidth={2.4}>
          <ellipse cx={mirror(side)(36)} cy="203" rx="11" ry="5.5" />
          <ellipse cx={mirror(side)(64)} cy="203" rx="11" ry="5.5" />
        </g>
      </g>
    );
  }
  // Running toward `side`: the front knee comes up, the back leg kicks out.
  const x = mirror(side);
  return (
    <g data-legs={kind}>
      <Tube
        d={path(
          [
            [42, 128],
            [28, 160],
            [10, 170],
          ],
          side,
        )}
        colour={limbs.trousers}
        width={15}
      />
      <Tube
        d={path(
          [
            [58, 128],
            [80, 150],
            [72, 186],
          ],
          side,
        )}
        colour={limbs.trousers}
        width={15}
      />
      <g fill={limbs.shoes} stroke={INK} strokeWidth={2.4}>
        <ellipse cx={x(6)} cy="172" rx="10" ry="5" transform={`rotate(${side * 40} ${x(6)} 172)`} />
        <ellipse cx={x(78)} cy="190" rx="11" ry="5.5" />
      </g>
    </g>
  );
}
