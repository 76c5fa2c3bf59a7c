import { MENTION_PATTERN, mentionedNames } from '@tuning/shared/chat-extras';
import type { LocalMessage } from './chat-messages.ts';
import { linkify, type TextPart } from './linkify.ts';

/** A message's text in parts: plain text, http(s) links and `@username` mentions. */
export type MessagePart = TextPart | { kind: 'mention'; text: string; username: string };

/** The shortest name a mention can have (user names are 3 to 30 characters). */
const NAME_MIN = 3;

/** `@name` tokens in plain text; a full stop after a name ("thanks @sam.") stays text. */
function mentionParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const username = match[2]!.replace(/\.+$/, '');
    if (username.length < NAME_MIN) continue;
    const start = match.index + match[1]!.length;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'mention', text: `@${username}`, username });
    last = start + 1 + username.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Links first (an `@` inside a URL is not a mention), then mentions in the text between them.
 * `mentions` false leaves `@names` as text: the server found none of them to be an account.
 */
export function messageParts(text: string, mentions = true): MessagePart[] {
  const parts = linkify(text);
  if (!mentions) return parts;
  return parts.flatMap((part) => (part.kind === 'text' ? mentionParts(part.text) : [part]));
}

/** Whether someone else's message mentions the user: by the server's list, or by name. */
export function mentionsUser(
  message: Pick<LocalMessage, 'userId' | 'message' | 'mentions' | 'deleted'>,
  user: { uid: string; userName: string } | undefined,
): boolean {
  if (!user || message.userId === user.uid || message.deleted) return false;
  if (message.mentions?.includes(user.uid)) return true;
  const name = user.userName.toLowerCase();
  return mentionedNames(message.message).some(
    (mentioned) => mentioned === name || mentioned.replace(/\.+$/, '') === name,
  );
}
