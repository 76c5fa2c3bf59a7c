import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every answer of `/api/admin`: an action refreshes them all (the queue, the log, the lists). */
export const adminKey = ['admin'] as const;

/** A staff action under `/api/admin`; once it succeeds, every admin answer is read again. */
export function useAdminMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
