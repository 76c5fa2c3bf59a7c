import { useRef, type PointerEvent } from 'react';

const MIN_DISTANCE = 60;

/**
 * Horizontal swipe on touch and pen: left turns forward, right turns back. A gesture that ever has
 * two pointers down is a pinch and never turns a page; mostly vertical moves are scrolling.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const cancelled = useRef(false);

  function onPointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse') return;
    if (pointers.current.size === 0) cancelled.current = false;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size > 1) cancelled.current = true;
  }

  function onPointerEnd(event: PointerEvent) {
    const start = pointers.current.get(event.pointerId);
    if (!start) return;
    pointers.current.delete(event.pointerId);
    if (cancelled.current || event.type === 'pointercancel') {
      if (pointers.current.size === 0) cancelled.current = false;
      return;
    }
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) {
      onSwipe(dx < 0 ? 'left' : 'right');
    }
  }

  return {
    onPointerDown,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
  };
}
