import { useState } from 'react';
import { Link } from 'react-router';
import type { SagaPage } from '@tuning/shared/saga/story';
import { PAGE_PARAM } from '../hooks/use-reader-page.ts';

/**
 * "Chapters": every page of the book by its label and title, each a link to `?page=n`, the one
 * being read marked. Folded away until opened; choosing a page folds it again.
 */
export function ChapterList(props: {
  pages: readonly SagaPage[];
  current: number;
  onChoose: (index: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="chapter-list"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="button chapter-list__toggle">
        Chapters{' '}
        <span className="sr-only">
          (page {props.current + 1} of {props.pages.length})
        </span>
      </summary>
      <nav className="chapter-list__panel" aria-label="Chapters">
        <ol className="chapter-list__pages">
          {props.pages.map((page, index) => (
            <li key={page.label}>
              <Link
                className="chapter-list__link"
                to={`?${PAGE_PARAM}=${index + 1}`}
                preventScrollReset
                aria-current={index === props.current ? 'page' : undefined}
                onClick={() => {
                  setOpen(false);
                  if (index !== props.current) props.onChoose(index);
                }}
              >
                <span className="chapter-list__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="chapter-list__names">
                  <span className="chapter-list__label">{page.label}</span>{' '}
                  <span className="chapter-list__title">{page.title}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
