import type { CheckUsernameInput, UsernameAvailabilityResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

export async function checkUsername(
  userName: string,
  currentUserId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const result = await api<UsernameAvailabilityResponse>('check-username', {
    body: { userName, currentUserId } satisfies CheckUsernameInput,
    signal,
  });
  return result.isAvailable;
}
