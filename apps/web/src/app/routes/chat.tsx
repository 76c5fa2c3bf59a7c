import { GroupChat } from '../../features/chat/components/group-chat.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

export function Component() {
  const currentUser = useCurrentUser();
  return (
    <>
      <h1 className="sr-only">Group chat</h1>
      <GroupChat user={currentUser.data} userLoading={currentUser.isPending} />
    </>
  );
}
