import { lazy, Suspense } from 'react';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { reactedBy } from '../lib/message-changes.ts';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';

// Only when someone reacts with an emoji of their choice (the picker itself loads then too).
const ReactionPicker = lazy(() =>
  import('./reaction-picker.tsx').then((module) => ({ default: module.ReactionPicker })),
);

/**
 * The dialogs a message's menu opens, the group chat's and a conversation's alike: "Delete
 * message?" for `deleting` (the focus goes back to the message box once it is gone), and the
 * emoji picker for `pickFor` (an emoji the user already reacted with takes the reaction back).
 */
export function MessageDialogs({
  ownId,
  deleting,
  onDelete,
  closeDelete,
  focusComposer,
  pickFor,
  react,
  stopPicking,
}: {
  ownId: string | undefined;
  deleting: LocalMessage | null;
  onDelete: (messageId: string) => Promise<string | undefined>;
  closeDelete: () => void;
  focusComposer: () => void;
  pickFor: LocalMessage | null | undefined | false;
  react: (messageId: string, emoji: string, on: boolean) => void;
  stopPicking: () => void;
}) {
  return (
    <>
      {deleting && (
        <DeleteMessageDialog
          message={deleting}
          own={deleting.userId === ownId}
          onDelete={onDelete}
          onDeleted={() => {
            closeDelete();
            focusComposer();
          }}
          onClose={closeDelete}
        />
      )}
      {pickFor && (
        <Suspense fallback={null}>
          <ReactionPicker
            authorName={pickFor.fullName || pickFor.username || 'Unknown'}
            onPick={(emoji) => {
              const reaction = pickFor.reactions?.find((r) => r.emoji === emoji);
              react(pickFor.messageId, emoji, !(reaction && reactedBy(reaction, ownId)));
              stopPicking();
            }}
            onClose={stopPicking}
          />
        </Suspense>
      )}
    </>
  );
}
