import { api } from '../../../lib/api-client.ts';

export async function checkUsername(
  userName: string,
  currentUserId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await api<{ isAvailable: boolean }>('check-username', {
    body: { userName, currentUserId },
    signal,
  });
  return result.isAvailable;
}
