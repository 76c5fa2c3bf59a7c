import { useId, useState } from 'react';
import { DeleteAccountDialog } from '../../../components/delete-account-dialog.tsx';
import { PasswordConfirmDialog } from '../../../components/password-confirm-dialog.tsx';
import { downloadAccountExport, EXPORT_FAILED } from '../../../lib/account-export.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deleteAccountWithPassword } from '../api/suspended-account.ts';

/** What a suspended account may still do, each in its dialog. */
const OFFERS = [
  { dialog: 'export', label: 'Download my data', className: 'button' },
  { dialog: 'delete', label: 'Delete my account', className: 'button button--primary' },
] as const;

/**
 * Under login's suspension message: a suspended student cannot sign in, yet may still take their
 * data or delete the account (product.md §12). Each asks for the password again and
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
        {OFFERS.map((offer) => (
          <button
            key={offer.dialog}
            type="button"
            className={offer.className}
            aria-haspopup="dialog"
            onClick={() => setOpen(offer.dialog)}
          >
            {offer.label}
          </button>
        ))}
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
  return (
    <PasswordConfirmDialog
      title="Download your data?"
      fieldId="export-account-password"
      label="Download my data"
      pendingLabel="Preparing..."
      confirm={(password) => downloadAccountExport({ phoneOrEmail: props.phoneOrEmail, password })}
      failureText={(failure) => (failure instanceof ApiError ? failure.message : EXPORT_FAILED)}
      done={(saved) => ({
        title: 'Data downloaded',
        message: `Downloaded ${saved}.`,
        onClose: props.onClose,
      })}
      onClose={props.onClose}
    >
      A JSON file of everything Tuning stores about {props.phoneOrEmail}. Enter your password again
      to start it.
    </PasswordConfirmDialog>
  );
}
