import { expect, test } from 'vitest';
import type { OnlineUser } from '@tuning/shared/chat';
import { PresenceView } from './presence-view.ts';

const person = (username: string): OnlineUser => ({
  userId: `id-${username}`,
  username,
  fullName: username,
  profilePic: '',
});

test('pages of people in order of user name, each after the cursor of the one before', () => {
  const view = new PresenceView('here');
  for (const name of ['dee', 'ann', 'cat', 'eve', 'ben']) view.addSocket(person(name));
  const first = view.page(undefined, 2);
  expect(first.users.map((user) => user.username)).toEqual(['ann', 'ben']);
  expect(first.next).toBe('ben');
  const second = view.page(first.next, 2);
  expect(second.users.map((user) => user.username)).toEqual(['cat', 'dee']);
  const last = view.page(second.next, 2);
  expect(last.users.map((user) => user.username)).toEqual(['eve']);
  expect(last.next).toBeUndefined();
  // A cursor past everyone, or someone who left meanwhile, still answers.
  expect(view.page('zed', 2)).toEqual({ users: [] });
  view.removeSocket('id-cat');
  expect(view.page('bob', 2).users.map((user) => user.username)).toEqual(['dee', 'eve']);
});

test('people seen on other instances are listed once, whoever holds their sockets', () => {
  const view = new PresenceView('here');
  view.addSocket(person('ann'));
  view.applyRemote('there', 1, person('ann'), true);
  view.applyRemote('there', 2, person('ben'), true);
  expect(view.page(undefined, 10).users.map((user) => user.username)).toEqual(['ann', 'ben']);
  expect(view.online).toBe(2);
});
