import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { BlockKind } from '@tuning/shared/safety';
import { BlockDialog } from '../components/block-dialog.tsx';
import type { ReportTarget } from '../components/report-dialog.tsx';

// Loaded when first opened: the report form validates with the shared zod schema, which the chat
// screen does not otherwise load before its first paint.
const ReportDialog = lazy(() =>
  import('../components/report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

type Open =
  | { dialog: 'report'; target: ReportTarget }
  | { dialog: 'block'; userName: string; kind: BlockKind }
  | null;

/** A chat message as a report names it: the group chat's and a conversation's alike. */
export interface ReportedMessage {
  messageId: string;
  username: string;
  message: string;
}

/** The report of `message`, with the conversation it is in when it is not the group chat's. */
export function messageReport(message: ReportedMessage, conversationId?: string): ReportTarget {
  return {
    kind: 'message',
    messageId: message.messageId,
    userName: message.username,
    excerpt: message.message,
    ...(conversationId === undefined ? {} : { conversationId }),
  };
}

/**
 * The report and block dialogs for a screen that offers them on many things (each chat
 * message): stable openers, and the one dialog open at a time to render.
 */
export function useSafetyDialogs(
  options: {
    /** A block (or mute) done on the server, while its dialog still shows. */
    onBlocked?: (userName: string, kind: BlockKind) => void;
  } = {},
): {
  report: (target: ReportTarget) => void;
  block: (userName: string, kind: BlockKind) => void;
  /** Blocking and reporting a person by username (a message request, a conversation's member). */
  person: { onBlock: (userName: string) => void; onReport: (userName: string) => void };
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<Open>(null);
  const report = useCallback((target: ReportTarget) => setOpen({ dialog: 'report', target }), []);
  const block = useCallback(
    (userName: string, kind: BlockKind) => setOpen({ dialog: 'block', userName, kind }),
    [],
  );
  const person = useMemo(
    () => ({
      onBlock: (userName: string) => block(userName, 'block'),
      onReport: (userName: string) => report({ kind: 'user', userName }),
    }),
    [block, report],
  );
  const close = useCallback(() => setOpen(null), []);
  const dialog =
    open?.dialog === 'report' ? (
      <Suspense fallback={null}>
        <ReportDialog target={open.target} onClose={close} />
      </Suspense>
    ) : open?.dialog === 'block' ? (
      <BlockDialog
        userName={open.userName}
        kind={open.kind}
        onClose={close}
        onBlocked={options.onBlocked}
      />
    ) : null;
  return { report, block, person, dialog };
}
