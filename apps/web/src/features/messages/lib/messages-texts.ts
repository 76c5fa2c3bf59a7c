import { CONVERSATION_MEMBERS_MAX, CONVERSATION_NAME_MAX } from '@tuning/shared/conversations';

/** Every text of the Messages screens (product.md §15), in one place. */
export const messagesTexts = {
  title: 'Messages',
  inbox: 'Inbox',
  requests: 'Requests',
  search: 'Search by name',
  newGroup: 'New group',
  loadMore: 'Load more',
  loading: 'Loading conversations…',
  loadFailed: 'Your conversations could not be loaded. Try again in a moment.',
  retry: 'Try again',
  inboxEmpty:
    'No conversations yet. Open a classmate’s profile or their Socialize card and choose Message, or start a group with New group.',
  requestsEmpty:
    'No message requests. When someone you don’t follow writes to you first, it waits here until you accept it.',
  noMatch: (query: string) => `No conversation matches “${query}”.`,
  noMessageYet: 'No messages yet',
  you: 'You',
  deletedAccount: 'Deleted account',
  unread: (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`),
  accept: 'Accept',
  delete: 'Delete',
  block: 'Block',
  report: 'Report',
  requestBanner: (name: string) =>
    `${name} wants to message you. They won’t know you have read this until you accept.`,
  requestGroupBanner: (name: string) =>
    `You were added to “${name}”. Accept to reply; the others won’t know you have read it until you do.`,
  message: 'Message',
  opening: 'Opening…',
  back: 'Messages',
  members: 'Members',
  showMembers: (n: number) => `Members (${n})`,
  rename: 'Rename',
  renameTitle: 'Rename the group',
  save: 'Save',
  add: 'Add people',
  addTitle: 'Add people you follow',
  remove: (name: string) => `Remove ${name}`,
  leave: 'Leave group',
  leaveTitle: 'Leave this group?',
  leaveBody:
    'You will stop getting its messages. Someone in it can’t add you back unless you follow them.',
  creator: 'created the group',
  groupName: 'Group name',
  groupNameHint: `1 to ${CONVERSATION_NAME_MAX} characters`,
  pickPeople: 'People you follow',
  pickHint: `Pick 1 to ${CONVERSATION_MEMBERS_MAX - 1} people: a group has 2 to ${CONVERSATION_MEMBERS_MAX} members, you included.`,
  noOneToPick:
    'You don’t follow anyone yet. Follow classmates on Socialize to start a group with them.',
  create: 'Create group',
  creating: 'Creating…',
  nameRequired: 'Name the group.',
  pickRequired: 'Pick at least one person.',
  tooMany: `A group has at most ${CONVERSATION_MEMBERS_MAX} members.`,
  settingsTitle: 'Who can message me',
  settingsHint:
    'Conversations you have already accepted go on whatever you choose here. People you don’t follow land in Requests.',
  who: { everyone: 'Everyone', following: 'People I follow', nobody: 'Nobody' },
  readReceipts: 'Read receipts',
  readReceiptsHint:
    'When this is off, others don’t see when you’ve read their messages, and you don’t see theirs.',
  saved: 'Saved.',
  failed: 'That did not work. Try again in a moment.',
} as const;
