import { useId, useState, type FormEvent } from 'react';
import { REASON_MAX } from '@tuning/shared/safety';
import { suspendBodySchema } from '@tuning/shared/safety-schemas';
import { ConfirmActions } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useModerate, type ModerationAction, type SuspensionLength } from '../api/moderate.ts';

/** An action waiting for its reason (and, for a suspension, its length). */
export type PendingAction =
  | { type: 'dismiss'; reportId: string }
  | { type: 'delete-message'; messageId: string; reportId?: string; author?: string }
  | { type: 'suspend'; userName: string; reportId?: string }
  | { type: 'unsuspend'; userName: string };

export const SUSPENSION_LENGTHS: { label: string; length: SuspensionLength }[] = [
  { label: '1 hour', length: { hours: 1 } },
  { label: '24 hours', length: { hours: 24 } },
  { label: '7 days', length: { hours: 7 * 24 } },
  { label: '30 days', length: { hours: 30 * 24 } },
  { label: 'For good', length: { forGood: true } },
];

export const REASON_REQUIRED = 'Say why: the reason goes in the audit log.';

function describe(action: PendingAction): { title: string; verb: string; done: string } {
  switch (action.type) {
    case 'dismiss':
      return { title: 'Dismiss report', verb: 'Dismiss', done: 'Report dismissed.' };
    case 'delete-message':
      return { title: 'Delete message', verb: 'Delete', done: 'Message deleted.' };
    case 'suspend':
      return {
        title: `Suspend @${action.userName}`,
        verb: 'Suspend',
        done: `@${action.userName} is suspended.`,
      };
    case 'unsuspend':
      return {
        title: `Lift the suspension of @${action.userName}`,
        verb: 'Lift suspension',
        done: `@${action.userName} may sign in again.`,
      };
  }
}

/**
 * Asks for the reason of a moderator action (required for a suspension, which also asks how
 * long), runs it, and reports back what to announce.
 */
export function ModerationDialog(props: {
  action: PendingAction;
  onDone: (announcement: string) => void;
  onClose: () => void;
}) {
  const { action } = props;
  const moderate = useModerate();
  const ids = { reason: useId(), lengths: useId(), error: useId() };
  const [reason, setReason] = useState('');
  const [length, setLength] = useState(0);
  const [error, setError] = useState('');
  const text = describe(action);
  const suspending = action.type === 'suspend';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const why = reason.trim();
    let run: ModerationAction;
    if (action.type === 'suspend') {
      const chosen = SUSPENSION_LENGTHS[length]!.length;
      if (!why) return setError(REASON_REQUIRED);
      const parsed = suspendBodySchema.safeParse({ ...chosen, reason: why });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? REASON_REQUIRED);
      run = { ...action, length: chosen, reason: why };
    } else {
      run = { ...action, reason: why };
    }
    setError('');
    try {
      await moderate.mutateAsync(run);
      props.onDone(text.done);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <ModalDialog title={text.title} onClose={props.onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {action.type === 'delete-message' && (
          <p>
            The message
            {action.author ? ` from @${action.author}` : ''} becomes &ldquo;message deleted&rdquo;
            for everyone, at once.
          </p>
        )}
        {suspending && (
          <fieldset className="choices admin-lengths">
            <legend className="field-label">How long?</legend>
            {SUSPENSION_LENGTHS.map((option, index) => (
              <label key={option.label} className="choice">
                <input
                  type="radio"
                  name={ids.lengths}
                  checked={length === index}
                  onChange={() => setLength(index)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={ids.reason}>{suspending ? 'Reason' : 'Reason (optional)'}</label>
          <textarea
            id={ids.reason}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            required={suspending}
            aria-invalid={error === REASON_REQUIRED || undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <span className="field-hint">Kept in the audit log with your name.</span>
        </div>
        <ConfirmActions
          label={text.verb}
          pendingLabel="Working..."
          pending={moderate.isPending}
          onCancel={props.onClose}
          error={error}
          errorId={ids.error}
        />
      </form>
    </ModalDialog>
  );
}
