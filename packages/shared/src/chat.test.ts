import { expect, test } from 'vitest';
import { newMessageId } from './chat.ts';
import { profilePhotoUrl } from './profile.ts';
import {
  chatTextSchema,
  getChatHistorySchema,
  messageIdSchema,
  sendMessageSchema,
} from './chat-schemas.ts';

test('message text: 1 to 2,000 characters, not only whitespace, never trimmed', () => {
  expect(chatTextSchema.parse('  hi \n')).toBe('  hi \n');
  expect(chatTextSchema.safeParse('x'.repeat(2000)).success).toBe(true);
  expect(chatTextSchema.safeParse('x'.repeat(2001)).success).toBe(false);
  expect(chatTextSchema.safeParse('').success).toBe(false);
  expect(chatTextSchema.safeParse(' \n\t\u00a0').success).toBe(false);
});

test('messageId: the product.md format passes; spaces, markup and huge ids do not', () => {
  const id = newMessageId('0b6c1a52-6a0e-4a53-9f7e-0f0c7a1b2c3d', 1_700_000_000_000);
  expect(id).toMatch(/^0b6c1a52-6a0e-4a53-9f7e-0f0c7a1b2c3d-1700000000000-[a-z0-9]+$/);
  expect(messageIdSchema.safeParse(id).success).toBe(true);
  for (const bad of ['short', 'has space here', '<script>x</script>', 'x'.repeat(121)]) {
    expect(messageIdSchema.safeParse(bad).success).toBe(false);
  }
});

test('sendMessage accepts the product.md object and refuses unknown fields', () => {
  const base = { message: 'hi', messageId: newMessageId('user-1') };
  expect(
    sendMessageSchema.safeParse({
      ...base,
      timestamp: 1,
      userId: 'u',
      username: 'n',
      fullName: 'F',
      profilePic: '',
    }).success,
  ).toBe(true);
  expect(sendMessageSchema.safeParse({ ...base, seq: 3 }).success).toBe(false);
});

test('history cursors: nothing, before or after, never both', () => {
  expect(getChatHistorySchema.safeParse(undefined).success).toBe(true);
  expect(getChatHistorySchema.safeParse({}).success).toBe(true);
  expect(getChatHistorySchema.safeParse({ before: 10 }).success).toBe(true);
  expect(getChatHistorySchema.safeParse({ after: 0 }).success).toBe(true);
  expect(getChatHistorySchema.safeParse({ before: 1, after: 2 }).success).toBe(false);
  expect(getChatHistorySchema.safeParse({ before: 1.5 }).success).toBe(false);
});

test('the avatar URL follows photoVersion', () => {
  expect(profilePhotoUrl('u1', null)).toBe('');
  expect(profilePhotoUrl('u1', 3)).toBe('/api/profile-image/u1/photo.webp?v=3');
});
