import { z } from 'zod';
import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';
import data from '../../content/self-worth.json' with { type: 'json' };
import { compilePattern, type PhrasePattern } from '../read/phrase-pattern.ts';
import type { ReadMessage } from '../read/read-message.ts';
import { keyedObject } from '../content/keyed-object.ts';

/** `content/self-worth.json`: what a student putting themself down says, and each character's answer. */
export const selfWorthSchema = z.strictObject({
  about: z.string(),
  patterns: z.array(z.string().min(1)).min(1),
  lines: keyedObject(CHARACTER_IDS, z.array(z.string().min(2)).min(3)),
});

let compiled:
  { patterns: PhrasePattern[]; lines: Readonly<Record<CharacterId, string[]>> } | undefined;

function content() {
  if (!compiled) {
    const parsed = selfWorthSchema.parse(data);
    compiled = {
      patterns: parsed.patterns.map((source) => compilePattern(source)),
      lines: parsed.lines,
    };
  }
  return compiled;
}

/** Whether the student is putting themself down ("i feel so stupid compared to everyone"). */
export function putsSelfDown(read: ReadMessage): boolean {
  return read.clauses.some((clause) =>
    content().patterns.some((pattern) => pattern.find(clause.text)),
  );
}

/** What `characterId` says to a student who puts themself down. */
export function selfWorthLines(characterId: CharacterId): readonly string[] {
  return content().lines[characterId];
}
