import { useState } from 'react';
import { safetyTexts, type BlockKind } from '@tuning/shared/safety';
import { ConfirmActions, DoneAction } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useBlockUser } from '../../../lib/blocks.ts';
import '../safety.css';

const EFFECTS: Record<BlockKind, string> = {
  block:
    'Their messages are hidden from you, any follow between you ends, and they cannot follow you or see your profile details. They are not told.',
  mute: 'Their messages are hidden from you. Follows stay as they are, and they are not told.',
};

export function doneTitle(kind: BlockKind, userName: string): string {
  return `${kind === 'block' ? 'Blocked' : 'Muted'} @${userName}`;
}

/** Blocking or muting asks first, says what it does, then confirms it. */
export function BlockDialog(props: {
  userName: string;
  kind: BlockKind;
  onClose: () => void;
  /** Done on the server, before the screens read again. */
  onBlocked?: (userName: string, kind: BlockKind) => void;
}) {
  const { userName, kind, onBlocked } = props;
  // The server's default kind is a block.
  const block = useBlockUser({
    onBlocked: (body) => onBlocked?.(body.userName, body.kind ?? 'block'),
  });
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const verb = kind === 'block' ? 'Block' : 'Mute';

  const confirm = async () => {
    setError('');
    try {
      const answer = await block.mutateAsync({ userName, kind });
      const confirmation =
        kind === 'block' ? safetyTexts.blocked(userName) : safetyTexts.muted(userName);
      setDone(answer.message || confirmation);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    // Once done, the title says so instead of still asking.
    <ModalDialog
      title={done ? doneTitle(kind, userName) : `${verb} @${userName}?`}
      onClose={props.onClose}
    >
      {done ? (
        <>
          <p className="form-success" role="status">
            {done}
          </p>
          <p className="muted">You can undo it under Blocked people in your profile.</p>
          <DoneAction label="Done" onDone={props.onClose} />
        </>
      ) : (
        <>
          <p>{EFFECTS[kind]}</p>
          <ConfirmActions
            label={verb}
            pendingLabel={`${verb === 'Block' ? 'Blocking' : 'Muting'}...`}
            pending={block.isPending}
            onCancel={props.onClose}
            onConfirm={() => void confirm()}
            error={error}
          />
        </>
      )}
    </ModalDialog>
  );
}
