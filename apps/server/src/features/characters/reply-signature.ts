import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server's signature on a character's reply: an HMAC-SHA256 over the student, the character
 * and the text, so a character turn in the history the browser sends back can be told from one
 * the browser wrote. The history stays in the browser (product.md §3); only the key is the
 * server's.
 */
export interface ReplySigner {
  sign(userId: string, characterId: string, text: string): string;
  verify(userId: string, characterId: string, text: string, signature: string | undefined): boolean;
}

export function createReplySigner(key: Buffer): ReplySigner {
  const mac = (userId: string, characterId: string, text: string) =>
    createHmac('sha256', key)
      .update(`tuning-reply-v1\0${userId}\0${characterId}\0${text}`)
      .digest()
      .subarray(0, 24);
  return {
    sign: (userId, characterId, text) => mac(userId, characterId, text).toString('base64url'),
    verify(userId, characterId, text, signature) {
      if (!signature) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(userId, characterId, text);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

const KEY_FILE = 'reply-signing.key';

/**
 * The signing key: REPLY_SIGNING_KEY when set (the same on every instance), else one kept in
 * `$DATA_DIR/reply-signing.key`, made on first start. Without either (a read-only data folder),
 * a key for this process only: replies from before a restart then count as unsigned.
 */
export async function loadReplySigningKey(
  configured: string | undefined,
  dataDir: string,
  warn: (message: string) => void = () => {},
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, KEY_FILE);
  try {
    const stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
    if (stored.length >= 32) return stored;
  } catch {
    // Not made yet: made below.
  }
  const key = randomBytes(32);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    try {
      // Another instance made it first.
      const stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
      if (stored.length >= 32) return stored;
    } catch {
      // Fall through to a key for this process only.
    }
    warn(`Could not keep the reply signing key in ${file}; set REPLY_SIGNING_KEY`);
    return key;
  }
}
