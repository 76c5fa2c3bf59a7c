import { useId, useState } from 'react';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { messagesTexts as texts } from '../lib/messages-texts.ts';

/** Someone the user follows, as the follow lists give them. */
export interface Person {
  userName: string;
  fullName: string;
  userProfilePic: string;
}

/**
 * Checkboxes over the people the user follows, filtered by a search box: a group's members (new,
 * or added). `exclude` are already in; at most `max` can be picked.
 */
export function PeoplePicker({
  people,
  picked,
  onChange,
  max,
  exclude = [],
}: {
  people: Person[] | undefined;
  picked: string[];
  onChange: (userNames: string[]) => void;
  max: number;
  exclude?: string[];
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  if (!people) return <p className="muted">Loading the people you follow…</p>;
  const out = new Set(exclude.map((name) => name.toLowerCase()));
  const choosable = people.filter((p) => !out.has(p.userName.toLowerCase()));
  if (choosable.length === 0) return <p className="empty-state">{texts.noOneToPick}</p>;
  const needle = search.trim().replace(/^@/, '').toLowerCase();
  const shown = choosable.filter(
    (p) =>
      !needle ||
      p.fullName.toLowerCase().includes(needle) ||
      p.userName.toLowerCase().includes(needle),
  );
  const toggle = (userName: string, on: boolean) =>
    onChange(on ? [...picked, userName] : picked.filter((name) => name !== userName));
  return (
    <fieldset className="dm-picker">
      <legend className="field-label">{texts.pickPeople}</legend>
      <p className="muted dm-picker__hint">{texts.pickHint}</p>
      <label htmlFor={searchId} className="sr-only">
        {texts.search}
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        placeholder={texts.search}
        value={search}
        maxLength={60}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="dm-picker__list">
        {shown.map((person) => {
          const on = picked.includes(person.userName);
          return (
            <li key={person.userName}>
              <label className="dm-picker__person">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && picked.length >= max}
                  onChange={(event) => toggle(person.userName, event.target.checked)}
                />
                <UserAvatar
                  src={person.userProfilePic}
                  name={person.fullName}
                  size="small"
                  fallback="letter"
                  decorative
                />
                <span className="dm-picker__name">
                  {person.fullName} <span className="muted">@{person.userName}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
