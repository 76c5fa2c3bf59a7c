import { useId, useState } from 'react';
import { Link } from 'react-router';
import { safetyTexts, type BlockedPerson } from '@tuning/shared/safety';
import { ItemList, ItemRow } from '../../../components/item-list.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useBlocks, useUnblockUser } from '../../../lib/blocks.ts';

/** Everyone the user blocked or muted, newest first, each with its undo. */
export function BlockedPeople() {
  const titleId = useId();
  const blocks = useBlocks();
  const unblock = useUnblockUser();
  const [status, setStatus] = useState('');

  const undo = async (person: BlockedPerson) => {
    setStatus('');
    try {
      const answer = await unblock.mutateAsync(person.userName);
      setStatus(answer.message || safetyTexts.unblocked(person.userName));
    } catch (failure) {
      setStatus(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h3 id={titleId}>Blocked people</h3>
      <p className="settings-section__status" role="status">
        {status}
      </p>
      {!blocks.isSuccess ? (
        <QueryFallback query={blocks} loadingLabel="Loading blocked people" />
      ) : blocks.data.blocks.length === 0 ? (
        <p className="muted">You have not blocked or muted anyone.</p>
      ) : (
        <ItemList>
          {blocks.data.blocks.map((person) => (
            <ItemRow
              key={person.userId}
              person={person}
              name={
                <Link to={`/userprofile?userName=${encodeURIComponent(person.userName)}`}>
                  {person.fullName || person.userName}
                </Link>
              }
              detail={`@${person.userName} · ${person.kind === 'block' ? 'Blocked' : 'Muted'}`}
              action={
                <button
                  type="button"
                  className="button button--small"
                  disabled={unblock.isPending && unblock.variables === person.userName}
                  aria-label={`${person.kind === 'block' ? 'Unblock' : 'Unmute'} @${person.userName}`}
                  onClick={() => void undo(person)}
                >
                  {person.kind === 'block' ? 'Unblock' : 'Unmute'}
                </button>
              }
            />
          ))}
        </ItemList>
      )}
    </section>
  );
}
