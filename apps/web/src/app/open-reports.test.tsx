import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { FakeSocket } from '../test/fake-socket.ts';
import { resetBrowserState, stubApi, testQueryClient } from '../test/render-route.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { OpenReportsLink } from '../features/admin/components/open-reports-link.tsx';
import { useOpenReports, type ReportSocketSource } from '../features/admin/api/open-reports.ts';

afterEach(resetBrowserState);

// The app shell's composition (app-shell.tsx): the link beside the bell, and the bell itself.
function StaffBar(props: { staff: boolean; source: ReportSocketSource }) {
  const open = useOpenReports(props.staff, props.source);
  return (
    <>
      {props.staff && <OpenReportsLink open={open} />}
      <NotificationBell openReports={open} />
    </>
  );
}

function setup(staff: boolean, firstCount = 2) {
  let open = firstCount;
  const calls = stubApi({
    'GET /api/admin/reports/open-count': () => ({ body: { open } }),
    'GET /api/notifications': () => ({
      body: { notifications: [], unread: 0, hasMore: false },
    }),
  });
  const socket = new FakeSocket(act);
  socket.connected = true;
  const source = { acquire: vi.fn(() => socket.asAppSocket), release: vi.fn() };
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <StaffBar staff={staff} source={source} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, calls, socket, source, setServerCount: (n: number) => (open = n) };
}

test('a moderator sees the open reports beside the bell and in it, moved live by the socket', async () => {
  const { socket, setServerCount, calls, source, unmount } = setup(true);
  expect(await screen.findByRole('link', { name: 'Reports, 2 open' })).toHaveAttribute(
    'href',
    '/admin',
  );
  const bell = screen.getByRole('button', { name: 'Notifications, 2 open reports' });

  socket.fire('openReports', { open: 3 });
  expect(await screen.findByRole('link', { name: 'Reports, 3 open' })).toBeInTheDocument();
  expect(bell).toHaveAccessibleName('Notifications, 3 open reports');

  const user = userEvent.setup({ delay: null });
  await user.click(bell);
  const line = await screen.findByRole('link', { name: '3 open reports to review' });
  expect(line).toHaveAttribute('href', '/admin');

  socket.fire('openReports', { open: 1 });
  expect(await screen.findByRole('link', { name: '1 open report to review' })).toBeInTheDocument();
  socket.fire('openReports', { open: 0 });
  expect(await screen.findByRole('link', { name: 'Reports' })).toBeInTheDocument();
  expect(bell).toHaveAccessibleName('Notifications');
  expect(screen.queryByText(/open reports? to review/)).not.toBeInTheDocument();

  // A reconnection reads the count again: what changed while offline is caught up.
  setServerCount(4);
  socket.fire('disconnect');
  socket.fire('connect');
  expect(await screen.findByRole('link', { name: 'Reports, 4 open' })).toBeInTheDocument();
  expect(calls.filter((c) => c.key === 'GET /api/admin/reports/open-count')).toHaveLength(2);

  unmount();
  expect(source.release).toHaveBeenCalledTimes(1);
  expect(socket.handlers.get('openReports')?.size ?? 0).toBe(0);
});

test('a member never asks for the count nor listens for it', async () => {
  const { calls, socket, source } = setup(false);
  expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  socket.fire('openReports', { open: 5 });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByRole('link', { name: /Reports/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['GET /api/notifications']));
  expect(source.acquire).not.toHaveBeenCalled();
  expect(within(document.body).queryByText('5')).not.toBeInTheDocument();
});
