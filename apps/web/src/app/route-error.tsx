import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { messages } from '@tuning/shared/messages';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="page error-page" role="alert">
      <section className="panel burst">
        <h1 className="display">{messages.unexpectedError}</h1>
        {detail && <p className="muted">{detail}</p>}
        <Link className="button" to="/home">
          Back to Home
        </Link>
      </section>
    </main>
  );
}
