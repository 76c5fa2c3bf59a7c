import { useState } from 'react';
import {
  desktopNotificationState,
  turnOffDesktopNotifications,
  turnOnDesktopNotifications,
  type DesktopState,
} from '../lib/desktop-notifications.ts';

/** The bell panel's opt-in for mentions as desktop notifications; the browser asks on the click. */
export function DesktopOptIn() {
  const [state, setState] = useState<DesktopState>(desktopNotificationState);
  const [asking, setAsking] = useState(false);
  if (state === 'unsupported') return null;
  return (
    <div className="notices__desktop" aria-live="polite">
      {state === 'off' && (
        <>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={asking}
            onClick={() => {
              setAsking(true);
              void turnOnDesktopNotifications().then((next) => {
                setState(next);
                setAsking(false);
              });
            }}
          >
            Turn on desktop notifications
          </button>
          <p className="notices__hint">
            Get a notice when someone mentions you while Tuning is in another tab.
          </p>
        </>
      )}
      {state === 'on' && (
        <>
          <p className="notices__hint">Desktop notifications are on for mentions.</p>
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => {
              turnOffDesktopNotifications();
              setState(desktopNotificationState());
            }}
          >
            Turn off
          </button>
        </>
      )}
      {state === 'blocked' && (
        <p className="notices__hint">
          Your browser blocks notifications from Tuning. You can allow them in the browser’s site
          settings.
        </p>
      )}
    </div>
  );
}
