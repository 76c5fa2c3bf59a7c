import { useState } from 'react';
import { lookupNameSchema } from '@tuning/shared/profile';
import { ItemList, ItemRow } from '../../../components/item-list.tsx';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { useSetRole, useStaff } from '../api/staff.ts';
import { announceOutcome } from '../lib/announce-outcome.ts';
import { FieldForm, type CheckedEntry } from './field-form.tsx';

export const NAME_REQUIRED = 'Enter a user name.';

function checkName(entry: string): CheckedEntry<string> {
  const parsed = lookupNameSchema.safeParse(entry.trim().replace(/^@/, ''));
  return parsed.success ? { value: parsed.data } : { error: NAME_REQUIRED };
}

/** The staff (admins only): grant the moderator role by user name, revoke it. */
export function Moderators(props: { onAnnounce: (text: string) => void }) {
  const staff = useStaff();
  const setRole = useSetRole();
  const [name, setName] = useState('');

  const grant = async (userName: string) => {
    await setRole.mutateAsync({ userName, role: 'moderator' });
    setName('');
    props.onAnnounce(`@${userName} is a moderator.`);
  };

  return (
    <div className="admin-section">
      <FieldForm
        className="admin-form admin-form--inline"
        id="admin-grant-name"
        label="Make a moderator (@username)"
        placeholder="@username"
        autoComplete="off"
        value={name}
        onChange={setName}
        check={checkName}
        send={grant}
        button="Grant"
        pending={setRole.isPending}
      />
      {!staff.isSuccess ? (
        <QueryFallback query={staff} loadingLabel="Loading the staff" />
      ) : (
        <ItemList label="Staff">
          {staff.data.staff.map((person) => (
            <ItemRow
              key={person.userId}
              person={person}
              name={<strong>{person.fullName || person.userName}</strong>}
              detail={`@${person.userName} · ${person.role === 'admin' ? 'Admin' : 'Moderator'}`}
              action={
                person.role === 'moderator' && (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`Revoke @${person.userName}'s moderator role`}
                    disabled={setRole.isPending}
                    onClick={() =>
                      void announceOutcome(
                        setRole.mutateAsync({ userName: person.userName, role: 'member' }),
                        `@${person.userName} is no longer a moderator.`,
                        props.onAnnounce,
                      )
                    }
                  >
                    Revoke
                  </button>
                )
              }
            />
          ))}
        </ItemList>
      )}
    </div>
  );
}
