import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import '../../../components/spinner.css';

// The same chunk as the composer's picker, loaded the first time either opens (product.md §13: the
// picker stays out of the JavaScript before first paint).
const EmojiPicker = lazy(() => import('emoji-picker-react'));

/**
 * Any emoji as a reaction, in a dialog: it works the same on a phone and a desktop, keeps the
 * focus inside while open, and gives it back to the button that opened it.
 */
export function ReactionPicker({
  authorName,
  onPick,
  onClose,
}: {
  authorName: string;
  onPick: (emoji: string) => void;
  onClose: () => void;
}) {
  const dark = document.documentElement.dataset.theme === 'dark';
  return (
    <ModalDialog title={`React to ${authorName}`} onClose={onClose}>
      <div className="reaction-picker">
        <Suspense fallback={<Spinner small label="Loading emoji" />}>
          <EmojiPicker
            onEmojiClick={(data) => onPick(data.emoji)}
            width="100%"
            height={380}
            theme={dark ? 'dark' : 'light'}
            emojiStyle="native"
            previewConfig={{ showPreview: false }}
            skinTonesDisabled={false}
            autoFocusSearch
          />
        </Suspense>
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
