import { useState, type FormEvent } from 'react';
import { lookupNameSchema } from '@tuning/shared/profile';
import { QueryFallback } from '../../../components/query-fallback.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSetRole, useStaff } from '../api/staff.ts';

export const NAME_REQUIRED = 'Enter a user name.';

/** The staff (admins only): grant the moderator role by user name, revoke it. */
export function Moderators(props: { onAnnounce: (text: string) => void }) {
  const staff = useStaff();
  const setRole = useSetRole();
  const [name, setName] = useState('');
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = lookupNameSchema.safeParse(name.trim().replace(/^@/, ''));
    if (!parsed.success) return setError(NAME_REQUIRED);
    setError('');
    try {
      await setRole.mutateAsync({ userName: parsed.data, role: 'moderator' });
      setName('');
      props.onAnnounce(`@${parsed.data} is a moderator.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const revoke = async (userName: string) => {
    try {
      await setRole.mutateAsync({ userName, role: 'member' });
      props.onAnnounce(`@${userName} is no longer a moderator.`);
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
          id="admin-grant-name"
          label="Make a moderator (@username)"
          placeholder="@username"
          autoComplete="off"
          value={name}
          onChange={setName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'admin-grant-error' : undefined}
        >
          {error && (
            <p className="field-error" role="alert" id="admin-grant-error">
              {error}
            </p>
          )}
        </TextField>
        <button type="submit" className="button button--primary" disabled={setRole.isPending}>
          Grant
        </button>
      </form>
      {!staff.isSuccess ? (
        <QueryFallback query={staff} loadingLabel="Loading the staff" />
      ) : (
        <ul className="admin-rows" aria-label="Staff">
          {staff.data.staff.map((person) => (
            <li key={person.userId} className="admin-row">
              <UserAvatar src={person.profilePic} name={person.fullName} size="small" decorative />
              <span className="admin-row__main">
                <strong>{person.fullName || person.userName}</strong>
                <span className="muted">
                  @{person.userName} · {person.role === 'admin' ? 'Admin' : 'Moderator'}
                </span>
              </span>
              {person.role === 'moderator' && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Revoke @${person.userName}'s moderator role`}
                  disabled={setRole.isPending}
                  onClick={() => void revoke(person.userName)}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
