import { safetyTexts } from '@tuning/shared/safety';
import { deleteAccountBodySchema } from '@tuning/shared/safety-schemas';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';

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
  return (
    <PasswordConfirmDialog
      title="Delete your account?"
      fieldId="delete-account-password"
      label="Delete my account"
      pendingLabel="Deleting..."
      accepts={(password) => deleteAccountBodySchema.safeParse({ password }).success}
      confirm={(password) => props.remove({ password })}
      failureText={(failure) => (failure instanceof Error ? failure.message : String(failure))}
      done={() => ({
        title: 'Account deleted',
        message: safetyTexts.accountDeleted,
        onClose: props.onDeleted,
      })}
      onClose={props.onClose}
    >
      Your profile, photo, follows and sessions go at once, and this cannot be undone. Download your
      data first if you want to keep a copy.
    </PasswordConfirmDialog>
  );
}
