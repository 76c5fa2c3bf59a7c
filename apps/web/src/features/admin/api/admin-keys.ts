import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

/** `GET /api/admin/<path>`, kept under the admin key: every staff action reads it again. */
export function useAdminQuery<TData>(path: string) {
  return useQuery({ queryKey: [...adminKey, path], queryFn: () => api<TData>(`admin/${path}`) });
}
