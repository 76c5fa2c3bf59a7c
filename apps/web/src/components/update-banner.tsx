import { useSyncExternalStore } from 'react';
import { messages } from '@tuning/shared/messages';
import { applyUpdate, subscribeUpdate, updateReady } from '../lib/service-worker.ts';
import './offline-banner.css';

/**
 * "A new version of Tuning is ready — Reload": a new release installed while this page ran on
 * the old one. The page keeps the old release (every screen of it is cached) until the student
 * presses Reload; then it reloads once, whole, on the new one.
 */
export function UpdateBanner() {
  const ready = useSyncExternalStore(subscribeUpdate, updateReady, () => false);
  return (
    <div className="offline-banner-region" role="status" aria-live="polite">
      {ready && (
        <div className="offline-banner offline-banner--update">
          <span className="offline-banner__text">{messages.updateReady} —</span>
          <button
            type="button"
            className="button button--small offline-banner__retry"
            onClick={applyUpdate}
          >
            {messages.updateReload}
          </button>
        </div>
      )}
    </div>
  );
}
