import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import '../../../components/spinner.css';
import { Spinner } from '../../../components/spinner.tsx';

// Loaded the first time the picker opens, never before (product.md §2: emoji-picker-react on demand).
const EmojiPicker = lazy(() => import('emoji-picker-react'));

/**
 * product.md: the picker appends the chosen emoji, then closes; a click outside closes it too.
 * Opening it leaves the focus where it was (the picker's search would bring a phone's keyboard up
 * over it); Escape closes it and puts the focus back on this button, a pick on the message box.
 */
export function EmojiButton({
  onPick,
  onPicked,
}: {
  onPick: (emoji: string) => void;
  /** After a pick: the focus goes back to where the emoji went. */
  onPicked?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dark = document.documentElement.dataset.theme === 'dark';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Not also a cancelled reply or a closed dialog behind the picker.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open]);

  return (
    <div className="chat-emoji" ref={containerRef}>
      <button
        type="button"
        ref={buttonRef}
        className="button button--ghost chat-emoji__toggle"
        aria-label={open ? 'Close emoji picker' : 'Open emoji picker'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="emoji" aria-hidden="true">
          😀
        </span>
      </button>
      {open && (
        <div className="chat-emoji__popover" role="dialog" aria-label="Emoji picker">
          <Suspense fallback={<Spinner small label="Loading emoji" />}>
            <EmojiPicker
              onEmojiClick={(data) => {
                onPick(data.emoji);
                setOpen(false);
                onPicked?.();
              }}
              width="100%"
              height={360}
              theme={dark ? 'dark' : 'light'}
              autoFocusSearch={false}
              previewConfig={{ showPreview: false }}
              // product.md §9: six skin tones (neutral and the five Fitzpatrick tones).
              skinTonesDisabled={false}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
