import { useState, type FormEvent } from 'react';
import { FILTER_TERM_MAX, filterTermBodySchema } from '@tuning/shared/safety';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAddFilterTerm, useFilterTerms, useRemoveFilterTerm } from '../api/filter-terms.ts';
import { formatWhen } from '../lib/format-when.ts';

/** The terms a chat message may not contain (admins only): a match is refused with a reason. */
export function WordFilter(props: { onAnnounce: (text: string) => void }) {
  const terms = useFilterTerms();
  const add = useAddFilterTerm();
  const remove = useRemoveFilterTerm();
  const [term, setTerm] = useState('');
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = filterTermBodySchema.safeParse({ term });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid term');
    setError('');
    try {
      await add.mutateAsync(parsed.data.term);
      setTerm('');
      props.onAnnounce(`"${parsed.data.term}" is filtered.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const onRemove = async (value: string) => {
    try {
      await remove.mutateAsync(value);
      props.onAnnounce(`"${value}" is no longer filtered.`);
    } catch (failure) {
      props.onAnnounce(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="admin-section">
      <form
        className="admin-form admin-form--inline"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <TextField
          id="admin-filter-term"
          label="New term"
          maxLength={FILTER_TERM_MAX}
          value={term}
          onChange={setTerm}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-filter-error' : undefined}
        >
          {error && (
            <p className="field-error" role="alert" id="admin-filter-error">
              {error}
            </p>
          )}
        </TextField>
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          Add
        </button>
      </form>
      {!terms.isSuccess ? (
        <QueryFallback query={terms} loadingLabel="Loading the word filter" />
      ) : terms.data.terms.length === 0 ? (
        <p className="admin-empty">No terms: nothing is filtered.</p>
      ) : (
        <ul className="admin-rows" aria-label="Filtered terms">
          {terms.data.terms.map((entry) => (
            <li key={entry.term} className="admin-row">
              <span className="admin-row__main">
                <strong>{entry.term}</strong>
                <span className="muted">added {formatWhen(entry.createdAt)}</span>
              </span>
              <button
                type="button"
                className="button button--small"
                aria-label={`Remove "${entry.term}"`}
                disabled={remove.isPending && remove.variables === entry.term}
                onClick={() => void onRemove(entry.term)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
