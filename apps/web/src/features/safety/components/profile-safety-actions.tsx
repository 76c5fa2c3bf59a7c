import { useState } from 'react';
import { safetyTexts, type BlockKind } from '@tuning/shared/safety';
import { useBlocks, useUnblockUser } from '../../../lib/blocks.ts';
import { BlockDialog } from './block-dialog.tsx';
import { ReportDialog } from './report-dialog.tsx';
import '../safety.css';

/** A button that opens one of the dialogs, and says so to screen readers. */
function DialogButton(props: { label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-haspopup="dialog"
      onClick={props.onOpen}
    >
      {props.label}
    </button>
  );
}

/**
 * Report, mute and block on another student's profile; Unmute and Unblock when already done
 * (undoing needs no confirmation: it is what the user asked for, and it can be redone).
 */
export function ProfileSafetyActions({ userName }: { userName: string }) {
  const blocks = useBlocks();
  const unblock = useUnblockUser();
  const [dialog, setDialog] = useState<'report' | BlockKind | null>(null);
  const [status, setStatus] = useState('');
  const entry = blocks.data?.blocks.find(
    (person) => person.userName.toLowerCase() === userName.toLowerCase(),
  );

  const undo = async () => {
    setStatus('');
    try {
      const answer = await unblock.mutateAsync(userName);
      setStatus(answer.message || safetyTexts.unblocked(userName));
    } catch (failure) {
      setStatus(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="safety-actions">
      <div className="cluster safety-actions__buttons">
        <DialogButton label="Report" onOpen={() => setDialog('report')} />
        {entry ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={unblock.isPending}
            onClick={() => void undo()}
          >
            {entry.kind === 'block' ? 'Unblock' : 'Unmute'}
          </button>
        ) : (
          <DialogButton label="Mute" onOpen={() => setDialog('mute')} />
        )}
        {entry?.kind !== 'block' && (
          <DialogButton label="Block" onOpen={() => setDialog('block')} />
        )}
      </div>
      <p className="safety-actions__status" role="status">
        {status}
      </p>
      {dialog === 'report' && (
        <ReportDialog target={{ kind: 'user', userName }} onClose={() => setDialog(null)} />
      )}
      {(dialog === 'block' || dialog === 'mute') && (
        <BlockDialog userName={userName} kind={dialog} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
