import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { connectionEvents, reportConnection } from '../lib/api-client.ts';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import './route-error.css';

/**
 * A screen's code or CSS that could not be downloaded ("Failed to fetch dynamically imported
 * module", Vite's "Unable to preload CSS"): the server is out of reach, not the app broken.
 */
export function isModuleLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Unable to preload CSS|Importing a module script failed/i.test(
      error.message,
    )
  );
}

/**
 * The screen's code did not arrive (the server is down, no release cached yet): the offline
 * banner, and the page loads again by itself as soon as the server answers.
 */
function ScreenUnreachable() {
  useEffect(() => {
    reportConnection('unreachable');
    const reload = () => window.location.reload();
    connectionEvents.addEventListener('answered', reload);
    return () => connectionEvents.removeEventListener('answered', reload);
  }, []);
  return (
    <>
      <SkipLink />
      <OfflineBanner />
      <main className="error-page" id={MAIN_ID} tabIndex={-1}>
        <section className="panel panel--halftone">
          <h1 className="display">{messages.networkError}</h1>
        </section>
      </main>
    </>
  );
}

export function RouteError() {
  const error = useRouteError();
  if (isModuleLoadFailure(error)) return <ScreenUnreachable />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <>
      <SkipLink />
      <main className="error-page" role="alert" id={MAIN_ID} tabIndex={-1}>
        <section className="panel panel--halftone">
          <p className="burst display not-found__burst" aria-hidden="true">
            KRAK!
          </p>
          <h1 className="display">{messages.unexpectedError}</h1>
          {detail && <p className="muted">{detail}</p>}
          {/* A full reload: after an unexpected error the in-memory app state is not trusted. */}
          <a className="button button--primary" href="/home">
            Back to Home
          </a>
        </section>
      </main>
    </>
  );
}
