import './modal-dialog.css';

/**
 * The last row of a dialog that asks first: what went wrong last (announced, and what a field can
 * point at through `errorId`), then Cancel and the action. The action's button submits the form
 * the row sits in, unless `onConfirm` runs it; while it runs the button is off and says so.
 */
export function ConfirmActions(props: {
  label: string;
  pendingLabel?: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {props.error && (
        <p className="form-error" role="alert" id={props.errorId}>
          {props.error}
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="button button--ghost" onClick={props.onCancel}>
          Cancel
        </button>
        <button
          type={props.onConfirm ? 'button' : 'submit'}
          className="button button--primary"
          disabled={props.pending}
          onClick={props.onConfirm}
        >
          {props.pending ? (props.pendingLabel ?? props.label) : props.label}
        </button>
      </div>
    </>
  );
}

/** The one way out of a dialog whose work is done. */
export function DoneAction(props: { label: string; onDone: () => void }) {
  return (
    <div className="modal-actions">
      {/* The form that held the focus is gone: it moves to the way out. */}
      <button type="button" className="button button--primary" onClick={props.onDone} autoFocus>
        {props.label}
      </button>
    </div>
  );
}
