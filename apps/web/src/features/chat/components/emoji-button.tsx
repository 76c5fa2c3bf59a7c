import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import '../../../components/spinner.css';

// Loaded the first time the picker opens, never before (product.md §2: emoji-picker-react on demand).
const EmojiPicker = lazy(() => import('emoji-picker-react'));

/** product.md: the picker appends the chosen emoji, then closes; a click outside closes it too. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="chat-emoji" ref={containerRef}>
      <button
        type="button"
        className="button button--ghost chat-emoji__toggle"
        aria-label={open ? 'Close emoji picker' : 'Open emoji picker'}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        😀
      </button>
      {open && (
        <div className="chat-emoji__popover" role="dialog" aria-label="Emoji picker">
          <Suspense
            fallback={
              <div className="spinner-wrap">
                <span className="spinner spinner--small" role="status" aria-label="Loading emoji" />
              </div>
            }
          >
            <EmojiPicker
              onEmojiClick={(data) => {
                onPick(data.emoji);
                setOpen(false);
              }}
              width="100%"
              height={360}
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
