import type { CharacterId } from '@tuning/shared/saga/characters';
import { asahiLines } from './asahi.ts';
import { kaizetsuLines } from './kaizetsu.ts';
import { kazeoLines } from './kazeo.ts';
import type { CharacterLines, Line } from './types.ts';
import { tysonLines } from './tyson.ts';
import { yureiLines } from './yurei.ts';

/** Every character's line bank, by id: what the offline engine says. */
export const CHARACTER_LINES: Readonly<Record<CharacterId, CharacterLines>> = {
  tyson: tysonLines,
  yurei: yureiLines,
  asahi: asahiLines,
  kaizetsu: kaizetsuLines,
  kazeo: kazeoLines,
};

export const lineText = (line: Line): string => (typeof line === 'string' ? line : line.text);
/** The comic page (1–11) a line reveals; 1 for a line that reveals nothing past the Introduction. */
export const linePage = (line: Line): number => (typeof line === 'string' ? 1 : line.page);
