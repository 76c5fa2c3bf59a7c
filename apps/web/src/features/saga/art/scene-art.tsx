import { Suspense, useId } from 'react';
import type { CharacterId } from '@tuning/shared/saga/characters';
import type { SagaPanel } from '@tuning/shared/saga/story';
import { CharacterFigure } from '../../../components/art/character-figure.tsx';
import { EffectBehind, EffectFront } from './effects.tsx';
import { H, INK, W } from './scene-kit.tsx';
import { lazyScenes, sceneSky } from './scene-registry.ts';

/** Where each member of the cast stands, and how big, so 1–4 characters always fit. */
export function castLayout(cast: readonly CharacterId[]) {
  const count = cast.length;
  const scale = count <= 1 ? 1.6 : count === 2 ? 1.45 : count === 3 ? 1.25 : 1.05;
  const size = 100 * scale;
  return cast.map((characterId, index) => {
    const centre = count === 1 ? W / 2 : ((index + 0.5) / count) * W;
    return { characterId, x: centre - size / 2, y: H - size + 4, scale };
  });
}

/** The picture of one panel: scene, effects and cast, labelled with the panel's description. */
export function SceneArt({ panel }: { panel: SagaPanel }) {
  const Scene = lazyScenes[panel.scene];
  const clip = `${useId()}-clip`;
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
        <Suspense fallback={<rect width={W} height={H} fill={sceneSky[panel.scene]} />}>
          <Scene />
        </Suspense>
        <EffectBehind effect={panel.effect} />
        {castLayout(panel.cast).map(({ characterId, x, y, scale }) => (
          <g key={characterId} transform={`translate(${x} ${y}) scale(${scale})`}>
            <CharacterFigure characterId={characterId} />
          </g>
        ))}
        <EffectFront effect={panel.effect} />
      </g>
      <rect width={W} height={H} fill="none" stroke={INK} strokeWidth="6" />
    </svg>
  );
}
