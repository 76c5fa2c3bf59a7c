import { useState } from 'react';
import { messages } from '@tuning/shared/messages';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLogout } from '../../../lib/logout.ts';

/** product.md §2: Logout asks first, with Cancel and Log Out. */
export function LogoutConfirm(props: { onClose: () => void }) {
  const logOut = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <ModalDialog title="Log Out" onClose={props.onClose}>
      <p>{messages.logoutConfirm}</p>
      <div className="modal-actions">
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logOut();
          }}
        >
          Log Out
        </button>
      </div>
    </ModalDialog>
  );
}
