import { expect, test } from 'vitest';
import { EXPRESSIONS, HOLDING_POSES, POSES } from './acting.ts';
import { CHARACTER_IDS } from './characters.ts';
import { PROP_IDS, propIdOf } from './props.ts';
import { PANEL_EFFECTS, pageText, SCENE_IDS, STORY, storyLore } from './story.ts';

test('the saga has 11 pages: an Introduction, Chapters 1 to 9 and an Epilogue', () => {
  expect(STORY.map((page) => page.label)).toEqual([
    'Introduction',
    ...Array.from({ length: 9 }, (_, index) => `Chapter ${index + 1}`),
    'Epilogue',
  ]);
});

test('every page has a unique title, a summary and several panels', () => {
  const titles = new Set(STORY.map((page) => page.title));
  expect(titles.size).toBe(STORY.length);
  for (const page of STORY) {
    expect(page.title.trim()).not.toBe('');
    expect(page.summary.length).toBeGreaterThan(80);
    expect(page.panels.length).toBeGreaterThanOrEqual(3);
  }
});

test('every speaker is a known character drawn in the panel, and every scene and effect exists', () => {
  for (const page of STORY) {
    for (const panel of page.panels) {
      expect(SCENE_IDS).toContain(panel.scene);
      if (panel.effect) expect(PANEL_EFFECTS).toContain(panel.effect);
      expect(panel.description.trim()).not.toBe('');
      expect(panel.caption || panel.bubbles.length > 0).toBeTruthy();
      for (const member of panel.cast) expect(CHARACTER_IDS).toContain(member);
      for (const bubble of panel.bubbles) {
        expect(CHARACTER_IDS, `${page.label}: ${bubble.text}`).toContain(bubble.speaker);
        expect(panel.cast, `${page.label}: ${bubble.text}`).toContain(bubble.speaker);
        expect(bubble.text.trim()).not.toBe('');
      }
    }
  }
});

test('all five characters speak, and the lore mentions every page', () => {
  const speakers = new Set(
    STORY.flatMap((page) => page.panels.flatMap((panel) => panel.bubbles.map((b) => b.speaker))),
  );
  expect([...speakers].sort()).toEqual([...CHARACTER_IDS].sort());
  const lore = storyLore();
  for (const page of STORY) expect(lore).toContain(page.title);
});

test('every member of the cast has acting: a known expression and pose, props only in holding hands', () => {
  for (const page of STORY) {
    for (const [panelIndex, panel] of page.panels.entries()) {
      const where = `${page.label}, panel ${panelIndex + 1}`;
      expect(Object.keys(panel.acting).sort(), where).toEqual([...panel.cast].sort());
      for (const member of panel.cast) {
        const acting = panel.acting[member]!;
        expect(EXPRESSIONS, where).toContain(acting.expression);
        const pose = acting.pose ?? 'idle';
        expect(POSES, where).toContain(pose);
        // A held prop needs hands that hold, and hands that hold need a prop.
        expect(acting.holds !== undefined, `${where}: ${member}`).toBe(
          HOLDING_POSES.includes(pose),
        );
        if (acting.holds) expect(PROP_IDS).toContain(propIdOf(acting.holds));
        if (acting.standsOn) expect(acting.legs, where).toBe('stand');
      }
      for (const staged of panel.props ?? []) {
        expect(PROP_IDS, where).toContain(staged.prop);
        expect(staged.x, where).toBeGreaterThanOrEqual(0);
        expect(staged.x, where).toBeLessThanOrEqual(400);
        expect(staged.y, where).toBeGreaterThanOrEqual(0);
        expect(staged.y, where).toBeLessThanOrEqual(260);
      }
    }
  }
});

test('the panels use every expression, and shouting lines never come with a calm face', () => {
  const used = new Set(
    STORY.flatMap((page) =>
      page.panels.flatMap((panel) => Object.values(panel.acting).map((a) => a!.expression)),
    ),
  );
  expect([...used].sort()).toEqual([...EXPRESSIONS].sort());
  for (const page of STORY) {
    for (const panel of page.panels) {
      for (const bubble of panel.bubbles) {
        if (bubble.kind !== 'shout') continue;
        expect(['neutral', 'sad', 'thinking'], `${page.label}: ${bubble.text}`).not.toContain(
          panel.acting[bubble.speaker]!.expression,
        );
      }
    }
  }
});

test('the wager is settled and Kai answers for the erased name, in the pages and their lore', () => {
  const chapter9 = STORY.find((page) => page.label === 'Chapter 9')!;
  expect(pageText(chapter9)).toMatch(/wager is a wager/i);
  expect(chapter9.summary).toMatch(/lost his wager/);
  expect(chapter9.summary).toMatch(/votes Kai out as president/);
  const lore = storyLore();
  expect(lore).toMatch(/lost his wager/);
  expect(lore).toMatch(/votes Kai out/);
  const epilogue = STORY.at(-1)!;
  expect(pageText(epilogue)).toMatch(/voted me out/);
});
