import { useState } from 'react';
import { ConfirmActions } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { LocalMessage } from '../lib/chat-messages.ts';

/** Deleting asks first; the server's reason shows here when it refuses. */
export function DeleteMessageDialog(props: {
  message: LocalMessage;
  own: boolean;
  onDelete: (messageId: string) => Promise<string | undefined>;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState('');
  const author = props.message.fullName || props.message.username || 'Unknown';
  const confirm = async () => {
    setDeleting(true);
    setError('');
    const refused = await props.onDelete(props.message.messageId);
    setDeleting(false);
    if (refused) setError(refused);
    else props.onDeleted();
  };
  return (
    <ModalDialog title="Delete message?" onClose={props.onClose}>
      <p>
        {props.own
          ? 'Delete your message for everyone? This cannot be undone.'
          : `Delete this message from ${author} for everyone? This cannot be undone.`}
      </p>
      <blockquote className="modal-quote">{props.message.message}</blockquote>
      <ConfirmActions
        label="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onCancel={props.onClose}
        onConfirm={() => void confirm()}
        error={error}
      />
    </ModalDialog>
  );
}
