import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryKey } from '../../../lib/current-user.ts';

/** product.md §7 PUT currentuser: `proceed: false` means the user name is taken. */
export function updateProfile(body: UpdateProfileInput): Promise<{ proceed: boolean }> {
  return api<{ proceed: boolean }>('currentuser', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      if (result.proceed) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
