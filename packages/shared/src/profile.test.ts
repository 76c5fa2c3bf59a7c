import { expect, test } from 'vitest';
import {
  describeMutualFollowers,
  displayLink,
  followSchema,
  isProfileLink,
  profilePhotoUrl,
  updateProfileSchema,
} from './profile.ts';

const valid = {
  fullName: 'Ada',
  userName: 'ada_l',
  bio: '',
  collegeName: '',
  location: '',
  externalLink: '',
};

test('profile links are http(s) URLs or empty', () => {
  expect(isProfileLink('')).toBe(true);
  expect(isProfileLink('https://ada.example.com/me')).toBe(true);
  expect(isProfileLink('http://example.org')).toBe(true);
  for (const bad of [
    'ada.example.com',
    'javascript:alert(1)',
    'ftp://example.com',
    'https://',
    'data:text/html,x',
  ]) {
    expect(isProfileLink(bad), bad).toBe(false);
  }
});

test('links are shown without the http(s):// prefix', () => {
  expect(displayLink('https://ada.example.com/me')).toBe('ada.example.com/me');
  expect(displayLink('HTTP://example.org/')).toBe('example.org');
});

test('the photo URL carries the version, or is empty for the placeholder', () => {
  expect(profilePhotoUrl('u1', 123)).toBe('/api/profile-image/u1/photo.webp?v=123');
  expect(profilePhotoUrl('u1', null)).toBe('');
});

test('the profile schema caps the bio at 160 and rejects unknown fields', () => {
  expect(updateProfileSchema.safeParse({ ...valid, bio: 'x'.repeat(160) }).success).toBe(true);
  expect(updateProfileSchema.safeParse({ ...valid, bio: 'x'.repeat(161) }).success).toBe(false);
  expect(updateProfileSchema.safeParse({ ...valid, uid: 'someone' }).success).toBe(false);
  expect(updateProfileSchema.safeParse({ ...valid, userName: 'a b' }).success).toBe(false);
  expect(followSchema.safeParse({ targetUserName: 'ada', action: 'block' }).success).toBe(false);
});

test('the mutual followers line names up to two people and counts the rest', () => {
  const line = (total: number, userNames: string[]) =>
    describeMutualFollowers({ total, userNames });
  expect(line(0, [])).toBe('');
  expect(line(1, ['ada'])).toBe('Followed by @ada');
  expect(line(2, ['ada', 'alan'])).toBe('Followed by @ada and @alan');
  expect(line(3, ['ada', 'alan'])).toBe('Followed by @ada and 2 others you follow');
  expect(line(2, ['ada'])).toBe('Followed by @ada and 1 other you follow');
  expect(line(40, ['ada', 'alan'])).toBe('Followed by @ada and 39 others you follow');
});
