import { useId, useState, type FormEvent } from 'react';
import { safetyTexts } from '@tuning/shared/safety';
import { deleteAccountBodySchema } from '@tuning/shared/safety-schemas';
import { ConfirmActions, DoneAction } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useLogout } from '../../../lib/logout.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

export const PASSWORD_REQUIRED = 'Enter your password to confirm.';

/**
 * Deleting the account: the current password confirms it. Once it is gone the dialog says so,
 * and closing it signs this browser out (the server has already ended every session).
 */
export function DeleteAccountDialog(props: { onClose: () => void }) {
  const remove = useDeleteAccount();
  const logOut = useLogout();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [deleted, setDeleted] = useState(false);
  const errorId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = deleteAccountBodySchema.safeParse({ password });
    if (!parsed.success) return setError(PASSWORD_REQUIRED);
    setError('');
    try {
      await remove.mutateAsync(parsed.data);
      setDeleted(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  if (deleted) {
    const leave = () => void logOut();
    return (
      <ModalDialog title="Account deleted" onClose={leave}>
        <p className="form-success" role="status">
          {safetyTexts.accountDeleted}
        </p>
        <DoneAction label="OK" onDone={leave} />
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
          pending={remove.isPending}
          onCancel={props.onClose}
          error={error}
          errorId={errorId}
        />
      </form>
    </ModalDialog>
  );
}
