import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OnlineUser } from '@tuning/shared/chat';
import { messages as texts } from '@tuning/shared/messages';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import type { PresenceState } from '../lib/presence-state.ts';

type Page = { users: OnlineUser[]; next?: string } | undefined;

const byUserName = (a: OnlineUser, b: OnlineUser) => a.username.localeCompare(b.username);

/**
 * Who is online, behind the header's count. While the client knows everyone (a room of up to 20,
 * or since its snapshot) the list is live from the presence state; in a larger room it is read
 * from the server a page at a time.
 */
export function OnlineList(props: {
  presence: PresenceState;
  ownId: string | undefined;
  loadPage: (after?: string) => Promise<Page>;
  onClose: () => void;
}) {
  const { presence, loadPage } = props;
  const live = presence.complete;
  const [fetched, setFetched] = useState<{ users: OnlineUser[]; next?: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(!live);

  const fetchPage = (after?: string) =>
    loadPage(after).then((page) => {
      setLoading(false);
      if (!page) return setFailed(true);
      setFetched((current) => ({
        users: after && current ? [...current.users, ...page.users] : page.users,
        next: page.next,
      }));
    });
  const showMore = (after: string) => {
    setLoading(true);
    setFailed(false);
    void fetchPage(after);
  };
  useEffect(() => {
    if (!live) void fetchPage();
    // Once, when the list opens on a room too large to know whole.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const people = live ? [...presence.people.values()].sort(byUserName) : (fetched?.users ?? []);
  return (
    <ModalDialog title={texts.onlineListTitle} onClose={props.onClose}>
      <ul className="online-list" aria-busy={loading || undefined}>
        {people.map((person) => (
          <li key={person.userId} className="online-list__person">
            <Link
              to={
                person.userId === props.ownId
                  ? '/profile'
                  : `/userprofile?userName=${encodeURIComponent(person.username)}`
              }
              onClick={props.onClose}
            >
              <PersonAvatar person={person} />
              <span className="online-list__name">{person.fullName || 'Unknown'}</span>
              <span className="online-list__handle muted">@{person.username}</span>
            </Link>
          </li>
        ))}
      </ul>
      {failed && <p className="form-error">{texts.onlineListError}</p>}
      {!live && fetched?.next && (
        <button
          type="button"
          className="btn"
          disabled={loading}
          onClick={() => fetched.next && showMore(fetched.next)}
        >
          {texts.onlineListMore}
        </button>
      )}
    </ModalDialog>
  );
}
