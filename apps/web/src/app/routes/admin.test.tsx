import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { messages } from '@tuning/shared/messages';
import type {
  AdminReport,
  ModerationLogEntry,
  ReportedPerson,
  StaffResponse,
  UserRole,
} from '@tuning/shared/safety';
import { chatMessage } from '../../test/fixtures.ts';
import {
  renderRoutes,
  resetBrowserState,
  stubApi,
  type ApiCall,
  type ApiHandler,
} from '../../test/render-route.tsx';
import { REASON_REQUIRED } from '../../features/admin/components/moderation-dialog.tsx';
import { SECONDS_INVALID } from '../../features/admin/components/room-settings-form.tsx';
import { Component as AdminRoute } from './admin.tsx';

afterEach(resetBrowserState);

const reported = chatMessage(5, { message: 'you are all losers', messageId: 'u-ben-5-x' });
const ben: ReportedPerson = {
  userId: 'u-ben',
  userName: 'ben',
  fullName: 'Ben Ito',
  profilePic: '',
  role: 'member',
};

function messageReport(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'message',
    reason: 'harassment',
    note: 'Every day in the chat.',
    status: 'open',
    createdAt: '2026-03-04T10:00:00.000Z',
    reporter: { userId: 'u-ann', userName: 'ann', fullName: 'Ann Lee', profilePic: '' },
    reported: ben,
    message: {
      messageId: reported.messageId,
      text: reported.message,
      createdAt: '2026-03-04T09:59:00.000Z',
      deleted: false,
    },
    context: [
      chatMessage(4, { userId: 'u-cy', username: 'cy', messageId: 'u-cy-4-x', message: 'before' }),
      reported,
      chatMessage(6, { userId: 'u-cy', username: 'cy', messageId: 'u-cy-6-x', message: 'after' }),
    ],
    ...overrides,
  };
}

const logEntry: ModerationLogEntry = {
  id: 7,
  actor: 'mo',
  action: 'suspend',
  target: 'ben',
  reason: 'Harassment after a warning',
  detail: { hours: 168, until: '2026-03-11T10:00:00.000Z' },
  createdAt: '2026-03-04T10:05:00.000Z',
};

const count = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).length;
const sentBody = (calls: ApiCall[], key: string) => calls.find((call) => call.key === key)?.body;

function renderAdmin(role: UserRole | 'signed-out', handlers: Record<string, ApiHandler> = {}) {
  const calls = stubApi({
    'GET /api/account': () =>
      role === 'signed-out'
        ? { status: 401, body: { code: 'UNAUTHORIZED', message: 'Not signed in' } }
        : { body: { userId: 'u-mo', role } },
    'GET /api/admin/reports': () => ({ body: { reports: [messageReport()] } }),
    'GET /api/admin/log': () => ({ body: { entries: [logEntry] } }),
    ...handlers,
  });
  const view = renderRoutes([{ path: '/admin', element: <AdminRoute /> }], '/admin');
  return { calls, view, user: userEvent.setup() };
}

test('members and signed-out visitors get the 404 page, and no admin call is made', async () => {
  for (const role of ['member', 'signed-out'] as const) {
    const { calls, view } = renderAdmin(role);
    expect(await screen.findByText(messages.notFoundTitle)).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/account']);
    view.unmount();
  }
});

test('a moderator sees the queue with the message in context, and the moderator tabs only', async () => {
  const { user } = renderAdmin('moderator');
  const tabs = await screen.findByRole('tablist', { name: 'Moderation tools' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Reports', 'Audit log', 'Room']);
  const report = await screen.findByRole('article', { name: /Harassment or bullying/ });
  expect(report).toHaveTextContent('Every day in the chat.');
  expect(within(report).getByRole('link', { name: '@ann' })).toHaveAttribute(
    'href',
    '/userprofile?userName=ann',
  );
  const context = within(report).getByRole('list', { name: 'The message in context' });
  const items = within(context).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('.admin-context__text')?.textContent)).toEqual([
    'before',
    'you are all losers',
    'after',
  ]);
  expect(items[1]).toHaveAttribute('aria-current', 'true');
  expect(items[1]).toHaveTextContent('Reported');
  expect(items[0]).not.toHaveAttribute('aria-current');
  expect(within(report).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  expect(within(report).getByRole('button', { name: 'Delete message' })).toBeInTheDocument();
  expect(within(report).getByRole('button', { name: 'Suspend @ben' })).toBeInTheDocument();
  expect(within(report).queryByRole('button', { name: 'Lift suspension' })).toBeNull();

  // The arrow keys move between tabs; the open one is in the address.
  await user.click(within(tabs).getByRole('tab', { name: 'Reports' }));
  await user.keyboard('{ArrowRight}');
  const logTab = within(tabs).getByRole('tab', { name: 'Audit log' });
  expect(logTab).toHaveFocus();
  expect(logTab).toHaveAttribute('aria-selected', 'true');
  const table = await screen.findByRole('table');
  const row = within(table).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('@mo');
  expect(row).toHaveTextContent('Suspended · @ben');
  expect(row).toHaveTextContent('for 7 days');
  expect(row).toHaveTextContent('Harassment after a warning');
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(within(tabs).getByRole('tab', { name: 'Room' })).toHaveAttribute('aria-selected', 'true');
});

test('dismiss asks for a reason (optional), then the queue is read again', async () => {
  let open = true;
  const { calls, user } = renderAdmin('moderator', {
    'GET /api/admin/reports': (_body, call) => ({
      body: {
        reports: call.url.includes('status=open') && !open ? [] : [messageReport()],
      },
    }),
    'POST /api/admin/reports/11111111-1111-4111-8111-111111111111/dismiss': () => {
      open = false;
      return { body: messageReport({ status: 'dismissed' }) };
    },
  });
  const report = await screen.findByRole('article', { name: /Harassment or bullying/ });
  expect(calls.find((call) => call.key === 'GET /api/admin/reports')?.url).toBe(
    '/api/admin/reports?status=open',
  );
  await user.click(within(report).getByRole('button', { name: 'Dismiss' }));
  const dialog = screen.getByRole('dialog', { name: 'Dismiss report' });
  await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Banter between friends');
  await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
  expect(await screen.findByText('No open reports. All quiet.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Report dismissed.');
  expect(calls.find((call) => call.key.endsWith('/dismiss'))?.body).toEqual({
    reason: 'Banter between friends',
  });
  expect(count(calls, 'GET /api/admin/reports')).toBe(2);

  // Closed ones are a filter away.
  await user.selectOptions(screen.getByLabelText('Show'), 'Closed');
  await screen.findByRole('article', { name: /Harassment or bullying/ });
  expect(calls.at(-1)?.url).toBe('/api/admin/reports?status=closed');
});

test('suspend needs a reason and a length; delete and lift send theirs', async () => {
  let suspended = false;
  const { calls, user } = renderAdmin('moderator', {
    'GET /api/admin/reports': () => ({
      body: {
        reports: [
          messageReport({
            reported: suspended ? { ...ben, suspendedUntil: '2026-03-11T10:00:00.000Z' } : ben,
          }),
        ],
      },
    }),
    'POST /api/admin/users/ben/suspend': () => {
      suspended = true;
      return { body: {} };
    },
    'POST /api/admin/users/ben/unsuspend': () => {
      suspended = false;
      return { body: {} };
    },
    'DELETE /api/admin/messages/u-ben-5-x': () => ({ body: { message: 'Deleted' } }),
  });
  const report = await screen.findByRole('article', { name: /Harassment or bullying/ });
  await user.click(within(report).getByRole('button', { name: 'Suspend @ben' }));
  let dialog = screen.getByRole('dialog', { name: 'Suspend @ben' });
  const lengths = within(dialog).getByRole('group', { name: 'How long?' });
  expect(
    within(lengths)
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent),
  ).toEqual(['1 hour', '24 hours', '7 days', '30 days', 'For good']);
  await user.click(within(dialog).getByLabelText('7 days'));
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(REASON_REQUIRED);
  expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.some((call) => call.key.endsWith('/suspend'))).toBe(false);
  await user.type(within(dialog).getByLabelText('Reason'), 'Harassment after a warning');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((call) => call.key.endsWith('/suspend'))?.body).toEqual({
    hours: 168,
    reason: 'Harassment after a warning',
    reportId: '11111111-1111-4111-8111-111111111111',
  });
  expect(screen.getByRole('status')).toHaveTextContent('@ben is suspended.');

  // Suspended now: the card says until when and offers to lift it.
  const lift = await within(report).findByRole('button', { name: 'Lift suspension' });
  expect(report).toHaveTextContent('Suspended until');
  await user.click(lift);
  dialog = screen.getByRole('dialog', { name: 'Lift the suspension of @ben' });
  await user.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((call) => call.key.endsWith('/unsuspend'))?.body).toEqual({ reason: '' });

  await user.click(within(report).getByRole('button', { name: 'Delete message' }));
  dialog = screen.getByRole('dialog', { name: 'Delete message' });
  expect(dialog).toHaveTextContent('from @ben');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((call) => call.key.startsWith('DELETE /api/admin/messages'))?.body).toEqual({
    reason: '',
    reportId: '11111111-1111-4111-8111-111111111111',
  });
});

test('a private conversation’s report shows the messages it kept, and its message can be deleted', async () => {
  const kept = (seq: number, message: string, userId = 'u-ann') =>
    chatMessage(seq, {
      userId,
      username: userId.slice(2),
      messageId: `${userId}-${seq}-x`,
      message,
    });
  const { calls, user } = renderAdmin('moderator', {
    'GET /api/admin/reports': () => ({
      body: {
        reports: [
          messageReport({
            conversationId: '22222222-2222-4222-8222-222222222222',
            context: [kept(4, 'are you coming?'), reported, kept(6, 'that was mean')],
          }),
        ],
      },
    }),
    'DELETE /api/admin/messages/u-ben-5-x': () => ({ body: { message: 'message deleted' } }),
  });
  const report = await screen.findByRole('article', {
    name: /^Harassment or bullying\s*· a private message$/,
  });
  const context = within(report).getByRole('list', { name: 'The message in context' });
  expect(
    within(context)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.admin-context__text')?.textContent),
  ).toEqual(['are you coming?', 'you are all losers', 'that was mean']);
  await user.click(within(report).getByRole('button', { name: 'Delete message' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete message' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.find((call) => call.key === 'DELETE /api/admin/messages/u-ben-5-x')?.body).toEqual({
    reason: '',
    reportId: '11111111-1111-4111-8111-111111111111',
  });
});

test('suspending for good, and a refusal from the server is shown in the dialog', async () => {
  const { calls, user } = renderAdmin('moderator', {
    'POST /api/admin/users/ben/suspend': () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: 'Only an admin can do that to a moderator.' },
    }),
  });
  const report = await screen.findByRole('article', { name: /Harassment or bullying/ });
  await user.click(within(report).getByRole('button', { name: 'Suspend @ben' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend @ben' });
  await user.click(within(dialog).getByLabelText('For good'));
  await user.type(within(dialog).getByLabelText('Reason'), 'Threats');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Only an admin can do that to a moderator.',
  );
  expect(calls.find((call) => call.key.endsWith('/suspend'))?.body).toEqual({
    forGood: true,
    reason: 'Threats',
    reportId: '11111111-1111-4111-8111-111111111111',
  });
});

test('room: slow mode is checked, saved and said', async () => {
  let slowModeSeconds = 0;
  const { calls, user } = renderAdmin('moderator', {
    'GET /api/admin/room': () => ({ body: { slowModeSeconds } }),
    'PUT /api/admin/room': (body) => {
      slowModeSeconds = (body as { slowModeSeconds: number }).slowModeSeconds;
      return { body: { slowModeSeconds } };
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Room' }));
  expect(await screen.findByText('Now: Slow mode is off.')).toBeInTheDocument();
  const seconds = screen.getByLabelText(/Seconds between one person's messages/);
  await user.clear(seconds);
  await user.type(seconds, '1.5');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert')).toHaveTextContent(SECONDS_INVALID);
  await user.clear(seconds);
  await user.type(seconds, '30');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('Now: Slow mode is on: wait 30 seconds between messages.'),
  ).toBeInTheDocument();
  expect(sentBody(calls, 'PUT /api/admin/room')).toEqual({ slowModeSeconds: 30 });
});

test('admins keep the word filter and the moderators', async () => {
  let terms = [{ term: 'darn', createdAt: '2026-03-01T10:00:00.000Z' }];
  let staff: StaffResponse['staff'] = [
    { userId: 'u-ad', userName: 'root', fullName: 'Ada Admin', profilePic: '', role: 'admin' },
    { userId: 'u-mo', userName: 'mo', fullName: 'Mo Mod', profilePic: '', role: 'moderator' },
  ];
  const { calls, user } = renderAdmin('admin', {
    'GET /api/admin/filter-terms': () => ({ body: { terms } }),
    'POST /api/admin/filter-terms': (body) => {
      terms = [
        ...terms,
        { term: (body as { term: string }).term, createdAt: '2026-03-04T10:00:00.000Z' },
      ];
      return { body: { terms } };
    },
    'DELETE /api/admin/filter-terms/darn': () => {
      terms = terms.filter((t) => t.term !== 'darn');
      return { body: { terms } };
    },
    'GET /api/admin/staff': () => ({ body: { staff } }),
    'PUT /api/admin/users/cy/role': () => {
      staff = [
        ...staff,
        { userId: 'u-cy', userName: 'cy', fullName: 'Cy Ro', profilePic: '', role: 'moderator' },
      ];
      return { body: { staff } };
    },
    'PUT /api/admin/users/mo/role': () => {
      staff = staff.filter((s) => s.userName !== 'mo');
      return { body: { staff } };
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Word filter' }));
  const list = await screen.findByRole('list', { name: 'Filtered terms' });
  expect(list).toHaveTextContent('darn');
  const term = screen.getByLabelText('New term');
  await user.type(term, 'x');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByRole('alert')).toHaveTextContent('A term has at least 2 characters');
  await user.clear(term);
  await user.type(term, '  Heck ');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  await within(list).findByText('heck');
  expect(sentBody(calls, 'POST /api/admin/filter-terms')).toEqual({ term: 'heck' });
  await user.click(screen.getByRole('button', { name: 'Remove "darn"' }));
  await waitFor(() => expect(within(list).queryByText('darn')).toBeNull());

  await user.click(screen.getByRole('tab', { name: 'Moderators' }));
  const people = await screen.findByRole('list', { name: 'Staff' });
  expect(
    within(people)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([expect.stringContaining('@root · Admin'), expect.stringContaining('@mo · Moderator')]);
  // Admins are made on the command line: no Revoke for them.
  expect(screen.queryByRole('button', { name: "Revoke @root's moderator role" })).toBeNull();
  await user.type(screen.getByLabelText('Make a moderator (@username)'), '@cy');
  await user.click(screen.getByRole('button', { name: 'Grant' }));
  await within(people).findByText('Cy Ro');
  expect(sentBody(calls, 'PUT /api/admin/users/cy/role')).toEqual({ role: 'moderator' });
  await user.click(screen.getByRole('button', { name: "Revoke @mo's moderator role" }));
  await waitFor(() => expect(within(people).queryByText('Mo Mod')).toBeNull());
  expect(sentBody(calls, 'PUT /api/admin/users/mo/role')).toEqual({ role: 'member' });
  expect(screen.getByRole('status')).toHaveTextContent('@mo is no longer a moderator.');
});
