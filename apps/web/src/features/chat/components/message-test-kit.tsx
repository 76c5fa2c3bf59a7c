import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { LocalMessage } from '../lib/chat-messages.ts';
import { MessageItem, type MessageItemProps } from './message-item.tsx';
import type { MessageActions } from './message-menu.tsx';
import type { MessageHandlers } from './message-handlers.ts';

/** A message from Ben, stored, at 09:05 on 4 March 2026. */
export const ben: LocalMessage = {
  message: 'hello',
  timestamp: new Date(2026, 2, 4, 9, 5).getTime(),
  userId: 'u-ben',
  username: 'ben',
  fullName: 'Ben Ito',
  profilePic: '',
  messageId: 'u-ben-1-a',
  seq: 1,
};

/** The menu's actions, each a spy. */
export function menuActions(moderator = false) {
  return {
    moderator,
    onDelete: vi.fn<MessageActions['onDelete']>(),
    onReport: vi.fn<NonNullable<MessageActions['onReport']>>(),
    onBlock: vi.fn<NonNullable<MessageActions['onBlock']>>(),
  };
}

/** Every handler a spy; `saveEdit` answers `saved` (undefined: saved). */
export function spyHandlers(menu?: MessageActions, saved?: string) {
  return {
    menu,
    react: vi.fn<MessageHandlers['react']>(),
    pickReaction: vi.fn<MessageHandlers['pickReaction']>(),
    reply: vi.fn<NonNullable<MessageHandlers['reply']>>(),
    startEdit: vi.fn<NonNullable<MessageHandlers['startEdit']>>(),
    saveEdit: vi.fn<NonNullable<MessageHandlers['saveEdit']>>().mockResolvedValue(saved),
    endEdit: vi.fn<NonNullable<MessageHandlers['endEdit']>>(),
    jump: vi.fn<NonNullable<MessageHandlers['jump']>>(),
  };
}

/** One message in a list, in a router (mentions are links). */
export function renderItem(props: MessageItemProps) {
  return render(
    <MemoryRouter>
      <ul>
        <MessageItem {...props} />
      </ul>
    </MemoryRouter>,
  );
}

/** Lets the toolbar's code load (it is lazy), so a test that finds none knows there is none. */
export async function toolbarLoaded(): Promise<void> {
  await act(async () => {
    await import('./message-toolbar.tsx');
  });
}
