import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import './modal-dialog.css';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab stops at inside `root`, in tab order (positive tabindex is not used here). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      // Layout-aware where the browser has it (display: none, a closed <details>); jsdom has none.
      (typeof element.checkVisibility !== 'function' ||
        element.checkVisibility({ visibilityProperty: true })),
  );
}

/** Only the backdrop is outside the dialog's box (its own padding is inside). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog on the native `<dialog>` opened with `showModal()`: the page behind is inert for
 * the pointer, Tab and screen readers, and the dialog sits in the top layer above the fixed bars.
 * On top of that, Tab and Shift+Tab wrap around inside it (a native modal lets Tab leave for the
 * browser's own toolbar), Escape or a click on the backdrop closes it, and when it goes away focus
 * returns to whatever had it before (the button that opened it). Where `showModal` does not exist
 * (jsdom) the dialog opens in place and the wrap-around and Escape still hold.
 */
export function ModalDialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A variant's class beside `modal` (`modal--sheet`: along the bottom on a phone). */
  className?: string;
  onPointerDown?: () => void;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(props.onClose);
  const pressedOnBackdrop = useRef(false);
  useEffect(() => {
    onCloseRef.current = props.onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The dialog itself takes focus, so its title is what a screen reader announces first.
    dialog.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A dialog opened from inside this one (Block from a person's options) closes first, alone.
      const inner = event.target instanceof Element ? event.target.closest('dialog') : null;
      if (inner && inner !== dialog && dialog.contains(inner)) return;
      // Handled here, the browser's own cancel (which would close the element under React) stays out.
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const stops = tabbableIn(ref.current);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === ref.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={props.className ? `modal ${props.className}` : 'modal'}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Another close request (a phone's back gesture): React decides, not the element.
        event.preventDefault();
        onCloseRef.current();
      }}
      onPointerDown={props.onPointerDown}
      onMouseDown={(event) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        // Closed on the click, not the press: the press would move focus after it went back.
        if (pressedOnBackdrop.current && onBackdrop(event)) onCloseRef.current();
        pressedOnBackdrop.current = false;
      }}
    >
      <h2 className="modal-title" id={titleId}>
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}
