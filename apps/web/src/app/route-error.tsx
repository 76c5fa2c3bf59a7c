import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { MAIN_ID, SkipLink } from './skip-link.tsx';
import './route-error.css';

export function RouteError() {
  const error = useRouteError();
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
