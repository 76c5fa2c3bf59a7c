import { useId } from 'react';
import type { HelpResources } from '@tuning/shared/safety';

/** A bare web address in a help line (findahelpline.com) becomes a link. */
const ADDRESS = /\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net))\b/i;

function HelpLine({ line }: { line: string }) {
  const parts = line.split(ADDRESS);
  return (
    <p>
      {parts.map((part, index) =>
        // split() with a capturing group puts each address at an odd index.
        index % 2 === 1 ? (
          <a key={index} href={`https://${part}`} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ) : (
          <span key={index}>{part}</span>
        ),
      )}
    </p>
  );
}

/** Where to find help, shown to someone who reported self-harm. */
export function HelpPanel({ help }: { help: HelpResources }) {
  const titleId = useId();
  return (
    <section className="help-panel" aria-labelledby={titleId}>
      <h3 id={titleId} className="help-panel__title">
        {help.title}
      </h3>
      {help.lines.map((line) => (
        <HelpLine key={line} line={line} />
      ))}
    </section>
  );
}
