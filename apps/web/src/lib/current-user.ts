import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  toCurrentUserProfile,
  type CurrentUserProfile,
  type CurrentUserResponse,
} from '@tuning/shared/users';
import { api } from './api-client.ts';

export const currentUserQueryKey = ['currentuser'] as const;

export async function getCurrentUser(): Promise<CurrentUserProfile> {
  try {
    const data = await api<CurrentUserResponse>('currentuser');
    return toCurrentUserProfile(data.currentUserData);
  } catch (error) {
    console.warn('Failed to fetch user data', error);
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

/** The signed-in user's profile (product.md §3, client side), shared by every screen. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
