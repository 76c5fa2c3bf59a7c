import { api } from '../../../lib/api-client.ts';

/** product.md §7: tells the server which card was clicked; the app then opens /userprofile. */
export function goToUserProfile(userName: string): Promise<{ isFollowing: boolean }> {
  return api<{ isFollowing: boolean }>('gotouserprofile', { body: { ClickedUser: userName } });
}
