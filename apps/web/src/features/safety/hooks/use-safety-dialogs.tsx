import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
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
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<Open>(null);
  const report = useCallback((target: ReportTarget) => setOpen({ dialog: 'report', target }), []);
  const block = useCallback(
    (userName: string, kind: BlockKind) => setOpen({ dialog: 'block', userName, kind }),
    [],
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
  return { report, block, dialog };
}
