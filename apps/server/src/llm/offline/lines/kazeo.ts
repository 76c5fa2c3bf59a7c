import type { CharacterLines } from './types.ts';
import { kazeoStory } from './kazeo-story.ts';
import { kazeoTalk } from './kazeo-talk.ts';

/** Kazeo's lines for the offline engine: everyday talk, and the story as Kazeo lived it. */
export const kazeoLines: CharacterLines = { ...kazeoTalk, ...kazeoStory };
