import { useEffect, useRef } from 'react';
import { STORY, STORY_TITLE } from '@tuning/shared/saga/story';
import { preloadPageArt } from '../art/scene-registry.ts';
import { useReaderPage } from '../hooks/use-reader-page.ts';
import { useSwipe } from '../hooks/use-swipe.ts';
import { ChapterList } from './chapter-list.tsx';
import { ComicPanel } from './comic-panel.tsx';
import './comic-reader.css';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

type Pressed = 'prev' | 'next' | 'prev-bottom' | 'next-bottom' | 'chapter';

/**
 * The paged comic reader of product.md §2: Prev / Next, "n / 11", arrow keys and swipe; beyond
 * it, the same controls under the page (pages are tall), a chapter list and a link per page
 * (`?page=n`).
 */
export function ComicReader() {
  const { index, direction, isFirst, isLast, turn } = useReaderPage(STORY.length);
  const page = STORY[index] ?? STORY[0]!;
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastPressed = useRef<Pressed | null>(null);
  const swipe = useSwipe((side) => turn(side === 'left' ? 1 : -1));
  const press = (button: Pressed, delta: number) => {
    lastPressed.current = button;
    turn(delta);
  };

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.key === 'ArrowRight') turn(1);
      else if (event.key === 'ArrowLeft') turn(-1);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [turn]);

  useEffect(() => {
    document.title = `${page.label}: ${page.title} · Tuning`;
    preloadPageArt(STORY[index + 1]);
    preloadPageArt(STORY[index - 1]);
  }, [index, page]);

  useEffect(() => {
    if (direction === 'none') return;
    const pressed = lastPressed.current;
    lastPressed.current = null;
    const heading = headingRef.current;
    // From under the page or the chapter list, the reader goes on at the top of the new page.
    if (pressed === 'prev-bottom' || pressed === 'next-bottom' || pressed === 'chapter') {
      heading?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
      return;
    }
    // The button just pressed may now be disabled, which drops focus; hand it to the other one.
    if (pressed === 'next' && isLast) prevRef.current?.focus();
    if (pressed === 'prev' && isFirst) nextRef.current?.focus();
    if (heading && heading.getBoundingClientRect().top < 0) {
      heading.scrollIntoView({ block: 'start' });
    }
  }, [index, direction, isFirst, isLast]);

  return (
    <section className="comic-reader" aria-labelledby="comic-page-title">
      <header className="comic-reader__header">
        <p className="comic-reader__series display">{STORY_TITLE}</p>
        <h1
          id="comic-page-title"
          className="comic-reader__title display"
          ref={headingRef}
          tabIndex={-1}
        >
          <span className="comic-reader__label">{page.label}</span> {page.title}
        </h1>
      </header>

      <div className="comic-reader__bar">
        <ChapterList
          pages={STORY}
          current={index}
          onChoose={() => {
            lastPressed.current = 'chapter';
          }}
        />
        <div className="comic-reader__controls" role="group" aria-label="Page navigation">
          <button
            ref={prevRef}
            type="button"
            className="button"
            onClick={() => press('prev', -1)}
            disabled={isFirst}
          >
            <span aria-hidden="true">◀</span> Prev
          </button>
          <p className="comic-reader__counter" aria-live="polite" aria-atomic="true">
            <span className="sr-only">Page </span>
            {index + 1} / {STORY.length}
          </p>
          <button
            ref={nextRef}
            type="button"
            className="button button--primary"
            onClick={() => press('next', 1)}
            disabled={isLast}
          >
            Next <span aria-hidden="true">▶</span>
          </button>
        </div>
      </div>

      <article
        key={index}
        className={`comic-page comic-page--${direction}`}
        aria-label={`${page.label}: ${page.title}`}
        {...swipe}
      >
        <div className={`comic-page__panels comic-page__panels--${page.panels.length}`}>
          {page.panels.map((panel, panelIndex) => (
            <ComicPanel key={panelIndex} panel={panel} />
          ))}
        </div>
      </article>

      <div
        className="comic-reader__controls comic-reader__controls--bottom"
        role="group"
        aria-label="Page navigation, end of page"
      >
        <button
          type="button"
          className="button"
          onClick={() => press('prev-bottom', -1)}
          disabled={isFirst}
        >
          <span aria-hidden="true">◀</span>{' '}
          <span className="comic-reader__long">Previous page</span>
          <span className="comic-reader__short" aria-hidden="true">
            Prev
          </span>
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => press('next-bottom', 1)}
          disabled={isLast}
        >
          <span className="comic-reader__long">Next page</span>
          <span className="comic-reader__short" aria-hidden="true">
            Next
          </span>{' '}
          <span aria-hidden="true">▶</span>
        </button>
      </div>
    </section>
  );
}
