import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { safetyTexts } from '@tuning/shared/safety';
import { Spinner } from '../../../components/spinner.tsx';
import { unreadNotifications, useNotifications } from '../api/get-notifications.ts';
import { badgeText } from '../../../lib/badge-text.ts';
import '../../../components/spinner.css';
import './notifications.css';
import { LineIcon } from '../../../components/line-icon.tsx';

// The list, its texts and the desktop opt-in load the first time the bell opens.
const NotificationPanel = lazy(() => import('./notification-panel.tsx'));

const BELL = ['M6 16.5V11a6 6 0 0 1 12 0v5.5l1.8 2H4.2Z', 'M10 20.5a2.2 2.2 0 0 0 4 0'];

function bellLabel(unread: number, openReports: number): string {
  const parts = ['Notifications'];
  if (unread > 0) parts.push(`${badgeText(unread)} unread`);
  if (openReports > 0)
    parts.push(`${openReports} open ${openReports === 1 ? 'report' : 'reports'}`);
  return parts.join(', ');
}

/**
 * The notifications bell in the navigation bar: the unread count on it, and a panel under it with
 * mentions, replies, reactions and new followers. A disclosure: the button says whether it is
 * open; Escape (anywhere in it) closes it and gives the focus back to the button; a click outside
 * closes it too.
 */
export function NotificationBell(props: { openReports?: number | undefined }) {
  const list = useNotifications(true);
  const unread = unreadNotifications(list.data);
  // For moderators the bell counts the open reports too, and its panel leads to them.
  const openReports = props.openReports ?? 0;
  const count = unread + openReports;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!rootRef.current?.contains(document.activeElement)) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="round-button bell__button"
        aria-label={bellLabel(unread, openReports)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <LineIcon paths={BELL} />
        {count > 0 && (
          <span className="count-badge bell__count" aria-hidden="true">
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <div className="bell__panel" id={panelId}>
          {openReports > 0 && (
            <Link to="/admin" className="bell__reports" onClick={() => setOpen(false)}>
              {safetyTexts.openReportsLine(openReports)}
            </Link>
          )}
          <Suspense fallback={<Spinner small label="Loading notifications" />}>
            <NotificationPanel onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
