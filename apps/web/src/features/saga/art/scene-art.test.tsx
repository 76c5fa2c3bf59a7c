import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { SCENE_IDS, STORY } from '@tuning/shared/saga/story';
import { castLayout, SceneArt } from './scene-art.tsx';
import { sceneLoaders, sceneSky } from './scene-registry.ts';

test('every scene the story uses has drawn art and a sky colour', async () => {
  expect(Object.keys(sceneLoaders).sort()).toEqual([...SCENE_IDS].sort());
  expect(Object.keys(sceneSky).sort()).toEqual([...SCENE_IDS].sort());
  for (const scene of SCENE_IDS) {
    const module = await sceneLoaders[scene]();
    const { container, unmount } = render(
      <svg>
        <module.Scene />
      </svg>,
    );
    expect(container.querySelectorAll('path, rect, circle, ellipse').length).toBeGreaterThan(3);
    unmount();
  }
});

test('a panel picture is one labelled image with its lazily loaded scene and every cast member', async () => {
  const panel = STORY[2]!.panels[1]!;
  expect(panel.scene).toBe('council-hall');
  render(<SceneArt panel={panel} />);
  const image = screen.getByRole('img', { name: panel.description });
  // The council hall's banner is part of the scene, which replaces its placeholder once loaded.
  await expect.poll(() => image.textContent).toContain('QUIET CAMPUS');
  const heads = image.querySelectorAll('ellipse[cx="50"][cy="45"]');
  expect(heads.length).toBe(panel.cast.length);
});

test('the cast always fits inside the 400-unit-wide panel', () => {
  for (let count = 1; count <= 4; count++) {
    const layout = castLayout(CHARACTER_IDS.slice(0, count));
    for (const { x, scale } of layout) {
      expect(x).toBeGreaterThanOrEqual(-10);
      expect(x + 100 * scale).toBeLessThanOrEqual(410);
    }
  }
});
