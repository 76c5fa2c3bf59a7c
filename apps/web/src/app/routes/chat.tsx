import { useCallback, useMemo } from 'react';
import { isModerator, type BlockKind } from '@tuning/shared/safety';
import { GroupChat, type ChatSafety } from '../../features/chat/components/group-chat.tsx';
import type { LocalMessage } from '../../features/chat/lib/chat-messages.ts';
import { useFirstUnreadSeq } from '../../features/notifications/hooks/use-chat-unread.ts';
import {
  messageReport,
  useSafetyDialogs,
} from '../../features/safety/hooks/use-safety-dialogs.tsx';
import { useAccount } from '../../lib/account.ts';
import { useBlocks } from '../../lib/blocks.ts';
import { useCurrentUser } from '../../lib/current-user.ts';

/**
 * The group chat, with the safety feature's report and block actions on each message and the
 * notifications feature's "New messages" divider.
 */
export function Component() {
  const currentUser = useCurrentUser();
  const signedIn = currentUser.isSuccess;
  const account = useAccount();
  const blocks = useBlocks({ enabled: signedIn });
  const dialogs = useSafetyDialogs();
  const firstUnreadSeq = useFirstUnreadSeq();
  const { report, block } = dialogs;

  const blockList = blocks.data?.blocks;
  const hiddenAuthors = useMemo(
    () => new Set((blockList ?? []).map((person) => person.userId)),
    [blockList],
  );
  const onReport = useCallback((message: LocalMessage) => report(messageReport(message)), [report]);
  const onBlock = useCallback(
    (message: LocalMessage, kind: BlockKind) => block(message.username, kind),
    [block],
  );
  const moderator = isModerator(account.data?.role);
  const safety = useMemo<ChatSafety>(
    () => ({ moderator, hiddenAuthors, onReport, onBlock }),
    [moderator, hiddenAuthors, onReport, onBlock],
  );

  return (
    <>
      <h1 className="sr-only">Group chat</h1>
      <GroupChat
        user={currentUser.data}
        userLoading={currentUser.isPending}
        safety={safety}
        firstUnreadSeq={firstUnreadSeq}
      />
      {dialogs.dialog}
    </>
  );
}
