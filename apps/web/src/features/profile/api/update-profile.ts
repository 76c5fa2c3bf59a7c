import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, UpdateProfileResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** product.md §7 PUT currentuser: `proceed: false` means the user name is taken. */
export function updateProfile(body: UpdateProfileInput): Promise<UpdateProfileResponse> {
  return api<UpdateProfileResponse>('currentuser', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // Offline, a paused save would read "Saving..." with nothing happening: send it, and let a
    // failure say so while the form keeps what was typed.
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.proceed) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
