import { useId, useSyncExternalStore } from 'react';
import { messages } from '@tuning/shared/messages';
import {
  installOffer,
  installPlatform,
  isInstalled,
  promptInstall,
  subscribeInstall,
} from '../../lib/install-prompt.ts';

const STEPS = {
  ios: messages.installIos,
  android: messages.installAndroid,
  desktop: messages.installDesktop,
} as const;

/**
 * "Add Tuning to your home screen" in settings: the browser's own install dialog where it offers
 * one (Chromium's `beforeinstallprompt`), the share-sheet steps on an iPhone or iPad, and nothing
 * to do once Tuning runs from the home screen.
 */
export function InstallApp() {
  const titleId = useId();
  const offer = useSyncExternalStore(subscribeInstall, installOffer, () => undefined);
  const installed = useSyncExternalStore(subscribeInstall, isInstalled, () => false);
  const platform = installPlatform(navigator.userAgent, navigator.maxTouchPoints);
  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{messages.installTitle}</h3>
      {installed ? (
        <p>{messages.installDone}</p>
      ) : offer ? (
        <button type="button" className="button" onClick={() => void promptInstall()}>
          {messages.installButton}
        </button>
      ) : (
        <p>{STEPS[platform]}</p>
      )}
    </section>
  );
}
