import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type {
  ConversationMessage,
  ConversationSummary,
} from '@tuning/shared/conversations-response-schemas';
import { conversationTexts } from '@tuning/shared/conversations';
import { messages as messageTexts } from '@tuning/shared/messages';
import { safetyTexts, type BlockedPerson } from '@tuning/shared/safety';
import { chatTexts } from '../../features/chat/lib/chat-texts.ts';
import { FakeSocket } from '../../test/fake-socket.ts';
import { chatMessage, currentUserData, currentUserProfile } from '../../test/fixtures.ts';
import type { ApiCall, ApiHandler } from '../../test/render-route.tsx';
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

const currentUserBody = {
  currentUserData: currentUserData({
    userCurrentId: ann.uid,
    userFullName: ann.fullName,
    userUserName: ann.userName,
  }),
};

/** Ann's session and the conversation `summary` with its two messages, read up to the newest. */
const conversationApi = (summary: ConversationSummary): Record<string, ApiHandler> => ({
  'GET /api/currentuser': () => ({ body: currentUserBody }),
  [`GET /api/conversations/${ID}`]: () => ({ body: summary }),
  [`GET /api/conversations/${ID}/messages`]: () => ({
    body: { messages: [fromBen, fromAnn], hasMore: false },
  }),
  [`PUT /api/conversations/${ID}/read`]: () => ({ body: { lastReadSeq: 2, unread: 0 } }),
});

const renderConversation = () =>
  renderRoutes(
    [{ path: '/messages/:conversationId', element: <ConversationRoute /> }],
    `/messages/${ID}`,
  );

test('Report message on someone else’s message files the report with its conversation', async () => {
  const calls = stubApi({
    ...conversationApi(conversation),
    'POST /api/reports': () => ({
      status: 201,
      body: { reportId: 'r-1', message: safetyTexts.reportThanks },
    }),
  });
  renderConversation();
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

/** The server's block list for Ann, as the block routes change it. */
function stubConversation(summary: ConversationSummary, blockedAtFirst: BlockedPerson[] = []) {
  let blocks = blockedAtFirst;
  const calls = stubApi({
    ...conversationApi(summary),
    'GET /api/blocks': () => ({ body: { blocks } }),
    'POST /api/blocks': (body) => {
      const { userName, kind } = body as { userName: string; kind: BlockedPerson['kind'] };
      const person = summary.members.find((m) => m.username === userName)!;
      const block: BlockedPerson = {
        userId: person.userId,
        userName,
        fullName: person.fullName,
        profilePic: '',
        kind,
        createdAt: '2026-03-04T10:00:00.000Z',
      };
      blocks = [block];
      const message =
        kind === 'block' ? safetyTexts.blocked(userName) : safetyTexts.muted(userName);
      return { body: { message, block } };
    },
    'DELETE /api/blocks/ben': () => {
      blocks = [];
      return { body: { message: safetyTexts.unblocked('ben') } };
    },
    '*': () => ({ body: [] }),
  });
  renderConversation();
  return calls;
}

/** The body of the block (or mute) the screen sent. */
const postedBlock = (calls: ApiCall[]) =>
  calls.find((call) => call.key === 'POST /api/blocks')?.body;

/**
 * Mute or Block from a person's options, confirmed: resolves with the confirmation's status once the
 * server answered, and `done` to close the confirmation.
 */
async function confirmFromOptions(
  clicks: ReturnType<typeof userEvent.setup>,
  options: HTMLElement,
  action: 'Mute' | 'Block',
) {
  await clicks.click(await within(options).findByRole('button', { name: action }));
  const confirm = screen.getByRole('dialog', { name: `${action} @ben?` });
  await clicks.click(within(confirm).getByRole('button', { name: action }));
  const status = await within(confirm).findByRole('status');
  const done = () => clicks.click(within(confirm).getByRole('button', { name: 'Done' }));
  return { status, done };
}

test('a one-to-one’s options: mute hides their messages, block ends the conversation until Unblock', async () => {
  const calls = stubConversation(conversation);
  const clicks = userEvent.setup();
  await screen.findByText('you are a loser');

  await clicks.click(screen.getByRole('button', { name: 'Options for Ben Ito' }));
  const options = screen.getByRole('dialog', { name: 'Ben Ito' });
  const muting = await confirmFromOptions(clicks, options, 'Mute');
  expect(muting.status).toHaveTextContent(safetyTexts.muted('ben'));
  expect(postedBlock(calls)).toEqual({ userName: 'ben', kind: 'mute' });
  await muting.done();
  // Back in the options: muted now, so Unmute; his messages leave the screen, Ann's stay.
  expect(await within(options).findByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('you are a loser')).toBeNull());
  expect(screen.getByText('mine')).toBeInTheDocument();
  expect(screen.getByText(/· muted/)).toBeInTheDocument();

  const blocking = await confirmFromOptions(clicks, options, 'Block');
  expect(blocking.status).toHaveTextContent(safetyTexts.blocked('ben'));
  await blocking.done();
  await clicks.click(within(options).getByRole('button', { name: 'Close' }));

  // Blocked: no message box to type into a conversation the server closed, but a notice.
  const notice = await screen.findByRole('region', { name: 'Blocked' });
  expect(notice).toHaveTextContent('You blocked Ben Ito.');
  expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  expect(screen.getByText(/· blocked/)).toBeInTheDocument();

  await clicks.click(within(notice).getByRole('button', { name: 'Unblock' }));
  expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Blocked' })).toBeNull();
  expect(await screen.findByText('you are a loser')).toBeInTheDocument();
});

test('a group: a member’s options in the members list block them, with no notice for the group', async () => {
  const calls = stubConversation({
    ...conversation,
    kind: 'group',
    name: 'Lab partners',
    members: [
      ...conversation.members,
      { userId: 'u-cy', username: 'cy', fullName: 'Cy Ro', profilePic: '', status: 'accepted' },
    ],
  });
  const clicks = userEvent.setup();
  await screen.findByText('you are a loser');
  await clicks.click(screen.getByRole('button', { name: 'Members (3)' }));
  const members = screen.getByRole('dialog', { name: 'Members' });
  await clicks.click(within(members).getByRole('button', { name: 'Options for Ben Ito' }));
  const options = screen.getByRole('dialog', { name: 'Ben Ito' });
  const blocking = await confirmFromOptions(clicks, options, 'Block');
  expect(postedBlock(calls)).toEqual({ userName: 'ben', kind: 'block' });
  await blocking.done();
  expect(await within(options).findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  // The group goes on for the others: Ben's messages are hidden, the message box stays.
  await waitFor(() => expect(screen.queryByText('you are a loser')).toBeNull());
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Blocked' })).toBeNull();
});

const benBlocked: BlockedPerson = {
  userId: 'u-ben',
  userName: 'ben',
  fullName: 'Ben Ito',
  profilePic: '',
  kind: 'block',
  createdAt: '2026-03-04T10:00:00.000Z',
};

test('opened already blocked: the notice in place of the message box, and no refusal shown', async () => {
  // The server refuses to let either side back into a blocked one-to-one's room.
  socket.acks.joinConversation = () => ({
    ok: false,
    error: { code: 'FORBIDDEN', message: conversationTexts.cannotMessage },
  });
  stubConversation(conversation, [benBlocked]);
  await screen.findByText('mine');
  socket.fire('connect');
  expect(await screen.findByRole('region', { name: 'Blocked' })).toHaveTextContent(
    'You blocked Ben Ito.',
  );
  await waitFor(() => expect(socket.sent('joinConversation')).toHaveLength(1));
  expect(screen.queryByText(conversationTexts.cannotMessage)).toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  expect(screen.queryByText('you are a loser')).toBeNull();
});

test('blocking the person whose request this is: the banner goes at once, then back to /messages', async () => {
  const request: ConversationSummary = { ...conversation, status: 'requested', createdBy: 'u-ben' };
  let removed = false;
  const calls = stubApi({
    'GET /api/currentuser': () => ({ body: currentUserBody }),
    // The server declines the request with the block: it is no longer found.
    [`GET /api/conversations/${ID}`]: () =>
      removed
        ? { status: 404, body: { code: 'NOT_FOUND', message: conversationTexts.notFound } }
        : { body: request },
    [`GET /api/conversations/${ID}/messages`]: () => ({
      body: { messages: [fromBen], hasMore: false },
    }),
    [`PUT /api/conversations/${ID}/read`]: () => ({ body: { lastReadSeq: 1, unread: 0 } }),
    'POST /api/blocks': () => {
      removed = true;
      return { body: { message: safetyTexts.blocked('ben'), block: benBlocked } };
    },
    // Read again after the block: Ben's messages, all there are, are hidden from then on.
    'GET /api/blocks': () => ({ body: { blocks: removed ? [benBlocked] : [] } }),
    '*': () => ({ body: { blocks: [] } }),
  });
  renderRoutes(
    [{ path: '/messages/:conversationId', element: <ConversationRoute /> }],
    `/messages/${ID}`,
  );
  const clicks = userEvent.setup();
  const banner = await screen.findByRole('region', { name: 'Message request' });
  await screen.findByText('you are a loser');
  await clicks.click(within(banner).getByRole('button', { name: 'Block' }));
  const confirm = screen.getByRole('dialog', { name: 'Block @ben?' });
  await clicks.click(within(confirm).getByRole('button', { name: 'Block' }));
  expect(await within(confirm).findByRole('status')).toHaveTextContent(safetyTexts.blocked('ben'));
  // The conversation was read again (and not found), yet the screen stays behind the dialog,
  // without the banner or a message box.
  await waitFor(() =>
    expect(calls.filter((call) => call.key === `GET /api/conversations/${ID}`)).toHaveLength(2),
  );
  expect(screen.queryByRole('region', { name: 'Message request' })).toBeNull();
  expect(screen.getByText('You blocked Ben Ito. Their request is gone from Requests.')).toHaveRole(
    'status',
  );
  expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Conversation not found' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Blocked @ben' })).toBeInTheDocument();
  // His message is hidden, and the list does not pretend there never was one.
  await waitFor(() => expect(screen.queryByText('you are a loser')).toBeNull());
  expect(screen.getByRole('log', { name: 'Messages' })).toHaveTextContent(chatTexts.allHidden);
  expect(screen.queryByText(messageTexts.chatEmpty)).toBeNull();

  await clicks.click(within(confirm).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/messages$/));
});
