import { useState } from 'react';
import { messages } from '@tuning/shared/messages';
import { ConfirmActions } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLogout } from '../../../lib/logout.ts';

/** product.md §2: Logout asks first, with Cancel and Log Out. */
export function LogoutConfirm(props: { onClose: () => void }) {
  const logOut = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <ModalDialog title="Log Out" onClose={props.onClose}>
      <p>{messages.logoutConfirm}</p>
      <ConfirmActions
        label="Log Out"
        pending={leaving}
        onCancel={props.onClose}
        onConfirm={() => {
          setLeaving(true);
          void logOut();
        }}
      />
    </ModalDialog>
  );
}
