import { z } from 'zod';

/**
 * A strict object with exactly `keys`, each checked by `schema`: the shape of a content file keyed
 * by a fixed list (every advice topic, every character, every style), written once.
 */
export function keyedObject<const K extends string, S extends z.ZodType>(
  keys: readonly K[],
  schema: S,
) {
  return z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
}
