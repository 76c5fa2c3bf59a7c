import { Suspense, useId } from 'react';
import type { Acting, Expression, Pose } from '@tuning/shared/saga/acting';
import type { CharacterId } from '@tuning/shared/saga/characters';
import { propIdOf, propVariantOf, type PropUse } from '@tuning/shared/saga/props';
import type { SagaPanel } from '@tuning/shared/saga/story';
import { POSE_REACH } from '../../../components/art/body.tsx';
import {
  CharacterFigure,
  FIGURE_FEET,
  FIGURE_WAIST,
} from '../../../components/art/character-figure.tsx';
import { EffectBehind, EffectFront } from './effects.tsx';
import { PropArt } from './props.tsx';
import { H, INK, W } from './scene-kit.tsx';
import { lazyScenes, sceneFill } from './scene-registry.ts';

/** How tall a prop a character stands on is, in the figure's units (the chair's seat). */
const STAND_HEIGHT: Partial<Record<string, number>> = { chair: 48 };

const BUST_SCALE = [1.5, 1.32, 1.12, 0.95] as const;
const CENTRES: readonly (readonly number[])[] = [
  [200],
  [118, 282],
  [70, 200, 330],
  [52, 151, 249, 348],
];

export interface Staging {
  characterId: CharacterId;
  expression: Expression;
  pose: Pose;
  /** Top-left of the figure's box, and its scale. */
  x: number;
  y: number;
  scale: number;
  /** Which way the figure acts and looks: 1 right, -1 left. */
  side: 1 | -1;
  gaze: { x: number; y: number };
  acting: Acting;
  /** Where the prop stood on goes, in panel units (x centre, y bottom). */
  standsOn?: { use: PropUse; x: number; y: number; scale: number };
}

/**
 * Where each member of the cast stands, how big, and which way they face, so 1–4 characters
 * always fit and look at each other (or away, when the panel says so).
 */
export function castLayout(panel: Pick<SagaPanel, 'cast' | 'acting'>): Staging[] {
  const count = Math.min(Math.max(panel.cast.length, 1), 4);
  const base = BUST_SCALE[count - 1]!;
  const centres = CENTRES[count - 1]!;
  return panel.cast.map((characterId, index) => {
    const acting = panel.acting[characterId] ?? { expression: 'neutral' };
    const centre = centres[index] ?? W / 2;
    // Toward the middle of the panel, where the others are; a lone figure faces right.
    const toward: 1 | -1 = count === 1 || centre <= W / 2 ? 1 : -1;
    const look = acting.gaze ?? 'toward';
    const facing: 1 | -1 = look === 'away' ? (toward === 1 ? -1 : 1) : toward;
    // Everyone in a chase runs the same way; a runner can still look back.
    const side: 1 | -1 = acting.pose === 'running' ? 1 : facing;
    const gaze =
      look === 'front'
        ? { x: 0, y: 0 }
        : look === 'up'
          ? { x: facing * 0.4, y: -1 }
          : { x: facing, y: 0 };
    const raise = acting.standsOn ? (STAND_HEIGHT[propIdOf(acting.standsOn)] ?? 0) : 0;
    let scale: number = base;
    let y: number;
    if (acting.legs) {
      scale = Math.min(base, (H - 8) / (FIGURE_FEET + raise + 6));
      const feet = H - 8 - raise * scale;
      y = feet - FIGURE_FEET * scale;
    } else {
      y = H - FIGURE_WAIST * scale + 2;
    }
    // Slide inward when a hand or a lean would leave the panel.
    const reach = POSE_REACH[acting.pose ?? 'idle'];
    const leftReach = (side === 1 ? reach.other : reach.act) * scale;
    const rightReach = (side === 1 ? reach.act : reach.other) * scale;
    let x = centre - (100 * scale) / 2;
    x = Math.min(x, W - 100 * scale - rightReach);
    x = Math.max(x, leftReach);
    return {
      characterId,
      expression: acting.expression,
      pose: acting.pose ?? 'idle',
      x,
      y,
      scale,
      side,
      gaze,
      acting,
      ...(acting.standsOn
        ? { standsOn: { use: acting.standsOn, x: centre, y: H - 8, scale } }
        : {}),
    };
  });
}

function Held({ use }: { use: PropUse }) {
  return <PropArt id={propIdOf(use)} variant={propVariantOf(use)} />;
}

/** The picture of one panel: scene, effects, props and cast, labelled with its description. */
export function SceneArt({ panel }: { panel: SagaPanel }) {
  const Scene = lazyScenes[panel.scene];
  const clip = `${useId()}-clip`;
  const staged = panel.props ?? [];
  const drawStaged = (front: boolean) =>
    staged
      .filter((prop) => Boolean(prop.front) === front)
      .map((prop, index) => (
        <g
          key={`${prop.prop}-${index}`}
          transform={`translate(${prop.x} ${prop.y}) rotate(${prop.rotate ?? 0}) scale(${prop.scale ?? 1})`}
        >
          <PropArt id={prop.prop} variant={prop.variant} />
        </g>
      ));
  return (
    <svg
      className="scene-art"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={panel.description}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <clipPath id={clip}>
          <rect width={W} height={H} />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clip})`}>
        <Suspense
          fallback={<rect width={W} height={H} fill={sceneFill[panel.scene]} data-loading="" />}
        >
          <Scene />
        </Suspense>
        <EffectBehind effect={panel.effect} />
        {drawStaged(false)}
        {castLayout(panel).map((figure) => (
          <g key={figure.characterId}>
            {figure.standsOn && (
              <g
                transform={`translate(${figure.standsOn.x} ${figure.standsOn.y}) scale(${figure.standsOn.scale})`}
              >
                <Held use={figure.standsOn.use} />
              </g>
            )}
            <g transform={`translate(${figure.x} ${figure.y}) scale(${figure.scale})`}>
              <CharacterFigure
                characterId={figure.characterId}
                expression={figure.expression}
                pose={figure.pose}
                side={figure.side}
                gaze={figure.gaze}
                legs={figure.acting.legs}
                held={figure.acting.holds ? <Held use={figure.acting.holds} /> : undefined}
              />
            </g>
          </g>
        ))}
        {drawStaged(true)}
        <EffectFront effect={panel.effect} />
      </g>
      <rect width={W} height={H} fill="none" stroke={INK} strokeWidth="6" />
    </svg>
  );
}
