import { expect, test } from 'vitest';
import { messageReport } from './use-safety-dialogs.tsx';

const message = { messageId: 'u-ben-4-x', username: 'ben', message: 'you are a loser' };

test('a group chat message is reported by its id, author and text, with no conversation', () => {
  expect(messageReport(message)).toStrictEqual({
    kind: 'message',
    messageId: 'u-ben-4-x',
    userName: 'ben',
    excerpt: 'you are a loser',
  });
});

test('a conversation message is reported with its conversation', () => {
  expect(messageReport(message, 'c-1')).toStrictEqual({
    kind: 'message',
    messageId: 'u-ben-4-x',
    userName: 'ben',
    excerpt: 'you are a loser',
    conversationId: 'c-1',
  });
});
