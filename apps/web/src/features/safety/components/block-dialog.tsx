import { useState } from 'react';
import { safetyTexts, type BlockKind } from '@tuning/shared/safety';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useBlockUser } from '../../../lib/blocks.ts';
import '../safety.css';

const EFFECTS: Record<BlockKind, string> = {
  block:
    'Their messages are hidden from you, any follow between you ends, and they cannot follow you or see your profile details. They are not told.',
  mute: 'Their messages are hidden from you. Follows stay as they are, and they are not told.',
};

/** Blocking or muting asks first, says what it does, then confirms it. */
export function BlockDialog(props: { userName: string; kind: BlockKind; onClose: () => void }) {
  const { userName, kind } = props;
  const block = useBlockUser();
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
    <ModalDialog title={`${verb} @${userName}?`} onClose={props.onClose}>
      {done ? (
        <>
          <p className="form-success" role="status">
            {done}
          </p>
          <p className="muted">You can undo it under Blocked people in your profile.</p>
          <div className="modal-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={props.onClose}
              autoFocus
            >
              Done
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{EFFECTS[kind]}</p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button button--ghost" onClick={props.onClose}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={block.isPending}
              onClick={() => void confirm()}
            >
              {block.isPending ? `${verb === 'Block' ? 'Blocking' : 'Muting'}...` : verb}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
