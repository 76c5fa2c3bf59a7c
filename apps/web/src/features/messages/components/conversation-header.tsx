import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CONVERSATION_MEMBERS_MAX, CONVERSATION_NAME_MAX } from '@tuning/shared/conversations';
import type {
  ConversationMember,
  ConversationSummary,
} from '@tuning/shared/conversations-response-schemas';
import { BackLink } from '../../../components/back-link.tsx';
import { ConfirmActions, DoneAction } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useBlocks } from '../../../lib/blocks.ts';
import { conversationCalls, useConversationMutation } from '../api/manage-conversation.ts';
import { conversationTitle, memberName } from '../lib/conversation-view.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import { ConversationAvatars } from './conversation-row.tsx';
import { PeoplePicker, type Person } from './people-picker.tsx';
import './messages.css';

type Open = 'members' | 'rename' | 'add' | 'leave' | { person: ConversationMember } | null;

/** Report, mute and block one person: the safety feature's, which the route hands in. */
export type PersonSafetyActions = (userName: string) => ReactNode;

const profilePath = (userName: string) => `/userprofile?userName=${encodeURIComponent(userName)}`;

/**
 * The conversation's header: the way back to the inbox, faces and name; a group's member list
 * with its creator's rename, add and remove, and "Leave group" for everyone in it. With
 * `safetyActions`, the other person of a one-to-one, and each member of a group, has an options
 * button to report, mute or block them.
 */
export function ConversationHeader({
  conversation,
  ownId,
  people,
  safetyActions,
}: {
  conversation: ConversationSummary;
  ownId: string | undefined;
  /** The people the user follows, for "Add people" (loaded by the app when the creator asks). */
  people: Person[] | undefined;
  safetyActions?: PersonSafetyActions;
}) {
  const [open, setOpen] = useState<Open>(null);
  const blocks = useBlocks({ enabled: safetyActions !== undefined });
  const title = conversationTitle(conversation);
  const group = conversation.kind === 'group';
  const other = group ? undefined : conversation.members[0];
  const count = conversation.members.length + 1;
  const close = () => setOpen(null);
  // Said beside their @name: why their messages went quiet.
  const otherKind = other && blocks.data?.blocks.find((b) => b.userId === other.userId)?.kind;
  return (
    <header className="chat-header dm-header">
      <BackLink to="/messages" ariaLabel={texts.back} />
      <ConversationAvatars conversation={conversation} />
      <div className="dm-header__text">
        <h1 className="dm-header__name">{title}</h1>
        {other?.username ? (
          <span className="muted dm-header__sub">
            <Link className="dm-header__handle" to={profilePath(other.username)}>
              @{other.username}
            </Link>
            {otherKind && <> · {otherKind === 'block' ? texts.blockedTag : texts.mutedTag}</>}
          </span>
        ) : (
          group && <span className="muted dm-header__sub">{count} members</span>
        )}
      </div>
      {group && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setOpen('members')}
        >
          {texts.showMembers(count)}
        </button>
      )}
      {other?.username && safetyActions && (
        <OptionsButton member={other} onOpen={() => setOpen({ person: other })} />
      )}
      {open === 'members' && (
        <MembersDialog
          conversation={conversation}
          ownId={ownId}
          onClose={close}
          onOpen={setOpen}
          withOptions={safetyActions !== undefined}
        />
      )}
      {typeof open === 'object' && open !== null && safetyActions && (
        <PersonDialog member={open.person} actions={safetyActions} onClose={close} />
      )}
      {open === 'rename' && <RenameDialog conversation={conversation} onClose={close} />}
      {open === 'add' && <AddDialog conversation={conversation} people={people} onClose={close} />}
      {open === 'leave' && <LeaveDialog conversation={conversation} onClose={close} />}
    </header>
  );
}

/** The round "⋯" button that opens a person's options (report, mute, block). */
function OptionsButton({ member, onOpen }: { member: ConversationMember; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="icon-button dm-options"
      aria-label={texts.options(memberName(member))}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="5" cy="12" r="2.2" />
        <circle cx="12" cy="12" r="2.2" />
        <circle cx="19" cy="12" r="2.2" />
      </svg>
    </button>
  );
}

/** One person's options: their profile, and report, mute or block them. */
function PersonDialog({
  member,
  actions,
  onClose,
}: {
  member: ConversationMember;
  actions: PersonSafetyActions;
  onClose: () => void;
}) {
  return (
    <ModalDialog title={memberName(member)} onClose={onClose} className="dm-dialog">
      {member.username && (
        <>
          <p className="dm-person__profile">
            <Link to={profilePath(member.username)}>{texts.viewProfile}</Link>
          </p>
          {actions(member.username)}
        </>
      )}
      <DoneAction label={texts.close} onDone={onClose} />
    </ModalDialog>
  );
}

function MembersDialog({
  conversation,
  ownId,
  onClose,
  onOpen,
  withOptions,
}: {
  conversation: ConversationSummary;
  ownId: string | undefined;
  onClose: () => void;
  onOpen: (open: Open) => void;
  withOptions: boolean;
}) {
  const creator = conversation.createdBy !== null && conversation.createdBy === ownId;
  const remove = useConversationMutation(conversationCalls.removeMember);
  const id = conversation.conversationId;
  return (
    <ModalDialog title={texts.members} onClose={onClose} className="dm-dialog">
      <ul className="dm-members">
        <li className="dm-members__row">
          <span className="dm-members__name">{texts.you}</span>
          {creator && <span className="muted">{texts.creator}</span>}
        </li>
        {conversation.members.map((member) => (
          <li key={member.userId} className="dm-members__row dm-members__row--member">
            <UserAvatar
              src={member.profilePic}
              name={memberName(member)}
              size="small"
              fallback="letter"
              decorative
            />
            <span className="dm-members__name">
              {memberName(member)}
              {member.username && <span className="muted"> @{member.username}</span>}
              {member.userId === conversation.createdBy && (
                <span className="muted"> · {texts.creator}</span>
              )}
            </span>
            {withOptions && member.username && (
              <OptionsButton member={member} onOpen={() => onOpen({ person: member })} />
            )}
            {creator && (
              <button
                type="button"
                className="button button--ghost button--small dm-members__remove"
                disabled={remove.isPending}
                onClick={() => remove.mutate([id, member.userId])}
              >
                {texts.remove(memberName(member))}
              </button>
            )}
          </li>
        ))}
      </ul>
      {remove.isError && (
        <p className="form-error" role="alert">
          {remove.error.message}
        </p>
      )}
      <div className="modal-actions dm-members__actions">
        {creator && (
          <>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onOpen('rename')}
            >
              {texts.rename}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={conversation.members.length + 1 >= CONVERSATION_MEMBERS_MAX}
              onClick={() => onOpen('add')}
            >
              {texts.add}
            </button>
          </>
        )}
        <button type="button" className="button button--ghost" onClick={() => onOpen('leave')}>
          {texts.leave}
        </button>
      </div>
    </ModalDialog>
  );
}

function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: ConversationSummary;
  onClose: () => void;
}) {
  const [name, setName] = useState(conversation.name ?? '');
  const rename = useConversationMutation(conversationCalls.rename);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    rename.mutate([conversation.conversationId, name.trim()], { onSuccess: onClose });
  };
  return (
    <ModalDialog title={texts.renameTitle} onClose={onClose} className="dm-dialog">
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor="group-rename">{texts.groupName}</label>
          <input
            id="group-rename"
            value={name}
            required
            maxLength={CONVERSATION_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <ConfirmActions
          label={texts.save}
          pending={rename.isPending}
          onCancel={onClose}
          error={rename.error?.message}
        />
      </form>
    </ModalDialog>
  );
}

function AddDialog({
  conversation,
  people,
  onClose,
}: {
  conversation: ConversationSummary;
  people: Person[] | undefined;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const add = useConversationMutation(conversationCalls.addMember);
  const [failed, setFailed] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(undefined);
    // One call per person: each may be refused on its own (a block, their setting).
    for (const userName of picked) {
      try {
        await add.mutateAsync([conversation.conversationId, userName]);
      } catch (error) {
        setFailed((error as Error).message);
        return;
      }
    }
    onClose();
  };
  return (
    <ModalDialog title={texts.addTitle} onClose={onClose} className="dm-dialog">
      <form onSubmit={(event) => void submit(event)}>
        <PeoplePicker
          people={people}
          picked={picked}
          onChange={setPicked}
          max={CONVERSATION_MEMBERS_MAX - 1 - conversation.members.length}
          exclude={conversation.members.map((m) => m.username)}
        />
        <ConfirmActions
          label={texts.add}
          pending={add.isPending}
          onCancel={onClose}
          error={failed}
        />
      </form>
    </ModalDialog>
  );
}

function LeaveDialog({
  conversation,
  onClose,
}: {
  conversation: ConversationSummary;
  onClose: () => void;
}) {
  const leave = useConversationMutation(conversationCalls.leave);
  const navigate = useNavigate();
  return (
    <ModalDialog title={texts.leaveTitle} onClose={onClose} className="dm-dialog">
      <p>{texts.leaveBody}</p>
      <ConfirmActions
        label={texts.leave}
        pending={leave.isPending}
        onCancel={onClose}
        onConfirm={() =>
          leave.mutate([conversation.conversationId], {
            onSuccess: () => void navigate('/messages'),
          })
        }
        error={leave.error?.message}
      />
    </ModalDialog>
  );
}
