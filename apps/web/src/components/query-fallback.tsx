import { messages } from '@tuning/shared/messages';
import { Spinner } from './spinner.tsx';

/**
 * What a screen shows in place of a query's data until it has some: a spinner while it loads,
 * product.md's 'Error: {message}' once it has failed.
 */
export function QueryFallback(props: { query: { error: Error | null }; loadingLabel: string }) {
  if (props.query.error) {
    return <p className="form-error">{messages.loadError(props.query.error.message)}</p>;
  }
  return <Spinner label={props.loadingLabel} />;
}
