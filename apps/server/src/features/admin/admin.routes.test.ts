import { randomUUID } from 'node:crypto';
import { safetyTexts } from '@tuning/shared/safety';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import {
  conversationMessages as chatMessages,
  moderationLog,
  reports,
  sessions,
  users,
} from '../../db/schema.ts';
import { createAppEvents, type AppEventMap } from '../../lib/events.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/fixtures.ts';
import { routesOf } from '../../../test/routes.ts';
import { call } from '../../../test/http.ts';
import { postMessage } from '../../../test/safety-helpers.ts';
import { appPerTest } from '../../../test/test-app.ts';

const openApp = appPerTest();

interface Seen {
  revoked: AppEventMap['sessionsRevoked'][0][];
  deleted: string[];
  room: number[];
  terms: number;
}

async function setup() {
  const events = createAppEvents();
  const seen: Seen = { revoked: [], deleted: [], room: [], terms: 0 };
  events.on('sessionsRevoked', (event) => seen.revoked.push(event));
  events.on('messageDeleted', ({ messageId }) => seen.deleted.push(messageId));
  events.on('roomSettingsChanged', ({ slowModeSeconds }) => seen.room.push(slowModeSeconds));
  events.on('filterTermsChanged', () => (seen.terms += 1));
  const t = await openApp({ events });
  const db = t.database.db;
  return {
    ...t,
    seen,
    member: await createUser(db),
    moderator: await createUser(db, { role: 'moderator' }),
    admin: await createUser(db, { role: 'admin' }),
  };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** Admin-only routes; every other /api/admin route is open to moderators. */
const ADMIN_ONLY = [
  'GET /api/admin/filter-terms',
  'POST /api/admin/filter-terms',
  'DELETE /api/admin/filter-terms/:term',
  'GET /api/admin/staff',
  'PUT /api/admin/users/:userName/role',
];
const MODERATORS = [
  'GET /api/admin/reports',
  'GET /api/admin/reports/open-count',
  'POST /api/admin/reports/:reportId/dismiss',
  'DELETE /api/admin/messages/:messageId',
  'POST /api/admin/users/:userName/suspend',
  'POST /api/admin/users/:userName/unsuspend',
  'GET /api/admin/log',
  'GET /api/admin/room',
  'PUT /api/admin/room',
];

test('every admin route: anonymous 401, members 404 as if absent, moderators 403 on admin-only ones', async () => {
  const app = await setup();
  const routes = routesOf(app.app)
    .filter((route) => route.path.startsWith('/api/admin'))
    .map((route) => `${route.method} ${route.path}`);
  // Every admin route is classified here: a new one fails this test until it is.
  expect(routes.sort()).toEqual([...ADMIN_ONLY, ...MODERATORS].sort());

  const target = await createUser(app.database.db);
  const fill = (path: string) =>
    path
      .replace(':reportId', randomUUID())
      .replace(':messageId', 'no_such_message')
      .replace(':userName', target.userName)
      .replace(':term', 'word');
  const bodies: Record<string, unknown> = {
    'POST /api/admin/users/:userName/suspend': { hours: 1, reason: 'test' },
    'PUT /api/admin/room': { slowModeSeconds: 5 },
    'POST /api/admin/filter-terms': { term: 'word' },
    'PUT /api/admin/users/:userName/role': { role: 'member' },
  };
  for (const route of [...ADMIN_ONLY, ...MODERATORS]) {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const url = fill(path);
    const body = bodies[route] ?? (method === 'GET' ? undefined : {});

    const anonymous = await call(app.app, method, url, { body });
    expect(anonymous.statusCode, `${route} anonymous`).toBe(401);

    // A member learns nothing: the very answer of a path that does not exist.
    const member = await call(app.app, method, url, { as: app.member, body });
    const absent = await call(app.app, method, url.replace('/api/admin/', '/api/nothing/'), {
      as: app.member,
      body,
    });
    expect(member.statusCode, `${route} member`).toBe(404);
    expect(member.json(), route).toEqual({
      code: 'NOT_FOUND',
      message: `No route ${method} ${url.split('?')[0]}`,
    });
    expect(absent.statusCode).toBe(404);

    const moderator = await call(app.app, method, url, { as: app.moderator, body });
    if (ADMIN_ONLY.includes(route)) {
      expect(moderator.statusCode, `${route} moderator`).toBe(403);
      expect(moderator.json()).toEqual({ code: 'FORBIDDEN', message: safetyTexts.adminsOnly });
    } else {
      expect(moderator.statusCode, `${route} moderator`).not.toBe(403);
      expect(moderator.json().message ?? '', route).not.toMatch(/^No route/);
    }
    const admin = await call(app.app, method, url, { as: app.admin, body });
    expect(admin.statusCode, `${route} admin`).toBeLessThan(500);
    expect([401, 403]).not.toContain(admin.statusCode);
  }
  // Nothing a member or a moderator sent got through.
  const log = await app.database.db.select().from(moderationLog);
  expect(
    log.every((entry) => entry.actorId === app.admin.id || entry.actorId === app.moderator.id),
  ).toBe(true);
  expect(
    log.filter((entry) => entry.actorId === app.moderator.id).map((e) => e.action),
  ).not.toContain('add-filter-term');
});

async function report(app: Setup, reporter: TestUser, body: Record<string, unknown>) {
  const response = await call(app.app, 'POST', '/api/reports', { as: reporter, body });
  expect(response.statusCode).toBe(201);
  return response.json().reportId as string;
}

/** A report of the member's profile, filed by a student made for it. */
async function reportMember(app: Setup, reason: string) {
  const reporter = await createUser(app.database.db);
  return report(app, reporter, { kind: 'user', userName: app.member.userName, reason });
}

test('the queue: newest first, in pages, with the message in context and the people as they are now', async () => {
  const app = await setup();
  const db = app.database.db;
  const [reporter, author] = [await createUser(db), await createUser(db)];
  const ids = [];
  for (let i = 0; i < 9; i++)
    ids.push(await postMessage(db, i % 2 ? reporter : author, `line ${i}`));
  const reported = ids[4]!;
  const messageReport = await report(app, reporter, {
    kind: 'message',
    messageId: reported,
    reason: 'harassment',
    note: 'not ok',
  });
  await db.execute(sql`update ${reports} set created_at = now() - interval '1 minute'`);
  const profileReport = await report(app, reporter, {
    kind: 'user',
    userName: author.userName,
    reason: 'spam',
  });
  // The message is deleted after the report: the queue still shows what was reported.
  await db
    .update(chatMessages)
    .set({ text: '', deletedAt: new Date() })
    .where(eq(chatMessages.messageId, reported));

  const queue = await call(app.app, 'GET', '/api/admin/reports', { as: app.moderator });
  expect(queue.statusCode).toBe(200);
  const body = queue.json();
  expect(body.next).toBeUndefined();
  expect(body.reports.map((r: { id: string }) => r.id)).toEqual([profileReport, messageReport]);
  const [profile, message] = body.reports;
  expect(profile).toEqual({
    id: profileReport,
    kind: 'user',
    reason: 'spam',
    note: '',
    status: 'open',
    createdAt: expect.any(String),
    reporter: {
      userId: reporter.id,
      userName: reporter.userName,
      fullName: reporter.fullName,
      profilePic: '',
    },
    reported: {
      userId: author.id,
      userName: author.userName,
      fullName: author.fullName,
      profilePic: '',
      role: 'member',
    },
    reportedName: author.userName,
    profile: {
      userName: author.userName,
      fullName: author.fullName,
      bio: '',
      collegeName: '',
      collegeYear: '',
      location: '',
      externalLink: '',
      profilePic: '',
    },
  });
  expect(message).toMatchObject({
    kind: 'message',
    reason: 'harassment',
    note: 'not ok',
    reportedName: author.userName,
    message: { messageId: reported, text: 'line 4', deleted: true },
  });
  expect(message.context.map((m: { messageId: string }) => m.messageId)).toEqual(ids.slice(1, 8));
  expect(message.context[3]).toMatchObject({ messageId: reported, message: '', deleted: true });
  expect(message.context[0]).toMatchObject({
    message: 'line 1',
    userId: reporter.id,
    username: reporter.userName,
  });

  // Pages of 20, by cursor (reports filed in the same instant too); closed ones apart.
  const [one] = await db.select().from(reports).where(eq(reports.id, profileReport));
  await db.insert(reports).values(
    Array.from({ length: 21 }, () => ({
      reporterId: reporter.id,
      kind: 'user' as const,
      reportedUserId: author.id,
      reason: 'other',
      snapshot: one!.snapshot,
      createdAt: new Date(Date.now() + 60_000),
    })),
  );
  const first = (await call(app.app, 'GET', '/api/admin/reports', { as: app.admin })).json();
  expect(first.reports).toHaveLength(20);
  const second = (
    await call(app.app, 'GET', `/api/admin/reports?before=${first.next}`, { as: app.admin })
  ).json();
  expect(second.reports).toHaveLength(3);
  expect(second.next).toBeUndefined();
  const all = [...first.reports, ...second.reports].map((r: { id: string }) => r.id);
  expect(new Set(all).size).toBe(23);
  expect(all.slice(-2)).toEqual([profileReport, messageReport]);

  await call(app.app, 'POST', `/api/admin/reports/${profileReport}/dismiss`, {
    as: app.moderator,
    body: { reason: 'fine' },
  });
  const closed = (
    await call(app.app, 'GET', '/api/admin/reports?status=closed', { as: app.moderator })
  ).json();
  expect(closed.reports.map((r: { id: string }) => r.id)).toEqual([profileReport]);
  const open = (await call(app.app, 'GET', '/api/admin/reports', { as: app.moderator })).json();
  expect(open.reports.map((r: { id: string }) => r.id)).not.toContain(profileReport);
  for (const query of ['before=nope', 'status=mine', 'extra=1']) {
    const bad = await call(app.app, 'GET', `/api/admin/reports?${query}`, { as: app.moderator });
    expect(bad.statusCode, query).toBe(400);
  }
});

test('dismissing closes a report once and logs who, what and why', async () => {
  const app = await setup();
  const db = app.database.db;
  const reportId = await reportMember(app, 'spam');
  const dismissed = await call(app.app, 'POST', `/api/admin/reports/${reportId}/dismiss`, {
    as: app.moderator,
    body: { reason: 'not spam' },
  });
  expect(dismissed.statusCode).toBe(200);
  expect(dismissed.json()).toMatchObject({ id: reportId, status: 'dismissed' });
  const again = await call(app.app, 'POST', `/api/admin/reports/${reportId}/dismiss`, {
    as: app.admin,
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(safetyTexts.reportClosed);
  const missing = await call(app.app, 'POST', `/api/admin/reports/${randomUUID()}/dismiss`, {
    as: app.admin,
  });
  expect(missing.statusCode).toBe(404);
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  expect(row).toMatchObject({ status: 'dismissed', resolvedBy: app.moderator.id });

  const log = (await call(app.app, 'GET', '/api/admin/log', { as: app.moderator })).json();
  expect(log).toEqual({
    entries: [
      {
        id: expect.any(Number),
        actor: app.moderator.userName,
        action: 'dismiss-report',
        target: app.member.userName,
        reportId,
        reason: 'not spam',
        createdAt: expect.any(String),
      },
    ],
  });
});

test('deleting a reported message: the chat deletes it, the report is actioned, the log says so', async () => {
  const app = await setup();
  const db = app.database.db;
  const reporter = await createUser(db);
  const messageId = await postMessage(db, app.member, 'vile words');
  const reportId = await report(app, reporter, { kind: 'message', messageId, reason: 'hate' });

  const deleted = await call(app.app, 'DELETE', `/api/admin/messages/${messageId}`, {
    as: app.moderator,
    body: { reason: 'hate speech', reportId },
  });
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({ message: safetyTexts.messageDeleted });
  expect(app.seen.deleted).toEqual([messageId]);
  const [message] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.messageId, messageId));
  expect(message).toMatchObject({ text: '', deletedBy: app.moderator.id });
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  expect(row).toMatchObject({ status: 'actioned', resolvedBy: app.moderator.id });
  const [entry] = await db.select().from(moderationLog);
  expect(entry).toMatchObject({
    actorId: app.moderator.id,
    actorName: app.moderator.userName,
    action: 'delete-message',
    targetUserId: app.member.id,
    targetName: app.member.userName,
    messageId,
    reportId,
    reason: 'hate speech',
  });

  // Without a body too; unknown messages and reports are 404.
  const other = await postMessage(db, app.member, 'another');
  expect(
    (await call(app.app, 'DELETE', `/api/admin/messages/${other}`, { as: app.admin })).statusCode,
  ).toBe(200);
  const unknown = await call(app.app, 'DELETE', '/api/admin/messages/no_such_message', {
    as: app.admin,
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(safetyTexts.messageGone);
  const badReport = await call(app.app, 'DELETE', `/api/admin/messages/${other}`, {
    as: app.admin,
    body: { reportId: randomUUID() },
  });
  expect(badReport.statusCode).toBe(404);
});

test('a suspension ends every session at once, refuses login with its end, and can be lifted', async () => {
  const app = await setup();
  const db = app.database.db;
  const reportId = await reportMember(app, 'harassment');
  expect((await call(app.app, 'GET', '/api/currentuser', { as: app.member })).statusCode).toBe(200);

  const suspended = await call(app.app, 'POST', `/api/admin/users/${app.member.userName}/suspend`, {
    as: app.moderator,
    body: { hours: 24, reason: 'harassing people', reportId },
  });
  expect(suspended.statusCode).toBe(200);
  const until = new Date(suspended.json().suspendedUntil);
  expect(until.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  expect(suspended.json()).toEqual({
    userId: app.member.id,
    userName: app.member.userName,
    fullName: app.member.fullName,
    profilePic: '',
    role: 'member',
    suspendedUntil: until.toISOString(),
  });
  expect(app.seen.revoked).toEqual([{ userId: app.member.id }]);
  expect(await db.select().from(sessions).where(eq(sessions.userId, app.member.id))).toEqual([]);
  expect((await call(app.app, 'GET', '/api/currentuser', { as: app.member })).statusCode).toBe(401);
  const login = await call(app.app, 'POST', '/api/login', {
    body: { phoneOrEmail: app.member.email, password: TEST_PASSWORD },
  });
  expect(login.statusCode).toBe(403);
  expect(login.json().message).toBe(safetyTexts.suspended(until));
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId));
  expect(row?.status).toBe('actioned');
  const [user] = await db.select().from(users).where(eq(users.id, app.member.id));
  expect(user?.suspensionReason).toBe('harassing people');

  const lifted = await call(app.app, 'POST', `/api/admin/users/${app.member.userName}/unsuspend`, {
    as: app.moderator,
    body: { reason: 'apologised' },
  });
  expect(lifted.json()).toEqual({
    userId: app.member.id,
    userName: app.member.userName,
    fullName: app.member.fullName,
    profilePic: '',
    role: 'member',
  });
  const back = await call(app.app, 'POST', '/api/login', {
    body: { phoneOrEmail: app.member.email, password: TEST_PASSWORD },
  });
  expect(back.statusCode).toBe(200);

  const forGood = await call(app.app, 'POST', `/api/admin/users/${app.member.userName}/suspend`, {
    as: app.admin,
    body: { forGood: true, reason: 'ban evasion' },
  });
  expect(forGood.json()).toMatchObject({ suspendedForGood: true });
  expect(
    (
      await call(app.app, 'POST', '/api/login', {
        body: { phoneOrEmail: app.member.email, password: TEST_PASSWORD },
      })
    ).json().message,
  ).toBe(safetyTexts.suspended(null));

  const log = (await call(app.app, 'GET', '/api/admin/log', { as: app.admin })).json();
  expect(log.entries.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
    ['suspend', app.admin.userName],
    ['unsuspend', app.moderator.userName],
    ['suspend', app.moderator.userName],
  ]);
  expect(log.entries[2]).toMatchObject({
    target: app.member.userName,
    reportId,
    reason: 'harassing people',
    detail: { hours: 24, until: until.toISOString() },
  });
  expect(log.entries[0].detail).toEqual({ forGood: true });
});

test('who may suspend whom: members by moderators, moderators by admins, admins by nobody', async () => {
  const app = await setup();
  const db = app.database.db;
  const otherModerator = await createUser(db, { role: 'moderator' });
  const suspend = (as: TestUser, target: TestUser, body: unknown = { hours: 1, reason: 'x' }) =>
    call(app.app, 'POST', `/api/admin/users/${target.userName}/suspend`, { as, body });

  const cases: [TestUser, TestUser, number, string][] = [
    [app.moderator, otherModerator, 403, safetyTexts.onlyAdminsModerateStaff],
    [app.moderator, app.admin, 403, safetyTexts.adminsOnCommandLine],
    [app.admin, app.admin, 403, safetyTexts.cannotModerateYourself],
    [app.moderator, app.moderator, 403, safetyTexts.cannotModerateYourself],
  ];
  for (const [as, target, status, message] of cases) {
    const response = await suspend(as, target);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  }
  expect((await suspend(app.admin, otherModerator)).statusCode).toBe(200);
  expect(
    (
      await call(app.app, 'POST', `/api/admin/users/${otherModerator.userName}/unsuspend`, {
        as: app.moderator,
      })
    ).statusCode,
  ).toBe(403);

  for (const body of [
    { reason: 'x' },
    { hours: 1, forGood: true, reason: 'x' },
    { hours: 0, reason: 'x' },
    { hours: 1.5, reason: 'x' },
    { hours: 1, reason: '' },
    { hours: 1, reason: 'x', reportId: 'nope' },
    { forGood: false, reason: 'x' },
  ]) {
    expect((await suspend(app.admin, app.member, body)).statusCode, JSON.stringify(body)).toBe(400);
  }
  expect(
    (
      await call(app.app, 'POST', '/api/admin/users/nobody_here/suspend', {
        as: app.admin,
        body: { hours: 1, reason: 'x' },
      })
    ).statusCode,
  ).toBe(404);
});

test('slow mode, the word filter and roles: changed by whom may, announced, logged', async () => {
  const app = await setup();
  const db = app.database.db;

  expect((await call(app.app, 'GET', '/api/admin/room', { as: app.moderator })).json()).toEqual({
    slowModeSeconds: 0,
  });
  const slow = await call(app.app, 'PUT', '/api/admin/room', {
    as: app.moderator,
    body: { slowModeSeconds: 30 },
  });
  expect(slow.json()).toEqual({ slowModeSeconds: 30 });
  expect(app.seen.room).toEqual([30]);
  expect((await call(app.app, 'GET', '/api/admin/room', { as: app.admin })).json()).toEqual({
    slowModeSeconds: 30,
  });
  for (const slowModeSeconds of [-1, 21601, 1.5, '10']) {
    const bad = await call(app.app, 'PUT', '/api/admin/room', {
      as: app.moderator,
      body: { slowModeSeconds },
    });
    expect(bad.statusCode).toBe(400);
  }

  const added = await call(app.app, 'POST', '/api/admin/filter-terms', {
    as: app.admin,
    body: { term: '  BadWord ' },
  });
  expect(added.json()).toEqual({ terms: [{ term: 'badword', createdAt: expect.any(String) }] });
  await call(app.app, 'POST', '/api/admin/filter-terms', {
    as: app.admin,
    body: { term: 'badword' },
  });
  expect(app.seen.terms).toBe(1);
  expect(
    (await call(app.app, 'POST', '/api/admin/filter-terms', { as: app.admin, body: { term: 'x' } }))
      .statusCode,
  ).toBe(400);
  const removed = await call(app.app, 'DELETE', '/api/admin/filter-terms/BADWORD', {
    as: app.admin,
  });
  expect(removed.json()).toEqual({ terms: [] });
  expect(app.seen.terms).toBe(2);
  expect(
    (await call(app.app, 'DELETE', '/api/admin/filter-terms/badword', { as: app.admin })).json(),
  ).toEqual({ terms: [] });
  expect(app.seen.terms).toBe(2);

  const staff = (await call(app.app, 'GET', '/api/admin/staff', { as: app.admin })).json();
  expect(staff.staff.map((s: { userName: string; role: string }) => [s.userName, s.role])).toEqual([
    [app.admin.userName, 'admin'],
    [app.moderator.userName, 'moderator'],
  ]);
  const granted = await call(app.app, 'PUT', `/api/admin/users/${app.member.userName}/role`, {
    as: app.admin,
    body: { role: 'moderator' },
  });
  expect(granted.json().staff).toContainEqual(
    expect.objectContaining({ userName: app.member.userName, role: 'moderator' }),
  );
  // The new moderator reaches the queue at once; the old one, revoked, does not.
  expect((await call(app.app, 'GET', '/api/admin/reports', { as: app.member })).statusCode).toBe(
    200,
  );
  await call(app.app, 'PUT', `/api/admin/users/${app.moderator.userName}/role`, {
    as: app.admin,
    body: { role: 'member' },
  });
  expect((await call(app.app, 'GET', '/api/admin/reports', { as: app.moderator })).statusCode).toBe(
    404,
  );
  const demoteAdmin = await call(app.app, 'PUT', `/api/admin/users/${app.admin.userName}/role`, {
    as: app.admin,
    body: { role: 'member' },
  });
  expect(demoteAdmin.statusCode).toBe(403);
  expect(demoteAdmin.json().message).toBe(safetyTexts.adminsOnCommandLine);
  expect(
    (
      await call(app.app, 'PUT', `/api/admin/users/${app.member.userName}/role`, {
        as: app.admin,
        body: { role: 'admin' },
      })
    ).statusCode,
  ).toBe(400);

  const log = await db.select().from(moderationLog).orderBy(moderationLog.id);
  expect(log.map((e) => [e.action, e.actorName, e.targetName, e.detail])).toEqual([
    ['slow-mode', app.moderator.userName, null, { slowModeSeconds: 30, previous: 0 }],
    ['add-filter-term', app.admin.userName, null, { term: 'badword' }],
    ['remove-filter-term', app.admin.userName, null, { term: 'badword' }],
    [
      'grant-role',
      app.admin.userName,
      app.member.userName,
      { role: 'moderator', previous: 'member' },
    ],
    [
      'grant-role',
      app.admin.userName,
      app.moderator.userName,
      { role: 'member', previous: 'moderator' },
    ],
  ]);
});

test('the log pages newest first by cursor', async () => {
  const app = await setup();
  for (let i = 0; i < 55; i++) {
    await call(app.app, 'PUT', '/api/admin/room', {
      as: app.moderator,
      body: { slowModeSeconds: i },
    });
  }
  const first = (await call(app.app, 'GET', '/api/admin/log', { as: app.moderator })).json();
  expect(first.entries).toHaveLength(50);
  expect(first.entries[0].detail).toEqual({ slowModeSeconds: 54, previous: 53 });
  const second = (
    await call(app.app, 'GET', `/api/admin/log?before=${first.next}`, { as: app.moderator })
  ).json();
  expect(
    second.entries.map((e: { detail: { slowModeSeconds: number } }) => e.detail.slowModeSeconds),
  ).toEqual([4, 3, 2, 1, 0]);
  expect(second.next).toBeUndefined();
  for (const before of ['0', 'x', '-1', '1.5']) {
    const bad = await call(app.app, 'GET', `/api/admin/log?before=${before}`, {
      as: app.moderator,
    });
    expect(bad.statusCode, before).toBe(400);
  }
});
