import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@tuning/shared/messages';
import { describeMutualFollowers, type SocializeCard } from '@tuning/shared/profile';
import { Spinner } from '../../../components/spinner.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { goToUserProfile } from '../api/go-to-user-profile.ts';
import { useSocializeList } from '../api/get-socialize.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useLoadMore } from '../hooks/use-load-more.ts';
import { useMinElapsed } from '../hooks/use-min-elapsed.ts';
import '../../../components/spinner.css';
import './socialize-page.css';

export const SOCIALIZE_SPINNER_MS = 1000;
/** The search asks the server once typing has paused this long. */
export const SOCIALIZE_SEARCH_DELAY_MS = 300;

/**
 * product.md §2 /socialize: header, a spinner for about a second, then the cards, more on scroll.
 * `followButton` is the card's Follow control, given by the route (follows are another feature).
 */
export function SocializePage(props: { followButton?: (card: SocializeCard) => ReactNode }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), SOCIALIZE_SEARCH_DELAY_MS);
  const list = useSocializeList(query);
  const spinnerDone = useMinElapsed(SOCIALIZE_SPINNER_MS);
  const loadMoreRef = useLoadMore(
    () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
    list.hasNextPage === true,
    list.data?.pages.length ?? 0,
  );
  const cards = list.data?.pages.flatMap((page) => page.specificUsersData) ?? [];
  const college = list.data?.pages[0]?.selectedCollege;
  const loading = !spinnerDone || list.isPending;

  return (
    <div className="socialize">
      <section className="socialize__main" aria-labelledby="socialize-title">
        <h1 id="socialize-title" className="display">
          Socialize
        </h1>
        <div className="field socialize__search">
          <label htmlFor="socialize-search" className="sr-only">
            Search students
          </label>
          <input
            id="socialize-search"
            type="search"
            placeholder="Search by name, username or college"
            value={search}
            maxLength={60}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {loading && !list.isError && <Spinner label="Loading students" />}
        {list.isError && spinnerDone && (
          <p className="form-error" role="alert">
            {messages.loadError(list.error.message)}
          </p>
        )}
        {!loading && !list.isError && (
          <>
            {college && <p className="muted">Students from {college} come first.</p>}
            {cards.length === 0 && <p className="empty-state">No students found.</p>}
            <ul className="socialize__grid" aria-label="Students">
              {cards.map((card) => (
                <StudentCard key={card.cuid} card={card} followButton={props.followButton} />
              ))}
            </ul>
            <div ref={loadMoreRef} className="socialize__more">
              {list.isFetchingNextPage && (
                <span className="spinner spinner--small" role="status" aria-label="Loading more" />
              )}
            </div>
          </>
        )}
      </section>
      <aside className="socialize__side" aria-label="Side panel" />
    </div>
  );
}

function StudentCard(props: {
  card: SocializeCard;
  followButton: ((card: SocializeCard) => ReactNode) | undefined;
}) {
  const navigate = useNavigate();
  const { card } = props;
  const open = async () => {
    try {
      await goToUserProfile(card.userName);
    } catch (error) {
      console.warn('gotouserprofile failed', error);
    }
    await navigate(`/userprofile?userName=${encodeURIComponent(card.userName)}`);
  };
  const mutual = describeMutualFollowers(card.mutualFollowers);
  return (
    <li className="panel socialize__card">
      {/* The whole card opens the profile (the button stretches over it); Follow sits above. */}
      <button type="button" className="socialize__card-open" onClick={() => void open()}>
        <UserAvatar src={card.userProfilePic} name={card.fullName} size="large" decorative />
        {/* The spaces keep the button's name "Grace Hopper @grace Navy College" readable. */}
        <span className="socialize__card-name">{card.fullName}</span>{' '}
        <span className="muted socialize__card-handle" title={`@${card.userName}`}>
          @{card.userName}
        </span>
        {card.collegeName && (
          <>
            {' '}
            <span className="socialize__card-college" title={card.collegeName}>
              {card.collegeName}
            </span>
          </>
        )}
      </button>
      {mutual && <p className="muted socialize__card-mutual">{mutual}</p>}
      {props.followButton && (
        <div className="socialize__card-follow">{props.followButton(card)}</div>
      )}
    </li>
  );
}
