import { expect, test } from 'vitest';
import { createUser } from './fixtures.ts';
import { call } from './http.ts';
import { connectClient, nextEvent } from './socket-client.ts';
import { useTwoInstances } from './two-instances.ts';

// Across two instances sharing one database and Redis: a report filed on one instance
// moves the open-report count of a moderator connected to the other, as other live events do.

const two = useTwoInstances();
const db = () => two.database().db;

test('a report filed on A reaches a moderator on B; its dismissal on B reaches a moderator on A', async (context) => {
  const [a, b] = two.ready(context);
  const moderatorOnA = await createUser(db(), { role: 'moderator' });
  const moderatorOnB = await createUser(db(), { role: 'admin' });
  const [reporter, troll] = await two.students(2);
  const onA = await connectClient(a.baseUrl, { cookie: moderatorOnA.cookie });
  const onB = await connectClient(b.baseUrl, { cookie: moderatorOnB.cookie });
  two.clients.push(onA, onB);

  const heardOnB = nextEvent(onB, 'openReports');
  const filed = await call(a.app, 'POST', '/api/reports', {
    as: reporter,
    body: { kind: 'user', userName: troll.userName, reason: 'harassment' },
  });
  expect(filed.statusCode).toBe(201);
  expect(await heardOnB).toEqual([{ open: 1 }]);

  const heardOnA = nextEvent(onA, 'openReports', ({ open }) => open === 0);
  const dismissed = await call(
    b.app,
    'POST',
    `/api/admin/reports/${filed.json().reportId}/dismiss`,
    { as: moderatorOnB, body: { reason: 'talked it out' } },
  );
  expect(dismissed.statusCode).toBe(200);
  expect(await heardOnA).toEqual([{ open: 0 }]);
});
