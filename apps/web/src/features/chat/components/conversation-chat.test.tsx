import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { ConversationMessage } from '@tuning/shared/conversations-response-schemas';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { chatMessage, currentUserProfile, uploadedChatImage } from '../../../test/fixtures.ts';
import { renderWithProviders, resetBrowserState, stubApi } from '../../../test/render-route.tsx';
import type { ConversationHistorySource } from '../lib/conversation-session.ts';
import { ConversationChat } from './conversation-chat.tsx';

let socket: FakeSocket;
vi.mock('../../../lib/socket.ts', () => ({
  acquireSocket: () => socket.asAppSocket,
  releaseSocket: () => {},
}));

const CONVERSATION = 'c-1';
const user = currentUserProfile({ uid: 'u-ann', fullName: 'Ann Lee', userName: 'ann' });
const fromBen: ConversationMessage = { ...chatMessage(1), conversationId: CONVERSATION };
const fromAnn: ConversationMessage = {
  ...chatMessage(2, {
    userId: user.uid,
    username: 'ann',
    fullName: 'Ann Lee',
    messageId: 'u-ann-2-x',
    message: 'mine',
    timestamp: Date.now(),
  }),
  conversationId: CONVERSATION,
};

beforeEach(() => {
  socket = new FakeSocket();
  socket.acks.joinConversation = () => ({ ok: true });
  socket.acks.conversationSend = () => new Promise(() => {});
  socket.acks.conversationDelete = () => ({ ok: true });
});

afterEach(resetBrowserState);

function show(seenSeq?: number) {
  const history: ConversationHistorySource = {
    page: () => Promise.resolve({ messages: [fromBen, fromAnn], hasMore: false }),
    markRead: () => Promise.resolve(),
  };
  renderWithProviders(
    <ConversationChat
      conversationId={CONVERSATION}
      label="Conversation with Ben Ito"
      user={user}
      history={history}
      header={<h1>Ben Ito</h1>}
      seenSeq={seenSeq}
    />,
  );
  socket.fire('connect');
}

const item = (text: string) => screen.getByText(text).closest('li')!;

test('Reply and Edit as in the group chat: a reply is sent with replyTo', async () => {
  const clicks = userEvent.setup();
  show();
  await screen.findByText('mine');
  // Edit is on your own message only; Reply on every one.
  await clicks.hover(item('mine'));
  expect(await within(item('mine')).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  await clicks.hover(item('m1'));
  const reply = await within(item('m1')).findByRole('button', { name: 'Reply' });
  expect(within(item('m1')).queryByRole('button', { name: 'Edit' })).toBeNull();
  fireEvent.click(reply);
  expect(await screen.findByRole('group', { name: 'Replying to Ben Ito' })).toBeInTheDocument();
  await clicks.type(screen.getByRole('textbox', { name: /message/i }), 'sure');
  await clicks.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(socket.sent('conversationSend')).toHaveLength(1));
  expect(socket.sent('conversationSend')[0]).toMatchObject({
    conversationId: CONVERSATION,
    message: 'sure',
    replyTo: fromBen.messageId,
  });
});

test('Delete message from your own message’s menu, after the group chat’s question', async () => {
  const clicks = userEvent.setup();
  show();
  await screen.findByText('mine');
  // Someone else's message has no menu here.
  await clicks.hover(item('m1'));
  await within(item('m1')).findByRole('button', { name: 'Reply' });
  expect(within(item('m1')).queryByRole('button', { name: 'More actions' })).toBeNull();
  await clicks.hover(item('mine'));
  await clicks.click(await within(item('mine')).findByRole('button', { name: 'More actions' }));
  await clicks.click(screen.getByRole('menuitem', { name: 'Delete message' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete message?' });
  await clicks.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(socket.sent('conversationDelete')).toEqual([
      { conversationId: CONVERSATION, messageId: fromAnn.messageId },
    ]),
  );
  await waitFor(() => expect(screen.queryByText('mine')).toBeNull());
});

test('"Seen" under your last message once the other member has read up to it', async () => {
  show(1);
  await screen.findByText('mine');
  expect(screen.queryByText('Seen')).toBeNull();
  cleanup();
  show(2);
  await screen.findByText('mine');
  const seen = screen.getByText('Seen');
  // Right after your message in the list.
  expect(seen.previousElementSibling).toBe(item('mine'));
});

test('an image dropped on the conversation goes with the message, by the group chat’s upload', async () => {
  const calls = stubApi({
    'POST /api/chat/images': () => ({ status: 201, body: uploadedChatImage() }),
  });
  const clicks = userEvent.setup();
  show();
  await screen.findByText('mine');
  expect(screen.getByRole('button', { name: 'Attach image' })).toBeInTheDocument();
  const files = [new File([new Uint8Array(10)], 'cat.png', { type: 'image/png' })];
  const dataTransfer = { files, types: ['Files'], dropEffect: 'none' };
  const region = screen.getByRole('region', { name: 'Conversation with Ben Ito' });
  fireEvent.dragEnter(region, { dataTransfer });
  fireEvent.dragOver(region, { dataTransfer });
  fireEvent.drop(region, { dataTransfer });
  expect(await screen.findByRole('img', { name: 'Image to send: cat.png' })).toBeInTheDocument();
  const send = screen.getByRole('button', { name: 'Send' });
  await waitFor(() => expect(send).toBeEnabled());
  await clicks.click(send);
  await waitFor(() => expect(socket.sent('conversationSend')).toHaveLength(1));
  expect(socket.sent('conversationSend')[0]).toMatchObject({
    conversationId: CONVERSATION,
    message: '',
    imageId: 'img_12345678',
  });
  expect(calls.map((c) => c.key)).toContain('POST /api/chat/images');
});
