import { linkify } from '../lib/linkify.ts';

/** Plain text only (React escapes it); http(s) URLs become links that open in a new tab. */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="chat-message__text">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
