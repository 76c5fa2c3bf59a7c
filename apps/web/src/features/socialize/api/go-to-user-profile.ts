import type { GoToUserProfileInput, GoToUserProfileResponse } from '@tuning/shared/profile';
import { api } from '../../../lib/api-client.ts';

/** product.md §7: tells the server which card was clicked; the app then opens /userprofile. */
export function goToUserProfile(userName: string): Promise<GoToUserProfileResponse> {
  return api<GoToUserProfileResponse>('gotouserprofile', {
    body: { ClickedUser: userName } satisfies GoToUserProfileInput,
  });
}
