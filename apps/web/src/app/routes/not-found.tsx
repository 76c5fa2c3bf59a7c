import { Link } from 'react-router';
import { messages } from '@tuning/shared/messages';

export function Component() {
  return (
    <section className="panel not-found">
      <h1 className="display">{messages.notFoundTitle}</h1>
      <p>{messages.notFoundBody}</p>
      <Link className="button" to="/home">
        Back to Home
      </Link>
    </section>
  );
}
