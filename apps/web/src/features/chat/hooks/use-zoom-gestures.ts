import { useRef, useState, type PointerEvent } from 'react';

/** How far in an image can be zoomed, and how far a finger drags it down to close the viewer. */
export const MAX_SCALE = 4;
export const SWIPE_CLOSE_PX = 90;

export interface View {
  scale: number;
  x: number;
  y: number;
}

const FIT: View = { scale: 1, x: 0, y: 0 };

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale));

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pinch to zoom (two fingers), drag to move a zoomed image (one finger or the mouse), a double tap
 * or click between fit and 2×, and at fit a swipe down
 * of SWIPE_CLOSE_PX closes (`onClose`). `drag` is the swipe's current offset, for the image to
 * follow the finger.
 */
export function useZoomGestures(onClose: () => void) {
  const [view, setView] = useState<View>(FIT);
  const [drag, setDrag] = useState(0);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; scale: number }>(undefined);
  const pan = useRef<{ start: Point; view: View }>(undefined);
  const lastTap = useRef(0);

  const zoomTo = (scale: number) => {
    const next = clampScale(scale);
    setView((current) =>
      next === 1
        ? FIT
        : {
            scale: next,
            x: current.x * (next / current.scale),
            y: current.y * (next / current.scale),
          },
    );
  };

  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      pinch.current = { distance: distance(a, b), scale: view.scale };
      pan.current = undefined;
      setDrag(0);
    } else if (a) {
      pan.current = { start: a, view };
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b && pinch.current && pinch.current.distance > 0) {
      zoomTo(pinch.current.scale * (distance(a, b) / pinch.current.distance));
    } else if (a && pan.current) {
      const dx = a.x - pan.current.start.x;
      const dy = a.y - pan.current.start.y;
      if (pan.current.view.scale > 1) {
        setView({ ...pan.current.view, x: pan.current.view.x + dx, y: pan.current.view.y + dy });
      } else {
        setDrag(Math.max(0, dy));
      }
    }
  };

  const onPointerEnd = (event: PointerEvent) => {
    const start = pan.current?.start;
    const wasAt = pan.current?.view.scale ?? view.scale;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = undefined;
    if (pointers.current.size > 0) return;
    pan.current = undefined;
    setDrag(0);
    if (!start || event.type === 'pointercancel') return;
    const moved = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    if (wasAt === 1 && event.clientY - start.y >= SWIPE_CLOSE_PX) {
      onClose();
    } else if (moved < 10) {
      // A double tap (or double click) goes between fit and 2×.
      const now = event.timeStamp;
      if (now - lastTap.current < 350) {
        zoomTo(view.scale > 1 ? 1 : 2);
        lastTap.current = 0;
      } else {
        lastTap.current = now;
      }
    }
  };

  return {
    view,
    drag,
    zoomTo,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
