import { useEffect, useRef, useState } from 'react';

/**
 * Calls `onVisible` whenever the element given to the returned callback ref scrolls into view
 * (infinite scroll). A callback ref, because the sentinel mounts only after the first page shows.
 * A new observer per page: its first report says whether the sentinel is still in view.
 */
export function useLoadMore(onVisible: () => void, enabled: boolean, pages: number) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, pages]);
  return setElement;
}
