import { expect, test } from 'vitest';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { chatMessage } from '../../../test/fixtures.ts';
import { conversationTitle, lastLine, matchesSearch } from './conversation-view.ts';
import { formatInboxTime } from './format-inbox-time.ts';

const member = (username: string, fullName: string) => ({
  userId: `u-${username}`,
  username,
  fullName,
  profilePic: '',
  status: 'accepted' as const,
});

const direct: ConversationSummary = {
  conversationId: 'c-1',
  kind: 'direct',
  name: null,
  createdBy: 'u-ada',
  status: 'accepted',
  members: [member('ben', 'Ben Ito')],
  lastMessage: null,
  unread: 0,
  lastReadSeq: 0,
  activity: 1,
};
const group: ConversationSummary = {
  ...direct,
  kind: 'group',
  name: 'Floor 3',
  members: [member('ben', 'Ben Ito'), member('cy', 'Cyrus Tan')],
};

test('a conversation is named by its group name, or the other member; a deleted account stays', () => {
  expect(conversationTitle(direct)).toBe('Ben Ito');
  expect(conversationTitle(group)).toBe('Floor 3');
  expect(conversationTitle({ ...direct, members: [member('', '')] })).toBe('Deleted account');
});

test('the search matches names and user names, in any case, with or without @', () => {
  expect(matchesSearch(group, 'floor')).toBe(true);
  expect(matchesSearch(group, '@CY')).toBe(true);
  expect(matchesSearch(group, 'tan')).toBe(true);
  expect(matchesSearch(direct, 'cy')).toBe(false);
  expect(matchesSearch(direct, '  ')).toBe(true);
});

test('the last line: one line, "You: " for the reader, the author’s first name in a group', () => {
  const last = (userId: string, message: string) => ({
    ...chatMessage(1, { userId, message, fullName: userId === 'u-cy' ? 'Cyrus Tan' : 'Ben Ito' }),
    conversationId: 'c-1',
  });
  expect(lastLine(direct, 'u-ada')).toBe('No messages yet');
  expect(lastLine({ ...direct, lastMessage: last('u-ben', 'see\nyou  at 7') }, 'u-ada')).toBe(
    'see you at 7',
  );
  expect(lastLine({ ...direct, lastMessage: last('u-ada', 'ok') }, 'u-ada')).toBe('You: ok');
  expect(lastLine({ ...group, lastMessage: last('u-cy', 'hi all') }, 'u-ada')).toBe(
    'Cyrus: hi all',
  );
});

test('inbox times: the time today, Yesterday, the weekday within a week, then the date', () => {
  const now = new Date(2026, 10, 29, 15, 0).getTime();
  const at = (daysAgo: number, hour = 9) => new Date(2026, 10, 29 - daysAgo, hour, 5).getTime();
  expect(formatInboxTime(at(0), now)).toMatch(/^9:05\sAM$/);
  expect(formatInboxTime(at(1, 23), now)).toBe('Yesterday');
  expect(formatInboxTime(at(3), now)).toBe('Thu');
  expect(formatInboxTime(at(20), now)).toBe('Nov 9');
  expect(formatInboxTime(new Date(2025, 0, 2).getTime(), now)).toBe('Jan 2, 2025');
});
