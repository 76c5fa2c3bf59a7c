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

/** The sky colour behind each scene's speech balloons, so balloons sit "in" the picture. */
export const sceneSky: Record<SceneId, string> = {
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
