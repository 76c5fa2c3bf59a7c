import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '@tuning/shared/chat';
import type { MessageHandlers } from '../components/message-handlers.ts';
import type { JumpRequest } from '../components/message-list.tsx';
import type { MessageActions } from '../components/message-menu.tsx';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { chatTexts } from '../lib/chat-texts.ts';
import { lastEditable } from '../lib/message-changes.ts';

/** A message the server has: one that can be answered (the composer's type). */
const isStored = (message: LocalMessage): message is LocalMessage & ChatMessage =>
  message.seq !== undefined && !message.deleted;

/** What the handlers ask of a chat's session (the group chat's and a conversation's alike). */
export interface HandledChat {
  react(messageId: string, emoji: string, on: boolean): void;
  editMessage(messageId: string, text: string): Promise<string | undefined>;
  revealMessage(messageId: string, seq: number | undefined): Promise<'found' | 'gone' | 'failed'>;
  notify(text: string): void;
}

/**
 * What a message list's handlers do on a chat screen, the group chat's and a conversation's:
 * reacting and picking a reaction, replying, editing (from the toolbar or with Up in the message
 * box, the focus going back there after), jumping to a reply's original, and the menu `menu`.
 * The focus goes back to the message box (`#chat-input`) after `focusComposer()` too.
 */
export function useMessageHandlers(
  chat: HandledChat,
  menu: MessageActions,
  /** The messages shown, for Up's "your newest message that can still be edited". */
  shown: readonly LocalMessage[],
  ownId: string | undefined,
) {
  const [picking, setPicking] = useState<LocalMessage | null>(null);
  const [replyingTo, setReplyingTo] = useState<LocalMessage & ChatMessage>();
  const [editingId, setEditingId] = useState<string>();
  /** The edit began from the message box (Up): the focus goes back there when it ends. */
  const editFromComposer = useRef(false);
  const [jumpTo, setJumpTo] = useState<JumpRequest>();
  const [composerFocus, setComposerFocus] = useState(0);

  // After a deletion or an edit begun with Up, the focus goes back to the text box.
  useEffect(() => {
    if (composerFocus > 0) document.getElementById('chat-input')?.focus();
  }, [composerFocus]);

  const { react, editMessage, revealMessage, notify } = chat;
  const handlers = useMemo<MessageHandlers>(
    () => ({
      menu,
      react: (message, emoji, on) => react(message.messageId, emoji, on),
      pickReaction: setPicking,
      reply: (message) => {
        if (isStored(message)) setReplyingTo(message);
      },
      startEdit: (message) => {
        editFromComposer.current = false;
        setEditingId(message.messageId);
      },
      saveEdit: (message, text) => editMessage(message.messageId, text),
      endEdit: () => {
        setEditingId(undefined);
        if (editFromComposer.current) setComposerFocus((n) => n + 1);
        editFromComposer.current = false;
      },
      jump: (preview) => {
        void revealMessage(preview.messageId, preview.seq).then((found) => {
          if (found === 'found') {
            setJumpTo((last) => ({ messageId: preview.messageId, key: (last?.key ?? 0) + 1 }));
          } else {
            notify(found === 'gone' ? chatTexts.originalGone : chatTexts.olderFailed);
          }
        });
      },
    }),
    [menu, react, editMessage, revealMessage, notify],
  );
  const onJumpMissed = useCallback(() => notify(chatTexts.originalGone), [notify]);

  /** Up in the empty message box: edits your newest message while it can still be edited. */
  const editLast = () => {
    const last = lastEditable(shown, ownId, Date.now());
    if (!last) return false;
    editFromComposer.current = true;
    setEditingId(last.messageId);
    return true;
  };
  const focusComposer = useCallback(() => setComposerFocus((n) => n + 1), []);

  return {
    handlers,
    picking,
    stopPicking: useCallback(() => setPicking(null), []),
    replyingTo,
    cancelReply: useCallback(() => setReplyingTo(undefined), []),
    editingId,
    editLast,
    jumpTo,
    onJumpMissed,
    focusComposer,
  };
}
