import { useFollowLists } from '../features/follows/api/get-follow-lists.ts';
import type { Person } from '../features/messages/components/people-picker.tsx';

/** The people the signed-in user follows (the follows feature's list), for the group pickers. */
export function usePeopleIFollow(): Person[] | undefined {
  return useFollowLists(undefined).data?.usersFromFollowingList;
}
