import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  focusManager,
  onlineManager,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { messages } from '@tuning/shared/messages';
import { connectionEvents } from '../lib/api-client.ts';
import { ConnectionMonitor, pingServer } from '../lib/connection-monitor.ts';
import './offline-banner.css';

/** How long "Back online." stays after the server answers again. */
export const BACK_ONLINE_MS = 4000;

/** What failed for want of the server is fetched again once it answers. */
function refetchAfterOutage(queryClient: QueryClient): void {
  void queryClient.refetchQueries({
    type: 'active',
    predicate: (query) => query.state.status === 'error' || query.isStale(),
  });
  void queryClient.resumePausedMutations();
}

/**
 * The strip that says the server cannot be reached, on every screen. It listens to what the
 * screens already ask (every request's outcome, `connectionEvents`) and to the browser's
 * online/offline and focus signals; it never polls while all is well. Once the server answers
 * (a health check with a growing pause, or any request), it goes, the failed screens load again
 * by themselves, and "Back online." shows for a moment.
 */
export function OfflineBanner() {
  const queryClient = useQueryClient();
  const [backOnline, setBackOnline] = useState(false);
  const [monitor] = useState(
    () =>
      new ConnectionMonitor({
        ping: pingServer,
        onReachableAgain: () => {
          setBackOnline(true);
          refetchAfterOutage(queryClient);
        },
      }),
  );
  const state = useSyncExternalStore(monitor.subscribe, monitor.getSnapshot);

  useEffect(() => {
    monitor.start();
    const onAnswered = () => monitor.reportReachable();
    const onUnreachable = () => monitor.reportUnreachable();
    connectionEvents.addEventListener('answered', onAnswered);
    connectionEvents.addEventListener('unreachable', onUnreachable);
    const unsubscribeOnline = onlineManager.subscribe((online) => {
      if (online) monitor.checkNow();
      else monitor.reportUnreachable();
    });
    const unsubscribeFocus = focusManager.subscribe((focused) => {
      if (focused) monitor.checkNow();
    });
    return () => {
      connectionEvents.removeEventListener('answered', onAnswered);
      connectionEvents.removeEventListener('unreachable', onUnreachable);
      unsubscribeOnline();
      unsubscribeFocus();
      monitor.stop();
    };
  }, [monitor]);

  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  return (
    <div className="offline-banner-region" role="status" aria-live="polite">
      {!state.online && (
        <div className="offline-banner">
          <span className="offline-banner__text">{messages.offlineBanner}</span>
          <button
            type="button"
            className="button button--small offline-banner__retry"
            disabled={state.checking}
            onClick={() => monitor.checkNow()}
          >
            {state.checking ? messages.offlineChecking : messages.offlineRetryNow}
          </button>
        </div>
      )}
      {state.online && backOnline && (
        <div className="offline-banner offline-banner--back">{messages.backOnline}</div>
      )}
    </div>
  );
}
