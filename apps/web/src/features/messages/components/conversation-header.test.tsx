import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import type { ConversationSummary } from '@tuning/shared/conversations-response-schemas';
import { renderWithProviders, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import { ConversationHeader } from './conversation-header.tsx';

afterEach(resetBrowserState);

const member = (username: string, fullName: string) => ({
  userId: `u-${username}`,
  username,
  fullName,
  profilePic: '',
  status: 'accepted' as const,
});

const group: ConversationSummary = {
  conversationId: 'c-1',
  kind: 'group',
  name: 'Floor 3',
  createdBy: 'u-ada',
  status: 'accepted',
  members: [member('ben', 'Ben Ito'), member('cy', 'Cyrus Tan')],
  lastMessage: null,
  unread: 0,
  lastReadSeq: 0,
  activity: 1,
};
const people = [
  { userName: 'ben', fullName: 'Ben Ito', userProfilePic: '' },
  { userName: 'dee', fullName: 'Dee Stone', userProfilePic: '' },
];

test('a one-to-one: the other member’s name as the heading, their @name to their profile', () => {
  renderWithProviders(
    <ConversationHeader
      conversation={{ ...group, kind: 'direct', name: null, members: [member('ben', 'Ben Ito')] }}
      ownId="u-ada"
      people={people}
    />,
  );
  expect(screen.getByRole('heading', { name: 'Ben Ito' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '@ben' })).toHaveAttribute(
    'href',
    '/userprofile?userName=ben',
  );
  expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  expect(screen.queryByRole('button', { name: /Members/ })).not.toBeInTheDocument();
});

test('the creator renames, adds someone followed and removes a member', async () => {
  const calls = stubApi({
    'PATCH /api/conversations/c-1': () => ({ body: { ...group, name: 'Floor 3B' } }),
    'POST /api/conversations/c-1/members': () => ({ body: group }),
    'DELETE /api/conversations/c-1/members/u-cy': () => ({ body: { ok: true } }),
    '*': () => ({ body: { conversations: [] } }),
  });
  renderWithProviders(<ConversationHeader conversation={group} ownId="u-ada" people={people} />);
  const user = userEvent.setup({ delay: null });

  await user.click(screen.getByRole('button', { name: 'Members (3)' }));
  let dialog = screen.getByRole('dialog', { name: 'Members' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove Cyrus Tan' }));
  expect(calls.some((c) => c.key === 'DELETE /api/conversations/c-1/members/u-cy')).toBe(true);

  await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
  dialog = screen.getByRole('dialog', { name: 'Rename the group' });
  const name = within(dialog).getByLabelText('Group name');
  await user.clear(name);
  await user.type(name, 'Floor 3B');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(calls.find((c) => c.key === 'PATCH /api/conversations/c-1')?.body).toEqual({
    name: 'Floor 3B',
  });

  await user.click(screen.getByRole('button', { name: 'Members (3)' }));
  await user.click(screen.getByRole('button', { name: 'Add people' }));
  dialog = screen.getByRole('dialog', { name: 'Add people you follow' });
  // Ben is in already: only Dee can be picked.
  expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
  await user.click(within(dialog).getByRole('checkbox', { name: /Dee Stone/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Add people' }));
  expect(calls.find((c) => c.key === 'POST /api/conversations/c-1/members')?.body).toEqual({
    userName: 'dee',
  });
});

test('a member who did not make the group only sees the list and Leave group', async () => {
  renderWithProviders(<ConversationHeader conversation={group} ownId="u-ben" people={people} />);
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Members (3)' }));
  const dialog = screen.getByRole('dialog', { name: 'Members' });
  expect(within(dialog).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Rename' })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Leave group' }));
  expect(screen.getByRole('dialog', { name: 'Leave this group?' })).toBeInTheDocument();
});

/** The safety feature's actions stand in as one button per person (the route hands in the real ones). */
const safetyActions = (userName: string) => (
  <button type="button" onClick={() => void fetch(`/api/blocks/${userName}`, { method: 'DELETE' })}>
    {`Actions for @${userName}`}
  </button>
);
const direct: ConversationSummary = {
  ...group,
  kind: 'direct',
  name: null,
  members: [member('ben', 'Ben Ito')],
};
const renderDirect = () =>
  renderWithProviders(
    <ConversationHeader
      conversation={direct}
      ownId="u-ada"
      people={people}
      safetyActions={safetyActions}
    />,
  );

test('a one-to-one: the options button names the person and opens their actions', async () => {
  stubApi({ 'GET /api/blocks': () => ({ body: { blocks: [] } }) });
  renderDirect();
  const user = userEvent.setup({ delay: null });
  const options = screen.getByRole('button', { name: 'Options for Ben Ito' });
  expect(options).toHaveAttribute('aria-haspopup', 'dialog');
  await user.click(options);
  const dialog = screen.getByRole('dialog', { name: 'Ben Ito' });
  expect(within(dialog).getByRole('button', { name: 'Actions for @ben' })).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'View profile' })).toHaveAttribute(
    'href',
    '/userprofile?userName=ben',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(options).toHaveFocus();
});

test('without the safety actions, or with a deleted account, there is no options button', () => {
  const { unmount } = renderWithProviders(
    <ConversationHeader conversation={direct} ownId="u-ada" people={people} />,
  );
  expect(screen.queryByRole('button', { name: /Options/ })).toBeNull();
  unmount();
  renderWithProviders(
    <ConversationHeader
      conversation={{ ...direct, members: [{ ...member('', ''), username: '' }] }}
      ownId="u-ada"
      people={people}
      safetyActions={safetyActions}
    />,
  );
  expect(screen.queryByRole('button', { name: /Options/ })).toBeNull();
});

test('someone muted or blocked: the header says so beside their @name', async () => {
  let kind: 'mute' | 'block' = 'mute';
  stubApi({
    'GET /api/blocks': () => ({
      body: {
        blocks: [
          {
            userId: 'u-ben',
            userName: 'ben',
            fullName: 'Ben Ito',
            profilePic: '',
            kind,
            createdAt: '2026-03-04T10:00:00.000Z',
          },
        ],
      },
    }),
  });
  const { unmount } = renderDirect();
  expect(await screen.findByText(/· muted/)).toBeInTheDocument();
  unmount();
  kind = 'block';
  renderDirect();
  expect(await screen.findByText(/· blocked/)).toBeInTheDocument();
});

test('a group: each member has an options button in the members list, with their actions', async () => {
  const calls = stubApi({
    'GET /api/blocks': () => ({ body: { blocks: [] } }),
    '*': () => ({ body: { message: 'ok' } }),
  });
  renderWithProviders(
    <ConversationHeader
      conversation={group}
      ownId="u-ben"
      people={people}
      safetyActions={safetyActions}
    />,
  );
  const user = userEvent.setup({ delay: null });
  // A group's header has no one person to act on: only its members list.
  expect(screen.queryByRole('button', { name: /Options/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Members (3)' }));
  const members = screen.getByRole('dialog', { name: 'Members' });
  expect(within(members).getByRole('button', { name: 'Options for Ben Ito' })).toHaveAttribute(
    'aria-haspopup',
    'dialog',
  );
  await user.click(within(members).getByRole('button', { name: 'Options for Cyrus Tan' }));
  const dialog = screen.getByRole('dialog', { name: 'Cyrus Tan' });
  await user.click(within(dialog).getByRole('button', { name: 'Actions for @cy' }));
  expect(calls.some((c) => c.key === 'DELETE /api/blocks/cy')).toBe(true);
});
