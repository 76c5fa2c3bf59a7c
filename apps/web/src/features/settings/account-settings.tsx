import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isModerator } from '@tuning/shared/safety';
import { DeleteAccountDialog } from '../../components/delete-account-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account.ts';
import { downloadAccountExport, EXPORT_FAILED } from '../../lib/account-export.ts';
import { useLogout } from '../../lib/logout.ts';
import { deleteAccount } from './api/delete-account.ts';
import { BlockedPeople } from './components/blocked-people.tsx';
import { PushSettings } from './components/push-settings.tsx';
import { InstallApp } from './install-app.tsx';
import './settings.css';

/**
 * The account's settings under the own profile: the way to /admin for moderators, adding Tuning
 * to the home screen, push notifications, the people blocked or muted, the data export and
 * deleting the account. `messaging` is the Messages feature's "who can message me", composed by the
 * app.
 */
export function AccountSettings({ messaging }: { messaging?: ReactNode } = {}) {
  const titleId = useId();
  const account = useAccount();
  const [exporting, setExporting] = useState(false);
  const [exportStatus, setExportStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Once the account is gone, closing the dialog signs this browser out (the server has already
  // ended every session).
  const logOut = useLogout();

  const download = async () => {
    setExporting(true);
    setExportStatus(null);
    try {
      const name = await downloadAccountExport();
      setExportStatus({ ok: true, text: `Downloaded ${name}.` });
    } catch (failure) {
      setExportStatus({
        ok: false,
        text: failure instanceof ApiError ? failure.message : EXPORT_FAILED,
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="panel account-settings" aria-labelledby={titleId}>
      <h2 id={titleId} className="display">
        Account
      </h2>
      {isModerator(account.data?.role) && (
        <section className="settings-section settings-section--staff" aria-label="Moderation">
          <p>Reports, the audit log and the room&apos;s settings.</p>
          <Link to="/admin" className="button button--secondary">
            Admin
          </Link>
        </section>
      )}
      <InstallApp />
      <PushSettings />
      {messaging}
      <BlockedPeople />
      <section className="settings-section" aria-labelledby={`${titleId}-data`}>
        <h3 id={`${titleId}-data`}>Your data</h3>
        <p>A JSON file of everything Tuning stores about you.</p>
        <button
          type="button"
          className="button"
          disabled={exporting}
          onClick={() => void download()}
        >
          {exporting ? 'Preparing...' : 'Download my data'}
        </button>
        <p
          className={exportStatus?.ok === false ? 'field-error' : 'settings-section__status'}
          role="status"
        >
          {exportStatus?.text}
        </p>
      </section>
      <section className="settings-section" aria-labelledby={`${titleId}-delete`}>
        <h3 id={`${titleId}-delete`}>Delete account</h3>
        <p>Your profile, photo, follows and sessions are deleted for good.</p>
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </button>
      </section>
      {deleting && (
        <DeleteAccountDialog
          remove={deleteAccount}
          onClose={() => setDeleting(false)}
          onDeleted={() => void logOut()}
        />
      )}
    </section>
  );
}
