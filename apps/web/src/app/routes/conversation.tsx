import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import type { BlockKind } from '@tuning/shared/safety';
import { ConversationChat } from '../../features/chat/components/conversation-chat.tsx';
import type { LocalMessage } from '../../features/chat/lib/chat-messages.ts';
import type { ConversationHistorySource } from '../../features/chat/lib/conversation-session.ts';
import {
  getConversationMessages,
  markConversationRead,
  useConversationSummary,
} from '../../features/messages/api/get-conversation.ts';
import { unreadKey } from '../../features/messages/api/get-unread.ts';
import { BlockedNotice } from '../../features/messages/components/blocked-notice.tsx';
import {
  ConversationHeader,
  type PersonSafetyActions,
} from '../../features/messages/components/conversation-header.tsx';
import {
  RequestBanner,
  RequestRemoved,
} from '../../features/messages/components/request-banner.tsx';
import { useConversationEvents } from '../../features/messages/hooks/use-conversation-events.ts';
import { conversationTitle, memberName } from '../../features/messages/lib/conversation-view.ts';
import { ProfileSafetyActions } from '../../features/safety/components/profile-safety-actions.tsx';
import {
  messageReport,
  useSafetyDialogs,
} from '../../features/safety/hooks/use-safety-dialogs.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { useBlocks } from '../../lib/blocks.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { usePeopleIFollow } from '../people-i-follow.ts';

const safetyActions: PersonSafetyActions = (userName) => (
  <ProfileSafetyActions userName={userName} />
);

/**
 * /messages/{id}: the messages feature's header and request banner around the chat feature's
 * message list, typing line and message box (the group chat's own), with the safety feature's
 * block and report dialogs, and its report, mute and block for the people in it. Those the user
 * blocked or muted are hidden as in the group chat; a one-to-one with someone blocked says so
 * where the message box was.
 */
export function Component() {
  const { conversationId = '' } = useParams();
  const user = useCurrentUser();
  const summary = useConversationSummary(conversationId);
  // No navigation bar here to listen: a rename, members coming and going, or being removed show
  // live all the same.
  useConversationEvents(true);
  const people = usePeopleIFollow();
  const requested = summary.data?.status === 'requested';
  // Blocking the person whose request this is removes it on the server (product.md §15): the
  // banner goes at once, the screen stays behind the dialog's confirmation, then /messages.
  const [requestRemoved, setRequestRemoved] = useState(false);
  const onBlocked = useCallback(
    (_userName: string, kind: BlockKind) => {
      if (requested && kind === 'block') setRequestRemoved(true);
    },
    [requested],
  );
  const dialogs = useSafetyDialogs({ onBlocked });
  const { report, person: safety } = dialogs;
  const navigate = useNavigate();
  const dialogOpen = dialogs.dialog !== null;
  useEffect(() => {
    if (requestRemoved && !dialogOpen) void navigate('/messages', { replace: true });
  }, [requestRemoved, dialogOpen, navigate]);
  // A message of this conversation: the report keeps it with the messages around it.
  const onReportMessage = useCallback(
    (message: LocalMessage) => report(messageReport(message, conversationId)),
    [report, conversationId],
  );
  const queryClient = useQueryClient();
  const history = useMemo<ConversationHistorySource>(
    () => ({
      page: (before) => getConversationMessages(conversationId, before),
      // Read here: the navigation's count goes down at once.
      markRead: (seq) =>
        markConversationRead(conversationId, seq).then(() =>
          queryClient.invalidateQueries({ queryKey: unreadKey }),
        ),
    }),
    [conversationId, queryClient],
  );

  const members = summary.data?.members;
  const names = useMemo(
    () => new Map((members ?? []).map((m) => [m.userId, m.fullName || m.username])),
    [members],
  );
  const blockList = useBlocks().data?.blocks;
  const hiddenAuthors = useMemo(
    () => new Set((blockList ?? []).map((person) => person.userId)),
    [blockList],
  );
  const other = summary.data?.kind === 'direct' ? summary.data.members[0] : undefined;
  const blocked =
    other !== undefined &&
    blockList?.some((person) => person.userId === other.userId && person.kind === 'block') === true;
  // A block took both sockets out of the conversation's room: after Unblock the chat starts
  // again, so it joins the room afresh and hears new messages.
  const [unblocks, setUnblocks] = useState({ blocked, count: 0 });
  if (unblocks.blocked !== blocked) {
    setUnblocks({ blocked, count: blocked ? unblocks.count : unblocks.count + 1 });
  }

  if (summary.isPending) return <Spinner label="Loading the conversation" />;
  // Once its request is removed it is no longer found: the last answer stays until /messages.
  if (summary.isError && !(requestRemoved && summary.data)) {
    return (
      <section className="panel" aria-labelledby="conversation-missing">
        <p>
          <BackLink to="/messages" label="Messages" />
        </p>
        <h1 id="conversation-missing" className="display">
          Conversation not found
        </h1>
        <p>{summary.error.message}</p>
      </section>
    );
  }
  const conversation = summary.data;
  // "Seen": the other member's read position, in a one-to-one (absent while receipts are off).
  const seenSeq = conversation.kind === 'direct' ? conversation.members[0]?.lastReadSeq : undefined;
  return (
    <>
      <ConversationChat
        key={`${conversationId}:${unblocks.count}`}
        conversationId={conversationId}
        label={`Conversation: ${conversationTitle(conversation)}`}
        user={user.data}
        history={history}
        names={names}
        seenSeq={seenSeq}
        onReport={onReportMessage}
        hiddenAuthors={hiddenAuthors}
        closed={blocked}
        header={
          <ConversationHeader
            conversation={conversation}
            ownId={user.data?.uid}
            people={people}
            safetyActions={safetyActions}
          />
        }
        footer={
          requestRemoved ? (
            <RequestRemoved conversation={conversation} />
          ) : requested ? (
            <RequestBanner conversation={conversation} safety={safety} />
          ) : blocked && other?.username ? (
            <BlockedNotice userName={other.username} name={memberName(other)} />
          ) : undefined
        }
      />
      {dialogs.dialog}
    </>
  );
}
