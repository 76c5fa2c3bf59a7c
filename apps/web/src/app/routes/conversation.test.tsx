import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type {
  ConversationMessage,
  ConversationSummary,
} from '@tuning/shared/conversations-response-schemas';
import { safetyTexts } from '@tuning/shared/safety';
import { FakeSocket } from '../../test/fake-socket.ts';
import { chatMessage, currentUserProfile } from '../../test/fixtures.ts';
import { renderRoutes, resetBrowserState, stubApi } from '../../test/render-route.tsx';
import { Component as ConversationRoute } from './conversation.tsx';

let socket: FakeSocket;
vi.mock('../../lib/socket.ts', () => ({
  acquireSocket: () => socket.asAppSocket,
  releaseSocket: () => {},
}));

const ID = '6f1c2a9e-0b7d-4c55-9a43-2d8e1f0a7b31';
const ann = currentUserProfile({ uid: 'u-ann', fullName: 'Ann Lee', userName: 'ann' });
const fromBen: ConversationMessage = {
  ...chatMessage(1, { message: 'you are a loser' }),
  conversationId: ID,
};
const fromAnn: ConversationMessage = {
  ...chatMessage(2, { userId: ann.uid, username: 'ann', fullName: 'Ann Lee', message: 'mine' }),
  messageId: 'u-ann-2-x',
  conversationId: ID,
};
const conversation: ConversationSummary = {
  conversationId: ID,
  kind: 'direct',
  name: null,
  createdBy: ann.uid,
  status: 'accepted',
  members: [
    { userId: 'u-ben', username: 'ben', fullName: 'Ben Ito', profilePic: '', status: 'accepted' },
  ],
  lastMessage: fromAnn,
  unread: 0,
  lastReadSeq: 2,
  activity: 2,
};

beforeEach(() => {
  socket = new FakeSocket();
  socket.acks.joinConversation = () => ({ ok: true });
});
afterEach(resetBrowserState);

const item = (text: string) => screen.getByText(text).closest('li')!;

test('Report message on someone else’s message files the report with its conversation', async () => {
  const calls = stubApi({
    'GET /api/currentuser': () => ({
      body: {
        currentUserData: {
          userCurrentId: ann.uid,
          userFullName: ann.fullName,
          userUserName: ann.userName,
          userLocation: '',
          userCollegeName: '',
          userCollegeYear: '',
          userBio: '',
          userExternalLink: '',
          userProfilePic: '',
          userFollowing: 0,
          userFollower: 0,
        },
      },
    }),
    [`GET /api/conversations/${ID}`]: () => ({ body: conversation }),
    [`GET /api/conversations/${ID}/messages`]: () => ({
      body: { messages: [fromBen, fromAnn], hasMore: false },
    }),
    [`PUT /api/conversations/${ID}/read`]: () => ({ body: { lastReadSeq: 2, unread: 0 } }),
    'POST /api/reports': () => ({
      status: 201,
      body: { reportId: 'r-1', message: safetyTexts.reportThanks },
    }),
  });
  renderRoutes(
    [{ path: '/messages/:conversationId', element: <ConversationRoute /> }],
    `/messages/${ID}`,
  );
  const clicks = userEvent.setup();
  await screen.findByText('mine');
  // Read up to the newest message: the screen has settled.
  await waitFor(() =>
    expect(calls.map((call) => call.key)).toContain(`PUT /api/conversations/${ID}/read`),
  );

  // Ben's message's menu has it: the group chat's menu and report dialog. (↑ from the newest
  // message makes his the one with the toolbar.)
  item('mine').focus();
  await clicks.keyboard('{ArrowUp}');
  await clicks.click(
    await within(item('you are a loser')).findByRole('button', { name: 'More actions' }),
  );
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Report message']);
  await clicks.click(screen.getByRole('menuitem', { name: 'Report message' }));

  const dialog = await screen.findByRole('dialog', { name: 'Report message' });
  expect(within(dialog).getByRole('region', { name: 'The message from @ben' })).toHaveTextContent(
    '@ben you are a loser',
  );
  await clicks.click(within(dialog).getByLabelText('Harassment or bullying'));
  await clicks.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent(safetyTexts.reportThanks);
  await waitFor(() =>
    expect(calls.find((call) => call.key === 'POST /api/reports')?.body).toEqual({
      kind: 'message',
      messageId: fromBen.messageId,
      conversationId: ID,
      reason: 'harassment',
    }),
  );
  await clicks.click(within(dialog).getByRole('button', { name: 'Done' }));

  // Your own message's menu has no report.
  item('you are a loser').focus();
  await clicks.keyboard('{ArrowDown}');
  await clicks.click(await within(item('mine')).findByRole('button', { name: 'More actions' }));
  expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Delete message']);
});
