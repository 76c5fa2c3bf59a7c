import { useRef, type MouseEvent } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { ownReactions } from '../lib/message-changes.ts';
import { QUICK_REACTIONS, type MessageHandlers } from './message-handlers.ts';
import { menuItemsFor } from './message-menu.tsx';
import { useEditable } from './message-toolbar.tsx';
import './message-action-sheet.css';

/**
 * A message's actions for a thumb: a sheet along the bottom of the screen (on a phone; a small
 * dialog on a wide one) with the quick reactions, any emoji, reply, edit and the menu's items.
 * It opens from a long press or from "More actions" on a phone, is a modal dialog (focus inside,
 * Escape, the back gesture or a tap outside close it) and closes once an action is chosen.
 */
export function MessageActionSheet({
  message,
  own,
  ownId,
  handlers,
  onClose,
}: {
  message: LocalMessage;
  own: boolean;
  ownId: string | undefined;
  handlers: MessageHandlers;
  onClose: () => void;
}) {
  const author = message.fullName || message.username || 'Unknown';
  const items = handlers.menu ? menuItemsFor(message, own, handlers.menu) : [];
  const editable = useEditable(message, ownId) && handlers.startEdit !== undefined;
  const actions = [
    { label: 'Add reaction', run: () => handlers.pickReaction(message) },
    ...(handlers.reply ? [{ label: 'Reply', run: () => handlers.reply?.(message) }] : []),
    ...(editable ? [{ label: 'Edit', run: () => handlers.startEdit?.(message) }] : []),
    ...items,
  ];
  // The finger that long-pressed lifts over the sheet that just opened under it: that release
  // is no choice. A press that starts on the sheet (or a key: a click with no pointer) is.
  const armed = useRef(false);
  // Closed first: the dialog gives the focus back to where it came from, and a dialog or editor
  // the action opens takes it from there.
  const choose = (run: () => void) => (event: MouseEvent) => {
    if (!armed.current && event.detail !== 0) return;
    onClose();
    run();
  };
  return (
    <ModalDialog
      title={own ? 'Your message' : `Message from ${author}`}
      onClose={onClose}
      className="modal--sheet"
      onPointerDown={() => {
        armed.current = true;
      }}
    >
      <p className="action-sheet__quote">{message.message}</p>
      <div className="action-sheet__reactions" role="group" aria-label="Quick reactions">
        {ownReactions(message, QUICK_REACTIONS, ownId).map(({ emoji, mine }) => (
          <button
            key={emoji}
            type="button"
            className="action-sheet__emoji"
            aria-label={`React with ${emoji}`}
            aria-pressed={mine}
            onClick={choose(() => handlers.react(message, emoji, !mine))}
          >
            <span className="emoji">{emoji}</span>
          </button>
        ))}
      </div>
      <ul className="action-sheet__list">
        {actions.map((item) => (
          <li key={item.label}>
            <button type="button" className="action-sheet__item" onClick={choose(item.run)}>
              {item.label}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="action-sheet__item action-sheet__item--cancel"
            onClick={choose(() => {})}
          >
            Cancel
          </button>
        </li>
      </ul>
    </ModalDialog>
  );
}
