import { expect, test } from 'vitest';
import { CHARACTER_IDS } from './characters.ts';
import { PANEL_EFFECTS, SCENE_IDS, STORY, storyLore } from './story.ts';

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
