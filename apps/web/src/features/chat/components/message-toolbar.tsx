import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_EDIT_WINDOW_MS } from '@tuning/shared/chat-extras';
import { LineIcon } from '../../../components/line-icon.tsx';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { canEdit, ownReactions } from '../lib/message-changes.ts';
import { messageOf, QUICK_REACTIONS, type MessageHandlers } from './message-handlers.ts';
import { MessageMenu } from './message-menu.tsx';

/** Whether the user may edit `message` now; false by itself once the edit window closes. */
export function useEditable(message: LocalMessage, ownId: string | undefined): boolean {
  const [now, setNow] = useState(Date.now);
  const editable = canEdit(message, ownId, now);
  const closesIn = message.timestamp + CHAT_EDIT_WINDOW_MS - now;
  useEffect(() => {
    if (!editable) return;
    const timer = setTimeout(() => setNow(Date.now()), closesIn);
    return () => clearTimeout(timer);
  }, [editable, closesIn]);
  return editable;
}

/**
 * A message's actions (the WAI-ARIA toolbar): quick reactions, any emoji, reply, edit, and the
 * menu with the rest. One button takes Tab; the arrow keys, Home and End move between them;
 * Escape goes back to the message.
 */
export function MessageToolbar({
  message,
  own,
  tabbable,
  ownId,
  handlers,
}: {
  message: LocalMessage;
  own: boolean;
  /** False keeps every button out of the Tab order (not the list's current message). */
  tabbable: boolean;
  ownId: string | undefined;
  handlers: MessageHandlers;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const editable = useEditable(message, ownId) && handlers.startEdit !== undefined;
  const items = () => [
    ...(ref.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []),
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The menu's own keys are the menu's.
    if ((event.target as Element).closest('[role="menu"]')) return;
    const all = items();
    const at = all.indexOf(event.target as HTMLElement);
    const go = (index: number) => {
      const next = (index + all.length) % all.length;
      all[next]?.focus();
      setCurrent(next);
    };
    if (event.key === 'ArrowRight') go(at + 1);
    else if (event.key === 'ArrowLeft') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Escape') messageOf(ref.current)?.focus();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const actions = [
    {
      label: 'React',
      title: 'Add reaction',
      icon: SMILEY_PLUS,
      run: () => handlers.pickReaction(message),
    },
    ...(handlers.reply
      ? [
          {
            label: 'Reply',
            title: 'Reply',
            icon: REPLY_ARROW,
            run: () => handlers.reply?.(message),
          },
        ]
      : []),
    ...(editable
      ? [{ label: 'Edit', title: 'Edit', icon: PENCIL, run: () => handlers.startEdit?.(message) }]
      : []),
  ];
  const tabIndexOf = (index: number) => (tabbable && index === current ? 0 : -1);
  const author = message.fullName || message.username || 'Unknown';
  let index = 0;
  return (
    <div
      className="message-toolbar"
      role="toolbar"
      aria-label={own ? 'Actions for your message' : `Actions for the message from ${author}`}
      ref={ref}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const at = items().indexOf(event.target as HTMLElement);
        if (at >= 0) setCurrent(at);
      }}
    >
      {ownReactions(message, QUICK_REACTIONS, ownId).map(({ emoji, mine }) => {
        return (
          <button
            key={emoji}
            type="button"
            className="message-toolbar__button message-toolbar__emoji"
            aria-label={`React with ${emoji}`}
            aria-pressed={mine}
            tabIndex={tabIndexOf(index++)}
            data-toolbar-item=""
            onClick={() => handlers.react(message, emoji, !mine)}
          >
            {emoji}
          </button>
        );
      })}
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className="message-toolbar__button"
          aria-label={action.label}
          title={action.title}
          tabIndex={tabIndexOf(index++)}
          data-toolbar-item=""
          onClick={action.run}
        >
          <LineIcon paths={action.icon} size={20} strokeWidth={2.2} />
        </button>
      ))}
      {handlers.menu && (
        <MessageMenu
          message={message}
          own={own}
          actions={handlers.menu}
          tabIndex={tabIndexOf(index++)}
          onSheet={handlers.showActions}
        />
      )}
    </div>
  );
}

// The toolbar's drawn icons, on LineIcon's 24-unit grid.
const SMILEY_PLUS = [
  'M20 12a8 8 0 1 1-8-8',
  'M8.5 14.5a4.5 4.5 0 0 0 7 0',
  'M9 9.5h.01M15 9.5h.01',
  'M19 2v6M16 5h6',
];
const REPLY_ARROW = ['M9 14 4 9l5-5', 'M4 9h10a6 6 0 0 1 6 6v4'];
const PENCIL = ['M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4Z'];
