import { useId, useState, type FormEvent } from 'react';
import { ConfirmActions, DoneAction } from '../../../components/dialog-actions.tsx';
import {
  DeleteAccountDialog,
  PASSWORD_REQUIRED,
} from '../../../components/delete-account-dialog.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { downloadAccountExport, EXPORT_FAILED } from '../../../lib/account-export.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteAccountWithPassword } from '../api/suspended-account.ts';

/**
 * Under login's suspension message: a suspended student cannot sign in, yet may still take their
 * data or delete the account (issue 37, product.md §12). Each asks for the password again and
 * sends it with the address login was tried with.
 */
export function SuspendedAccountActions(props: { phoneOrEmail: string; onDeleted: () => void }) {
  const titleId = useId();
  const [open, setOpen] = useState<'export' | 'delete' | null>(null);
  const close = () => setOpen(null);
  return (
    <section className="auth-suspended" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-suspended__title">
        Your data
      </h2>
      <p>While the account is suspended you can still download your data or delete the account.</p>
      <div className="auth-suspended__actions">
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => setOpen('export')}
        >
          Download my data
        </button>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setOpen('delete')}
        >
          Delete my account
        </button>
      </div>
      {open === 'export' && <ExportDialog phoneOrEmail={props.phoneOrEmail} onClose={close} />}
      {open === 'delete' && (
        <DeleteAccountDialog
          remove={({ password }) =>
            deleteAccountWithPassword({ phoneOrEmail: props.phoneOrEmail, password })
          }
          onClose={close}
          onDeleted={props.onDeleted}
        />
      )}
    </section>
  );
}

/** The password again, then the JSON file of everything stored about the account. */
function ExportDialog(props: { phoneOrEmail: string; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState('');
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(PASSWORD_REQUIRED);
    setError('');
    setPending(true);
    try {
      setSaved(await downloadAccountExport({ phoneOrEmail: props.phoneOrEmail, password }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : EXPORT_FAILED);
    } finally {
      setPending(false);
    }
  };

  if (saved) {
    return (
      <ModalDialog title="Data downloaded" onClose={props.onClose}>
        <p className="form-success" role="status">
          Downloaded {saved}.
        </p>
        <DoneAction label="OK" onDone={props.onClose} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title="Download your data?" onClose={props.onClose}>
      <p>
        A JSON file of everything Tuning stores about {props.phoneOrEmail}. Enter your password
        again to start it.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id="export-account-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <ConfirmActions
          label="Download my data"
          pendingLabel="Preparing..."
          pending={pending}
          onCancel={props.onClose}
          error={error}
          errorId={errorId}
        />
      </form>
    </ModalDialog>
  );
}
