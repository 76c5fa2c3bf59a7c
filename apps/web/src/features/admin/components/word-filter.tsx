import { useState } from 'react';
import { FILTER_TERM_MAX } from '@tuning/shared/safety';
import { filterTermBodySchema } from '@tuning/shared/safety-schemas';
import { ItemList, ItemRow } from '../../../components/item-list.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useAddFilterTerm, useFilterTerms, useRemoveFilterTerm } from '../api/filter-terms.ts';
import { announceOutcome } from '../lib/announce-outcome.ts';
import { formatWhen } from '../lib/format-when.ts';
import { FieldForm, type CheckedEntry } from './field-form.tsx';

function checkTerm(entry: string): CheckedEntry<string> {
  const parsed = filterTermBodySchema.safeParse({ term: entry });
  return parsed.success
    ? { value: parsed.data.term }
    : { error: parsed.error.issues[0]?.message ?? 'Invalid term' };
}

/** The terms a chat message may not contain (admins only): a match is refused with a reason. */
export function WordFilter(props: { onAnnounce: (text: string) => void }) {
  const terms = useFilterTerms();
  const add = useAddFilterTerm();
  const remove = useRemoveFilterTerm();
  const [term, setTerm] = useState('');

  const onAdd = async (value: string) => {
    await add.mutateAsync(value);
    setTerm('');
    props.onAnnounce(`"${value}" is filtered.`);
  };

  return (
    <div className="admin-section">
      <FieldForm
        className="admin-form admin-form--inline"
        id="admin-filter-term"
        label="New term"
        maxLength={FILTER_TERM_MAX}
        value={term}
        onChange={setTerm}
        check={checkTerm}
        send={onAdd}
        button="Add"
        pending={add.isPending}
      />
      {!terms.isSuccess ? (
        <QueryFallback query={terms} loadingLabel="Loading the word filter" />
      ) : terms.data.terms.length === 0 ? (
        <p className="admin-empty">No terms: nothing is filtered.</p>
      ) : (
        <ItemList label="Filtered terms">
          {terms.data.terms.map((entry) => (
            <ItemRow
              key={entry.term}
              name={<strong>{entry.term}</strong>}
              detail={`added ${formatWhen(entry.createdAt)}`}
              action={
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Remove "${entry.term}"`}
                  disabled={remove.isPending && remove.variables === entry.term}
                  onClick={() =>
                    void announceOutcome(
                      remove.mutateAsync(entry.term),
                      `"${entry.term}" is no longer filtered.`,
                      props.onAnnounce,
                    )
                  }
                >
                  Remove
                </button>
              }
            />
          ))}
        </ItemList>
      )}
    </div>
  );
}
