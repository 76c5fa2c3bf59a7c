import type { CharacterLines } from './types.ts';
import { yureiStory } from './yurei-story.ts';
import { yureiTalk } from './yurei-talk.ts';

/** Yūrei's lines for the offline engine: everyday talk, and the story as Yūrei lived it. */
export const yureiLines: CharacterLines = { ...yureiTalk, ...yureiStory };
