import { Link } from 'react-router';
import { messages } from '@tuning/shared/messages';
import '../route-error.css';

export function Component() {
  return (
    <section className="panel panel--halftone not-found">
      <p className="burst burst--red display not-found__burst" aria-hidden="true">
        404
      </p>
      <h1 className="display">{messages.notFoundTitle}</h1>
      <p>{messages.notFoundBody}</p>
      <Link className="button button--primary" to="/home">
        Back to Home
      </Link>
    </section>
  );
}
