import { expect, test } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { nextEvent, type ChatClient } from '../../../test/socket-client.ts';
import { roomPerTest } from '../../../test/socket-room.ts';

// Moderators' count of open reports, over HTTP and live over the socket. (Two
// instances: test/staff-reports.two-instances.test.ts.)

const room = roomPerTest();
const app = () => room.app().app;
const db = () => room.app().database.db;

function reportProfile(reporter: TestUser, userName: string) {
  return call(app(), 'POST', '/api/reports', {
    as: reporter,
    body: { kind: 'user', userName, reason: 'spam' },
  });
}

/** Every `openReports` on `socket` from now on. */
function counts(socket: ChatClient): number[] {
  const seen: number[] = [];
  socket.on('openReports', ({ open }) => seen.push(open));
  return seen;
}

test('the open-report count: moderators only, over HTTP', async () => {
  const moderator = await createUser(db(), { role: 'moderator' });
  const member = await createUser(db());
  const troll = await createUser(db());
  const open = (as: TestUser) => call(app(), 'GET', '/api/admin/reports/open-count', { as });

  expect((await open(moderator)).json()).toEqual({ open: 0 });
  expect((await reportProfile(member, troll.userName)).statusCode).toBe(201);
  expect((await open(moderator)).json()).toEqual({ open: 1 });
  // A member is told the route does not exist, as for every /api/admin route.
  const refused = await open(member);
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe('No route GET /api/admin/reports/open-count');
});

test('a report filed or closed moves every staff socket live; members hear nothing', async () => {
  const admin = await createUser(db(), { role: 'admin' });
  const moderator = await createUser(db(), { role: 'moderator' });
  const member = await createUser(db());
  const troll = await createUser(db());
  // Not joined to the chat: the app shell's one connection, on any screen.
  const adminSocket = await room.connect(admin);
  const moderatorSocket = await room.connect(moderator);
  const memberSocket = await room.connect(member);
  const heardByMember = counts(memberSocket);

  let modHears = nextEvent(moderatorSocket, 'openReports');
  const adminHears = nextEvent(adminSocket, 'openReports');
  const first = await reportProfile(member, troll.userName);
  expect(first.statusCode).toBe(201);
  expect(await modHears).toEqual([{ open: 1 }]);
  expect(await adminHears).toEqual([{ open: 1 }]);

  modHears = nextEvent(moderatorSocket, 'openReports', ({ open }) => open === 2);
  expect((await reportProfile(admin, troll.userName)).statusCode).toBe(201);
  await modHears;

  // Dismissing one closes it: 1 left.
  modHears = nextEvent(moderatorSocket, 'openReports');
  const dismissed = await call(
    app(),
    'POST',
    `/api/admin/reports/${first.json().reportId}/dismiss`,
    { as: moderator, body: { reason: 'not spam' } },
  );
  expect(dismissed.statusCode).toBe(200);
  expect(await modHears).toEqual([{ open: 1 }]);

  // The member's socket got none of it: a later event of their own has arrived meanwhile.
  const ownNotification = nextEvent(memberSocket, 'notification');
  await call(app(), 'POST', '/api/follow', {
    as: troll,
    body: { targetUserName: member.userName, action: 'follow' },
  });
  await ownNotification;
  expect(heardByMember).toEqual([]);
});

test('a role granted or revoked on the admin page moves the open sockets in or out of staff', async () => {
  const admin = await createUser(db(), { role: 'admin' });
  const student = await createUser(db());
  const reporter = await createUser(db());
  const troll = await createUser(db());
  const studentSocket = await room.connect(student);
  const adminSocket = await room.connect(admin);
  const heardByStudent = counts(studentSocket);
  const setRole = (role: 'member' | 'moderator') =>
    call(app(), 'PUT', `/api/admin/users/${student.userName}/role`, {
      as: admin,
      body: { role },
    });

  expect((await setRole('moderator')).statusCode).toBe(200);
  const studentHears = nextEvent(studentSocket, 'openReports');
  expect((await reportProfile(reporter, troll.userName)).statusCode).toBe(201);
  expect(await studentHears).toEqual([{ open: 1 }]);

  expect((await setRole('member')).statusCode).toBe(200);
  const adminHears = nextEvent(adminSocket, 'openReports', ({ open }) => open === 2);
  expect((await reportProfile(reporter, student.userName)).statusCode).toBe(201);
  await adminHears;
  // The admin heard the second report; the student, a member again, only the first.
  expect(heardByStudent).toEqual([1]);
});
