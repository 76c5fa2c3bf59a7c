import { UserAvatar } from '../../../components/user-avatar.tsx';

/**
 * A person's small photo in the chat's lists, or the first letter of their name (or user name);
 * decorative, as their name is written beside it.
 */
export function PersonAvatar({
  person,
}: {
  person: { profilePic: string; fullName: string; username: string };
}) {
  return (
    <UserAvatar
      src={person.profilePic}
      name={person.fullName || person.username}
      size="small"
      fallback="letter"
      decorative
    />
  );
}
