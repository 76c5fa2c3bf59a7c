import { useEffect } from 'react';

/** On `<html>` while the chat's composer has the focus: focus mode (global.css, tokens.css). */
export const FOCUS_MODE_ATTRIBUTE = 'data-chat-typing';

/**
 * Keeps `FOCUS_MODE_ATTRIBUTE` on `<html>` while the focus is in `area` (the box, its buttons, the
 * emoji picker), but changes it only between taps, never during one (ADR 0032). A press moves the
 * focus (a finger's tap at its synthesized mousedown, a mouse at its press) before the click is
 * aimed; the layout changing then would move what was tapped from under the pointer. So the
 * attribute follows the focus a task later (after the tap's click), and not at all while a
 * pointer is down: its release looks again. It reads `document.activeElement` each time rather
 * than counting focus and blur events, so it cannot get out of step with the real focus.
 * Returns the cleanup, which also ends focus mode.
 */
export function watchFocusMode(area: HTMLElement): () => void {
  const doc = area.ownerDocument;
  const win = doc.defaultView ?? window;
  const root = doc.documentElement;
  const pressed = new Set<number>();
  let timer: number | undefined;

  const apply = () => {
    timer = undefined;
    if (pressed.size > 0) return;
    root.toggleAttribute(FOCUS_MODE_ATTRIBUTE, area.contains(doc.activeElement));
  };
  const applyLater = () => {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = win.setTimeout(apply);
  };
  const onPress = (event: PointerEvent) => {
    // A new first finger (or the mouse): any pointer whose release was missed is gone.
    if (event.isPrimary) pressed.clear();
    pressed.add(event.pointerId);
  };
  const onRelease = (event: PointerEvent) => {
    pressed.delete(event.pointerId);
    applyLater();
  };

  doc.addEventListener('focusin', applyLater);
  doc.addEventListener('focusout', applyLater);
  win.addEventListener('pointerdown', onPress, true);
  win.addEventListener('pointerup', onRelease, true);
  win.addEventListener('pointercancel', onRelease, true);
  apply();
  return () => {
    if (timer !== undefined) win.clearTimeout(timer);
    doc.removeEventListener('focusin', applyLater);
    doc.removeEventListener('focusout', applyLater);
    win.removeEventListener('pointerdown', onPress, true);
    win.removeEventListener('pointerup', onRelease, true);
    win.removeEventListener('pointercancel', onRelease, true);
    root.removeAttribute(FOCUS_MODE_ATTRIBUTE);
  };
}

/** `watchFocusMode` on `area` while it is mounted. */
export function useFocusMode(area: HTMLElement | null): void {
  useEffect(() => (area ? watchFocusMode(area) : undefined), [area]);
}
