import type { z } from 'zod';
import { CHARACTER_IDS, type CharacterId } from '@tuning/shared/saga/characters';

/**
 * A content folder with one file per character (`content/<folder>/<id>.json`), validated by one
 * schema on first use; each file names its own character, and must name the right one.
 */
export function perCharacter<T extends { character: CharacterId }>(
  folder: string,
  schema: z.ZodType<T>,
  raw: Readonly<Record<CharacterId, unknown>>,
): () => Readonly<Record<CharacterId, T>> {
  let loaded: Readonly<Record<CharacterId, T>> | undefined;
  return () => {
    loaded ??= Object.fromEntries(
      CHARACTER_IDS.map((id) => {
        const parsed = schema.parse(raw[id]);
        if (parsed.character !== id) {
          throw new Error(`content/${folder}/${id}.json is about ${parsed.character}`);
        }
        return [id, parsed];
      }),
    ) as Record<CharacterId, T>;
    return loaded;
  };
}
