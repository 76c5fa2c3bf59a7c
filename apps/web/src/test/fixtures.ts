import type { CurrentUserData } from '@tuning/shared/auth-response-schemas';
import type { ChatMessage } from '@tuning/shared/chat';
import type { ChatImage } from '@tuning/shared/chat-extras';
import type { ChatImageUpload } from '@tuning/shared/chat-response-schemas';
import type { AppNotification } from '@tuning/shared/notifications';
import type { SocializeCard } from '@tuning/shared/profile';
import type { CurrentUserProfile } from '@tuning/shared/users';

/** A signed-in user's profile (product.md §3, client side) with every field filled in. */
export function currentUserProfile(
  overrides: Partial<CurrentUserProfile> = {},
): CurrentUserProfile {
  return {
    uid: 'u-ada',
    fullName: 'Ada Lovelace',
    userName: 'ada',
    bio: '',
    location: '',
    collegeName: '',
    collegeYear: '',
    externalLink: '',
    userProfilePic: '',
    following: 0,
    followers: 0,
    ...overrides,
  };
}

/** `GET /api/currentuser`'s data as the server sends it, with the optional fields empty. */
export function currentUserData(overrides: Partial<CurrentUserData> = {}): CurrentUserData {
  return {
    userCurrentId: 'u-ada',
    userFullName: 'Ada Lovelace',
    userUserName: 'ada',
    userLocation: '',
    userCollegeName: '',
    userCollegeYear: '',
    userBio: '',
    userExternalLink: '',
    userProfilePic: '',
    userFollowing: 0,
    userFollower: 0,
    ...overrides,
  };
}

/** A group chat message from Ben, as the server sends it: the `seq`th, text `m{seq}`. */
export function chatMessage(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    message: `m${seq}`,
    timestamp: 1_700_000_000_000 + seq,
    userId: 'u-ben',
    username: 'ben',
    fullName: 'Ben Ito',
    profilePic: '',
    messageId: `u-ben-${seq}-x`,
    seq,
    ...overrides,
  };
}

/** Ben's unread mention, the `id`th: its snippet and time are the test's to give. */
export function mentionNotification(
  id: number,
  fields: Pick<AppNotification, 'snippet' | 'createdAt'> & Partial<AppNotification>,
): AppNotification {
  return {
    id,
    kind: 'mention',
    actor: { userId: 'u-ben', username: 'ben', fullName: 'Ben Ito', profilePic: '' },
    messageId: `u-ben-${id}-x`,
    seq: id,
    read: false,
    ...fields,
  };
}

/** A chat photo as the server sends it, `width` by `height`. */
export function chatImage(width: number, height: number): ChatImage {
  return {
    url: '/api/chat/images/AbCdEfGhIjKlMnOpQrStUv.webp',
    thumbUrl: '/api/chat/images/AbCdEfGhIjKlMnOpQrStUv/thumb.webp',
    width,
    height,
  };
}

/** What `POST /api/chat/images` answers for a 640×480 photo: its id, its URLs, its size. */
export function uploadedChatImage(): ChatImageUpload {
  return {
    imageId: 'img_12345678',
    url: '/api/chat/images/img_12345678.webp',
    thumbUrl: '/api/chat/images/img_12345678/thumb.webp',
    width: 640,
    height: 480,
  };
}

/** A Socialize card of a student nobody follows yet; who it is is the test's to give. */
export function socializeCard(
  fields: Pick<SocializeCard, 'cuid' | 'fullName' | 'userName'> & Partial<SocializeCard>,
): SocializeCard {
  return {
    userProfilePic: '',
    collegeName: '',
    isFollowing: false,
    followers: 0,
    mutualFollowers: { total: 0, userNames: [] },
    ...fields,
  };
}
