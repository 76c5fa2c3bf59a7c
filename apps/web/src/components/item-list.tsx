import type { ReactNode } from 'react';
import { UserAvatar } from './user-avatar.tsx';
import './item-list.css';

/**
 * A plain list of rows: the people or the words a settings or staff page keeps; `roomy` spaces
 * out larger items (the report cards).
 */
export function ItemList(props: { label?: string; roomy?: boolean; children: ReactNode }) {
  return (
    <ul
      className={props.roomy ? 'item-list item-list--roomy' : 'item-list'}
      aria-label={props.label}
    >
      {props.children}
    </ul>
  );
}

/**
 * One row of an `ItemList`: a name over a muted detail, then its action. A row about a person
 * starts with their photo (decorative: their name is beside it).
 */
export function ItemRow(props: {
  person?: { profilePic: string; fullName: string };
  name: ReactNode;
  detail: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="item-list__row">
      {props.person && (
        <UserAvatar
          src={props.person.profilePic}
          name={props.person.fullName}
          size="small"
          decorative
        />
      )}
      <span className="item-list__main">
        {props.name}
        <span className="muted">{props.detail}</span>
      </span>
      {props.action}
    </li>
  );
}
