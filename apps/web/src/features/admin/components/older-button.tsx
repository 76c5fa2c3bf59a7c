/** An infinite query as far as paging back goes. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Reads the next (older) page of a list on demand; nothing once the oldest page is in. */
export function OlderButton(props: { query: PagedQuery; label: string }) {
  const { query } = props;
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading...' : props.label}
    </button>
  );
}
