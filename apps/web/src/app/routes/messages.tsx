import { useState } from 'react';
import { MessagesInbox } from '../../features/messages/components/messages-inbox.tsx';
import { NewGroupDialog } from '../../features/messages/components/new-group-dialog.tsx';
import { useSafetyDialogs } from '../../features/safety/hooks/use-safety-dialogs.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { usePeopleIFollow } from '../people-i-follow.ts';

function NewGroup({ onClose }: { onClose: () => void }) {
  return <NewGroupDialog people={usePeopleIFollow()} onClose={onClose} />;
}

/** /messages: the inbox and requests, with the safety feature's block and report dialogs. */
export function Component() {
  const user = useCurrentUser();
  const dialogs = useSafetyDialogs();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <MessagesInbox
        ownId={user.data?.uid}
        onNewGroup={() => setCreating(true)}
        safety={dialogs.person}
      />
      {creating && <NewGroup onClose={() => setCreating(false)} />}
      {dialogs.dialog}
    </>
  );
}
