import { useId, useState, type FormEvent } from 'react';
import { safetyTexts } from '@tuning/shared/safety';
import { deleteAccountBodySchema } from '@tuning/shared/safety-schemas';
import { ConfirmActions, DoneAction } from './dialog-actions.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { TextField } from './text-field.tsx';

export const PASSWORD_REQUIRED = 'Enter your password to confirm.';

/**
 * Deleting the account: the current password confirms it, and `remove` sends it (with the session
 * from the settings, with the address too from the login page of a suspended student). Once it is
 * gone the dialog says so, and closing it runs `onDeleted`.
 */
export function DeleteAccountDialog(props: {
  remove: (body: { password: string }) => Promise<unknown>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountBodySchema.safeParse({ password });
    if (!parsed.success) return setError(PASSWORD_REQUIRED);
    setError('');
    setPending(true);
    try {
      await props.remove(parsed.data);
      setDeleted(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  if (deleted) {
    return (
      <ModalDialog title="Account deleted" onClose={props.onDeleted}>
        <p className="form-success" role="status">
          {safetyTexts.accountDeleted}
        </p>
        <DoneAction label="OK" onDone={props.onDeleted} />
      </ModalDialog>
    );
  }

  return (
    <ModalDialog title="Delete your account?" onClose={props.onClose}>
      <p>
        Your profile, photo, follows and sessions go at once, and this cannot be undone. Download
        your data first if you want to keep a copy.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id="delete-account-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <ConfirmActions
          label="Delete my account"
          pendingLabel="Deleting..."
          pending={pending}
          onCancel={props.onClose}
          error={error}
          errorId={errorId}
        />
      </form>
    </ModalDialog>
  );
}
