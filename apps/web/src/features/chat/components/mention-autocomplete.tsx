import type { MentionSuggestion } from '@tuning/shared/chat-extras';
import { PersonAvatar } from './person-avatar.tsx';

/**
 * The `@` suggestions above the message box: a listbox the box controls (the focus stays in the
 * box). Always in the page, hidden when closed, so the box's `aria-controls` always points at it.
 */
export function MentionAutocomplete(props: {
  open: boolean;
  listId: string;
  users: MentionSuggestion[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (user: MentionSuggestion) => void;
  onHover: (index: number) => void;
}) {
  const count = props.users.length;
  const howMany = (n: number) =>
    `${n} ${n === 1 ? 'person' : 'people'} to mention. Up and down to choose, Enter to insert.`;
  return (
    <>
      <ul
        id={props.listId}
        role="listbox"
        aria-label="People to mention"
        className="chat-mentions"
        hidden={!props.open}
      >
        {props.open &&
          props.users.map((user, index) => (
            <li
              key={user.userId}
              id={props.optionId(index)}
              role="option"
              aria-selected={index === props.activeIndex}
              className="chat-mentions__option"
              // The box keeps the focus (and its caret) while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => {
                if (index !== props.activeIndex) props.onHover(index);
              }}
              onClick={() => props.onChoose(user)}
            >
              <PersonAvatar person={user} />
              <span className="chat-mentions__name">{user.fullName || user.username}</span>
              <span className="chat-mentions__handle">@{user.username}</span>
            </li>
          ))}
      </ul>
      {/* Said when the list opens or its length changes; aria-activedescendant says the rest. */}
      <p className="sr-only" aria-live="polite">
        {props.open ? howMany(count) : ''}
      </p>
    </>
  );
}
