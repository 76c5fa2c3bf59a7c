/**
 * The `@name` being typed at the caret, as the autocomplete sees it: an `@` at the start or after a
 * character that cannot be in a name (so "ada@gmail.com" is not one), then up to 30 name
 * characters (MENTION_PATTERN's). `start` is the index of the `@`.
 */
export interface MentionToken {
  start: number;
  query: string;
}

const TOKEN_BEFORE_CARET = /(?:^|[^\w@])@([A-Za-z0-9_.]{0,30})$/;
const NAME_AFTER_CARET = /^[A-Za-z0-9_.]*/;

export function mentionAt(text: string, caret: number): MentionToken | undefined {
  const match = TOKEN_BEFORE_CARET.exec(text.slice(0, caret));
  if (!match) return undefined;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/**
 * The text with the token replaced by `@username` (the rest of a name the caret was inside goes
 * too), then a space unless a space or punctuation is already there. The caret goes after the
 * name and its space.
 */
export function insertMention(
  text: string,
  token: MentionToken,
  username: string,
): { text: string; caret: number } {
  const afterQuery = token.start + 1 + token.query.length;
  const rest = text.slice(afterQuery);
  const tail = rest.slice(NAME_AFTER_CARET.exec(rest)![0].length);
  const before = text.slice(0, token.start);
  const name = `@${username}`;
  if (!/^[\s\p{P}]/u.test(tail)) {
    return { text: `${before}${name} ${tail}`, caret: before.length + name.length + 1 };
  }
  const space = /^\s/.test(tail) ? 1 : 0;
  return { text: before + name + tail, caret: before.length + name.length + space };
}
