import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { BlockKind } from '@tuning/shared/safety';
import type { LocalMessage } from '../lib/chat-messages.ts';
import './chat-safety.css';

/**
 * What a message's menu can do. The chat does the deleting itself; reporting, blocking and
 * muting belong to the safety feature, which the chat route hands in.
 */
export interface MessageActions {
  /** A moderator may delete anyone's message. */
  moderator: boolean;
  onDelete(message: LocalMessage): void;
  onReport?(message: LocalMessage): void;
  onBlock?(message: LocalMessage, kind: BlockKind): void;
}

export interface MenuItem {
  label: string;
  run: () => void;
}

/** The menu's items for `message`, in order (the bottom sheet lists the same). */
export function menuItemsFor(
  message: LocalMessage,
  own: boolean,
  actions: MessageActions,
): MenuItem[] {
  const items: MenuItem[] = [];
  if (own || actions.moderator) {
    items.push({ label: 'Delete message', run: () => actions.onDelete(message) });
  }
  if (own) return items;
  const { onReport, onBlock } = actions;
  const name = message.username || 'unknown';
  if (onReport) items.push({ label: 'Report message', run: () => onReport(message) });
  if (onBlock) {
    items.push({ label: `Mute @${name}`, run: () => onBlock(message, 'mute') });
    items.push({ label: `Block @${name}`, run: () => onBlock(message, 'block') });
  }
  return items;
}

/** Phone-sized: the width at which message actions come as a bottom sheet (group-chat.css). */
export const SHEET_QUERY = '(max-width: 640px)';
const sheetScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(SHEET_QUERY).matches;

/**
 * A message's actions behind one button (the WAI-ARIA menu button): Enter, Space or a click
 * opens it with the first item focused; the arrow keys, Home and End move; Escape closes it and
 * gives the focus back to the button; Tab or a click elsewhere closes it.
 */
export function MessageMenu({
  message,
  own,
  actions,
  tabIndex,
  onSheet,
}: {
  message: LocalMessage;
  own: boolean;
  actions: MessageActions;
  /** The button's place in its toolbar's Tab order (one button of a toolbar takes Tab). */
  tabIndex?: number;
  /**
   * On a phone-sized screen the button opens this instead (the bottom sheet with every action):
   * a menu hanging off a button at the screen's edge does not fit there.
   */
  onSheet?: (message: LocalMessage) => void;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const items = menuItemsFor(message, own, actions);

  useEffect(() => {
    if (!open) return;
    // The last messages' menus open below the fold: scroll just enough to show them whole.
    menuRef.current?.scrollIntoView?.({ block: 'nearest' });
    menuRef.current
      ?.querySelector<HTMLElement>('[role="menuitem"]')
      ?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (items.length === 0) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') return setOpen(false);
    else return;
    event.preventDefault();
    // Escape here must not also close a dialog or picker behind the menu.
    event.stopPropagation();
  };

  return (
    <div className="message-menu" ref={containerRef}>
      <button
        type="button"
        ref={buttonRef}
        className="message-toolbar__button message-menu__button"
        aria-label="More actions"
        title="More actions"
        tabIndex={tabIndex}
        data-toolbar-item=""
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (onSheet && sheetScreen()) onSheet(message);
          else setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <ul
          className="message-menu__list"
          role="menu"
          id={menuId}
          aria-label="Message actions"
          ref={menuRef}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="message-menu__item"
                onClick={() => {
                  // The focus goes back to the button first, so a dialog the item opens returns
                  // it there when it closes.
                  close();
                  item.run();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
