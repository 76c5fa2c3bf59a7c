import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messageParts } from '../lib/mentions.ts';

/** Where a mention leads: the user's own profile, or the other person's. */
export function profilePath(username: string, ownUserName: string | undefined): string {
  return ownUserName !== undefined && username.toLowerCase() === ownUserName.toLowerCase()
    ? '/profile'
    : `/userprofile?userName=${encodeURIComponent(username)}`;
}

/**
 * Plain text only (React escapes it): http(s) URLs become links that open in a new tab, and
 * `@username` mentions links to the profile. `after` goes at the end of the text ("(edited)").
 */
export function MessageText({
  text,
  mentions = true,
  ownUserName,
  tabbable = true,
  after,
}: {
  text: string;
  /** False when the server found none of the `@names` to be an account. */
  mentions?: boolean;
  ownUserName?: string;
  /** False keeps the links out of the Tab order (the message is not the list's current one). */
  tabbable?: boolean;
  after?: ReactNode;
}) {
  const tabIndex = tabbable ? undefined : -1;
  return (
    <p className="chat-message__text">
      {messageParts(text, mentions).map((part, index) => {
        if (part.kind === 'link') {
          return (
            <a
              key={index}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow ugc"
              tabIndex={tabIndex}
            >
              {part.text}
            </a>
          );
        }
        if (part.kind === 'mention') {
          return (
            <Link
              key={index}
              className="chat-mention"
              to={profilePath(part.username, ownUserName)}
              tabIndex={tabIndex}
            >
              {part.text}
            </Link>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
      {after}
    </p>
  );
}
