import { useId, useState, type FormEvent } from 'react';
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  reportReasonLabels,
  safetyTexts,
  type ReportBody,
  type ReportReason,
  type ReportResponse,
} from '@tuning/shared/safety';
import { reportBodySchema } from '@tuning/shared/safety-schemas';
import { ConfirmActions, DoneAction } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useCreateReport } from '../api/create-report.ts';
import { HelpPanel } from './help-panel.tsx';
import '../safety.css';

/**
 * What is reported: a chat message (with its author, for the title; `conversationId` when it is
 * a private conversation's) or a profile.
 */
export type ReportTarget =
  | {
      kind: 'message';
      messageId: string;
      userName: string;
      excerpt: string;
      conversationId?: string;
    }
  | { kind: 'user'; userName: string };

export const REASON_REQUIRED = 'Choose a reason.';

function bodyFor(target: ReportTarget, reason: ReportReason, note: string): ReportBody {
  const extra = note.trim() ? { note: note.trim() } : {};
  if (target.kind === 'user') return { kind: 'user', userName: target.userName, reason, ...extra };
  const { messageId, conversationId } = target;
  return conversationId === undefined
    ? { kind: 'message', messageId, reason, ...extra }
    : { kind: 'message', messageId, conversationId, reason, ...extra };
}

/**
 * Reporting a message or a profile: a reason (required) and a note. Once sent, the thanks, and
 * for self-harm where to find help: the server's resources, or the shared ones if it sent none.
 */
export function ReportDialog(props: { target: ReportTarget; onClose: () => void }) {
  const { target } = props;
  const report = useCreateReport();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState<{ response: ReportResponse; reason: ReportReason } | null>(null);
  const ids = { reasons: useId(), note: useId(), error: useId() };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(REASON_REQUIRED);
    const parsed = reportBodySchema.safeParse(bodyFor(target, reason, note));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? REASON_REQUIRED);
    setError('');
    try {
      const response = await report.mutateAsync(parsed.data);
      setDone({ response, reason });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const title = target.kind === 'message' ? 'Report message' : `Report @${target.userName}`;
  if (done) {
    const help =
      done.response.help ?? (done.reason === 'self-harm' ? safetyTexts.selfHarmHelp : undefined);
    return (
      <ModalDialog title={title} onClose={props.onClose}>
        <p className="form-success" role="status">
          {done.response.message || safetyTexts.reportThanks}
        </p>
        {help && <HelpPanel help={help} />}
        <DoneAction label="Done" onDone={props.onClose} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title={title} onClose={props.onClose}>
      {target.kind === 'message' && (
        // A long message scrolls inside the dialog: the keyboard reaches it (a named, focusable
        // region) to scroll it too (axe's scrollable-region-focusable).
        <div
          className="modal-quote report-dialog__quote"
          role="region"
          aria-label={`The message from @${target.userName}`}
          tabIndex={0}
        >
          <blockquote>
            <span className="report-dialog__author">@{target.userName}</span> {target.excerpt}
          </blockquote>
        </div>
      )}
      <p className="muted">
        A moderator will look at it. @{target.userName} is not told who reported it.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset
          className="choices report-dialog__reasons"
          aria-describedby={error ? ids.error : undefined}
        >
          <legend className="field-label">Why are you reporting this?</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name={ids.reasons}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  if (error === REASON_REQUIRED) setError('');
                }}
              />
              {reportReasonLabels[value]}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={ids.note}>Anything to add? (optional)</label>
          <textarea
            id={ids.note}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <span className="field-hint report-dialog__count">
            {note.length}/{REPORT_NOTE_MAX}
          </span>
        </div>
        <ConfirmActions
          label="Send report"
          pendingLabel="Sending..."
          pending={report.isPending}
          onCancel={props.onClose}
          error={error}
          errorId={ids.error}
        />
      </form>
    </ModalDialog>
  );
}
