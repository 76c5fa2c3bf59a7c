import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CurrentUserCollegeResponse,
  CurrentUserIdBody,
  UserDetailsBody,
  UserIdResponse,
} from '@tuning/shared/auth';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

export function submitUserDetails(body: UserDetailsBody): Promise<UserIdResponse> {
  return api<UserIdResponse>('signup/userdetails', { body });
}

export function postCurrentUser(userId: string): Promise<UserIdResponse> {
  return api<UserIdResponse>('currentuser', {
    method: 'POST',
    body: { userId } satisfies CurrentUserIdBody,
  });
}

export function getCurrentUserCollege(userId: string): Promise<CurrentUserCollegeResponse> {
  return api<CurrentUserCollegeResponse>('currentusercollege', {
    body: { userId } satisfies CurrentUserIdBody,
  });
}

/**
 * product.md §4 signup, second step: save the details, refresh the profile, then fetch the college
 * that the caller stores in the userSelectedCollege cookie.
 */
export function useSubmitUserDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserDetailsBody) => {
      const { userId } = await submitUserDetails(body);
      await postCurrentUser(userId);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      const college = await getCurrentUserCollege(userId);
      return { userId, college: college.usercollegeData.college };
    },
  });
}
