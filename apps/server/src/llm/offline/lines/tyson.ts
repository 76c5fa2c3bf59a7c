import type { CharacterLines } from './types.ts';
import { tysonStory } from './tyson-story.ts';
import { tysonTalk } from './tyson-talk.ts';

/** Tyson's lines for the offline engine: everyday talk, and the story as Tyson lived it. */
export const tysonLines: CharacterLines = { ...tysonTalk, ...tysonStory };
