import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SagaPage, SceneId } from '@tuning/shared/saga/story';

type SceneModule = { Scene: ComponentType };

/** Each scene is its own chunk, so the reader can fetch the next page's art ahead of time. */
export const sceneLoaders: Record<SceneId, () => Promise<SceneModule>> = {
  'campus-gate': () => import('./scenes/campus-gate.tsx'),
  'radio-booth': () => import('./scenes/radio-booth.tsx'),
  'council-hall': () => import('./scenes/council-hall.tsx'),
  'rooftops-night': () => import('./scenes/rooftops-night.tsx'),
  'robotics-fair': () => import('./scenes/robotics-fair.tsx'),
  archive: () => import('./scenes/archive.tsx'),
  'dark-quad': () => import('./scenes/dark-quad.tsx'),
  'physics-lab': () => import('./scenes/physics-lab.tsx'),
  'bell-tower': () => import('./scenes/bell-tower.tsx'),
  'tower-top': () => import('./scenes/tower-top.tsx'),
  festival: () => import('./scenes/festival.tsx'),
  'sunrise-roof': () => import('./scenes/sunrise-roof.tsx'),
};

/** The base colour of each scene: what shows while its art loads. */
export const sceneFill: Record<SceneId, string> = {
  'campus-gate': '#bfe3ff',
  'radio-booth': '#3b3f73',
  'council-hall': '#e9e2f2',
  'rooftops-night': '#142447',
  'robotics-fair': '#f3d9a4',
  archive: '#5a4632',
  'dark-quad': '#3a2350',
  'physics-lab': '#cfe6d7',
  'bell-tower': '#2a1b4d',
  'tower-top': '#1c1640',
  festival: '#22194a',
  'sunrise-roof': '#ff8a5c',
};

/** Printed-ink dots over a backdrop. */
const dots = (colour: string, size = 8) =>
  `radial-gradient(circle, ${colour} ${size * 0.2}px, transparent ${size * 0.24}px) 0 0 / ${size}px ${size}px`;

/** A scatter of stars, as small radial gradients. */
const stars = [
  [8, 20],
  [22, 70],
  [37, 35],
  [52, 80],
  [64, 18],
  [78, 56],
  [91, 28],
  [45, 55],
]
  .map(([x, y]) => `radial-gradient(circle at ${x}% ${y}%, #fff8e7 1.5px, transparent 2.5px)`)
  .join(', ');

/**
 * The backdrop behind each panel's caption and speech balloons (a CSS background): the scene's own
 * sky, wall or shelves carried up above the picture, in the same halftone, so a panel with a lot
 * to say never shows a bare band of colour.
 */
export const sceneSky: Record<SceneId, string> = {
  'campus-gate': `${dots('rgba(255,255,255,0.55)')}, radial-gradient(ellipse at 85% 20%, #fff4c2 0 8%, transparent 30%), linear-gradient(#9fd0fb, #bfe3ff)`,
  'radio-booth': `${dots('rgba(143,149,216,0.35)', 7)}, linear-gradient(135deg, #2c2f59 25%, transparent 25%) -20px 0 / 40px 40px, linear-gradient(225deg, #2c2f59 25%, transparent 25%) -20px 0 / 40px 40px, linear-gradient(315deg, #2c2f59 25%, transparent 25%) 0 0 / 40px 40px, linear-gradient(45deg, #2c2f59 25%, transparent 25%) 0 0 / 40px 40px, #3b3f73`,
  'council-hall': `${dots('rgba(185,166,214,0.5)', 7)}, repeating-linear-gradient(90deg, transparent 0 10%, #f4f1ea 10% 12.5%, transparent 12.5% 30%), linear-gradient(#5b2a86 0 14px, #141414 14px 17px, #e9e2f2 17px)`,
  'rooftops-night': `${stars}, ${dots('rgba(59,90,154,0.6)', 7)}, linear-gradient(#0d1a36, #142447)`,
  'robotics-fair': `${dots('rgba(217,165,90,0.5)', 7)}, repeating-linear-gradient(-45deg, rgba(200,32,26,0.1) 0 14px, transparent 14px 28px), #f3d9a4`,
  archive: `${dots('rgba(46,35,24,0.6)', 7)}, repeating-linear-gradient(0deg, #3a2a1c 0 8px, transparent 8px 64px), repeating-linear-gradient(90deg, rgba(20,20,20,0.35) 0 2px, #b58f5e 2px 30px, #c9b08a 30px 34px), #5a4632`,
  'dark-quad': `repeating-linear-gradient(0deg, rgba(201,184,255,0.1) 0 2px, transparent 2px 11px), ${dots('rgba(107,74,138,0.55)', 7)}, linear-gradient(#2a1840, #3a2350)`,
  'physics-lab': `${dots('rgba(143,191,159,0.55)', 7)}, repeating-linear-gradient(0deg, rgba(36,73,58,0.12) 0 2px, transparent 2px 36px), repeating-linear-gradient(90deg, rgba(36,73,58,0.12) 0 2px, transparent 2px 36px), #cfe6d7`,
  'bell-tower': `${stars}, ${dots('rgba(90,63,143,0.55)', 7)}, linear-gradient(#1d1238, #2a1b4d)`,
  'tower-top': `${stars}, ${dots('rgba(74,63,143,0.5)', 7)}, linear-gradient(90deg, #b9a48a 0 13%, transparent 13% 87%, #b9a48a 87%), linear-gradient(#120e2e, #1c1640)`,
  festival: `radial-gradient(circle at 12% 60%, rgba(255,210,63,0.55) 0 6px, transparent 16px), radial-gradient(circle at 34% 40%, rgba(200,32,26,0.55) 0 6px, transparent 16px), radial-gradient(circle at 58% 65%, rgba(127,212,255,0.55) 0 6px, transparent 16px), radial-gradient(circle at 82% 42%, rgba(155,225,93,0.55) 0 6px, transparent 16px), ${dots('rgba(90,63,143,0.5)', 7)}, linear-gradient(#171033, #22194a)`,
  'sunrise-roof': `${dots('rgba(255,107,74,0.4)', 7)}, linear-gradient(#ff7a52, #ff8a5c)`,
};

/** One lazy component per scene, created once so React keeps them stable across renders. */
export const lazyScenes = Object.fromEntries(
  Object.entries(sceneLoaders).map(([scene, load]) => [
    scene,
    lazy(() => load().then((module) => ({ default: module.Scene }))),
  ]),
) as Record<SceneId, LazyExoticComponent<ComponentType>>;

/** Starts fetching the art of a page; safe to call repeatedly (module imports are cached). */
export function preloadPageArt(page: SagaPage | undefined): void {
  if (!page) return;
  for (const scene of new Set(page.panels.map((panel) => panel.scene))) {
    void sceneLoaders[scene]();
  }
}
