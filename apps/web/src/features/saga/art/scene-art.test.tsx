import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { EXPRESSIONS, POSES } from '@tuning/shared/saga/acting';
import { CHARACTER_IDS } from '@tuning/shared/saga/characters';
import { PROP_IDS, PROPS, propsNamedIn, type PropId } from '@tuning/shared/saga/props';
import { SCENE_IDS, STORY, type SagaPage, type SagaPanel } from '@tuning/shared/saga/story';
import { POSE_REACH } from '../../../components/art/body.tsx';
import { CHARACTER_FACES } from '../../../components/art/face.tsx';
import { DRAWN_PROPS } from './props.tsx';
import { castLayout, SceneArt } from './scene-art.tsx';
import { sceneFill, sceneLoaders, sceneSky } from './scene-registry.ts';

test('every scene the story uses has drawn art, a base colour and a backdrop for its balloons', async () => {
  expect(Object.keys(sceneLoaders).sort()).toEqual([...SCENE_IDS].sort());
  expect(Object.keys(sceneSky).sort()).toEqual([...SCENE_IDS].sort());
  expect(Object.keys(sceneFill).sort()).toEqual([...SCENE_IDS].sort());
  for (const scene of SCENE_IDS) {
    const module = await sceneLoaders[scene]();
    const { container, unmount } = render(
      <svg>
        <module.Scene />
      </svg>,
    );
    expect(container.querySelectorAll('path, rect, circle, ellipse').length).toBeGreaterThan(20);
    // The band above the picture is never bare colour: a pattern or gradient fills it.
    expect(sceneSky[scene]).toMatch(/gradient\(/);
    unmount();
  }
});

/** Renders a panel and waits for its lazily loaded scene to replace the placeholder. */
async function drawn(panel: SagaPanel) {
  const view = render(<SceneArt panel={panel} />);
  const image = view.getByRole('img', { name: panel.description });
  await expect.poll(() => image.querySelector('[data-loading]')).toBeNull();
  const props = new Set(
    [...image.querySelectorAll('[data-prop]')].map((node) => node.getAttribute('data-prop')),
  );
  return { image, props, unmount: view.unmount };
}

function pageText(page: SagaPage): string {
  return [
    page.summary,
    ...page.panels.flatMap((panel) => [
      panel.caption ?? '',
      panel.description,
      ...panel.bubbles.map((bubble) => bubble.text),
    ]),
  ].join('\n');
}

test('the prop registry and the drawings hold the same props, and each is named somewhere', () => {
  expect([...DRAWN_PROPS].sort()).toEqual([...PROP_IDS].sort());
  const everything = STORY.map(pageText).join('\n');
  for (const id of PROP_IDS) {
    expect(PROPS[id].mentions.test(everything), id).toBe(true);
  }
});

test('every panel draws each character with the face and pose its lines call for, and every prop its page names', async () => {
  for (const page of STORY) {
    const onPage = new Set<string | null>();
    for (const [index, panel] of page.panels.entries()) {
      const where = `${page.label}, panel ${index + 1}`;
      const { image, props, unmount } = await drawn(panel);
      for (const member of panel.cast) {
        const acting = panel.acting[member]!;
        // The face exists for this character…
        expect(CHARACTER_FACES[member][acting.expression], where).toBeDefined();
        // …and is the one drawn, with the pose.
        const figure = image.querySelector(`[data-character="${member}"]`);
        expect(figure, `${where}: ${member}`).not.toBeNull();
        expect(figure!.getAttribute('data-expression'), where).toBe(acting.expression);
        expect(figure!.querySelector(`[data-face="${acting.expression}"]`), where).not.toBeNull();
        expect(figure!.querySelector('[data-pose]')!.getAttribute('data-pose'), where).toBe(
          acting.pose ?? 'idle',
        );
        if (acting.holds) {
          const held = typeof acting.holds === 'string' ? acting.holds : acting.holds.prop;
          expect(
            figure!.querySelector(`[data-prop="${held}"]`),
            `${where}: ${held}`,
          ).not.toBeNull();
        }
      }
      expect(image.querySelectorAll('[data-character]').length).toBe(panel.cast.length);
      // What the picture's description and caption name is in this very picture.
      for (const prop of propsNamedIn(`${panel.description}\n${panel.caption ?? ''}`)) {
        expect(props, `${where}: ${prop}`).toContain(prop);
      }
      for (const prop of props) onPage.add(prop);
      unmount();
    }
    // Whatever the page's text names — summary, captions, balloons — is drawn on the page.
    const named: PropId[] = propsNamedIn(pageText(page));
    for (const prop of named) expect(onPage, `${page.label}: ${prop}`).toContain(prop);
  }
}, 60_000);

test('the plaque has one name at the fair and two in the Epilogue; the closure order is torn in Chapter 9', async () => {
  const variants = async (label: string, prop: PropId) => {
    const page = STORY.find((entry) => entry.label === label)!;
    const found = new Set<string | null>();
    for (const panel of page.panels) {
      const { image, unmount } = await drawn(panel);
      for (const node of image.querySelectorAll(`[data-prop="${prop}"]`)) {
        found.add(node.getAttribute('data-variant'));
      }
      unmount();
    }
    return found;
  };
  expect([...(await variants('Chapter 4', 'plaque'))]).toEqual(['one-name']);
  expect(await variants('Epilogue', 'plaque')).toContain('two-names');
  expect(await variants('Chapter 9', 'closure-order')).toContain('torn');
});

test('a panel picture is one labelled image with its lazily loaded scene and every cast member', async () => {
  const panel = STORY[2]!.panels[1]!;
  expect(panel.scene).toBe('council-hall');
  render(<SceneArt panel={panel} />);
  const image = screen.getByRole('img', { name: panel.description });
  // The council hall's banner is part of the scene, which replaces its placeholder once loaded.
  await expect.poll(() => image.textContent).toContain('QUIET CAMPUS');
  const heads = image.querySelectorAll('[data-head]');
  expect(heads.length).toBe(panel.cast.length);
});

test('the cast always fits inside the 400-unit-wide panel and looks at each other', () => {
  for (let count = 1; count <= 4; count++) {
    const cast = CHARACTER_IDS.slice(0, count);
    for (const pose of POSES) {
      const acting = Object.fromEntries(cast.map((id) => [id, { expression: 'neutral', pose }]));
      const layout = castLayout({ cast, acting } as Pick<SagaPanel, 'cast' | 'acting'>);
      for (const { x, y, scale, side } of layout) {
        const reach = POSE_REACH[pose];
        const left = x - (side === 1 ? reach.other : reach.act) * scale;
        const right = x + (100 + (side === 1 ? reach.act : reach.other)) * scale;
        expect(left, `${count} ${pose}`).toBeGreaterThanOrEqual(-0.01);
        expect(right, `${count} ${pose}`).toBeLessThanOrEqual(400.01);
        expect(y).toBeLessThan(250);
      }
      if (count === 2) {
        expect(layout.map((figure) => figure.gaze.x)).toEqual([1, -1]);
      }
    }
  }
  expect(EXPRESSIONS.length).toBeGreaterThanOrEqual(6);
});
