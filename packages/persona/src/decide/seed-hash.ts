/** FNV-1a of `text`: the same choice for the same conversation, on every machine. */
export function seedHash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

/**
 * One of `options` the character has not said yet (any, once all are said), the same one for the
 * same `key`.
 */
export function pickFresh(
  options: readonly string[],
  said: (text: string) => boolean,
  key: string,
): string {
  const fresh = options.filter((option) => !said(option));
  const from = fresh.length > 0 ? fresh : options;
  return from[seedHash(key) % from.length]!;
}
