import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CONVERSATION_MEMBERS_MAX, CONVERSATION_NAME_MAX } from '@tuning/shared/conversations';
import { ConfirmActions } from '../../../components/dialog-actions.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { conversationCalls, useConversationMutation } from '../api/manage-conversation.ts';
import { messagesTexts as texts } from '../lib/messages-texts.ts';
import { PeoplePicker, type Person } from './people-picker.tsx';

/** "New group": a name (1–60 characters) and 1–9 people the user follows; then it opens. */
export function NewGroupDialog({
  people,
  onClose,
}: {
  people: Person[] | undefined;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const create = useConversationMutation(conversationCalls.createGroup);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(texts.nameRequired);
    if (picked.length === 0) return setError(texts.pickRequired);
    setError(undefined);
    create.mutate([{ name: name.trim(), userNames: picked }], {
      onSuccess: (group) => {
        onClose();
        void navigate(`/messages/${group.conversationId}`);
      },
    });
  };

  return (
    <ModalDialog title={texts.newGroup} onClose={onClose} className="dm-dialog">
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="group-name">{texts.groupName}</label>
          <input
            id="group-name"
            value={name}
            maxLength={CONVERSATION_NAME_MAX}
            aria-describedby="group-name-hint"
            onChange={(event) => setName(event.target.value)}
          />
          <span id="group-name-hint" className="muted">
            {texts.groupNameHint}
          </span>
        </div>
        <PeoplePicker
          people={people}
          picked={picked}
          onChange={setPicked}
          max={CONVERSATION_MEMBERS_MAX - 1}
        />
        <ConfirmActions
          label={texts.create}
          pendingLabel={texts.creating}
          pending={create.isPending}
          onCancel={onClose}
          error={error ?? create.error?.message}
        />
      </form>
    </ModalDialog>
  );
}
