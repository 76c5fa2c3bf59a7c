import { eq, sql } from 'drizzle-orm';
import { safetyTexts } from '@tuning/shared/safety';
import { expect, test } from 'vitest';
import { conversationMessages as chatMessages, reports } from '../../db/schema.ts';
import { createUser } from '../../../test/fixtures.ts';
import { call } from '../../../test/http.ts';
import { postMessage } from '../../../test/safety-helpers.ts';
import { appPerTest } from '../../../test/test-app.ts';

const setup = appPerTest();

test('a message report keeps the message as it was; a profile report its public fields', async () => {
  const { app, database } = await setup();
  const db = database.db;
  const reporter = await createUser(db);
  const author = await createUser(db, { bio: 'hello there', collegeName: 'Riverside State' });
  const messageId = await postMessage(db, author, 'you are all awful');

  const filed = await call(app, 'POST', '/api/reports', {
    as: reporter,
    body: { kind: 'message', messageId, reason: 'harassment', note: '  again  ' },
  });
  expect(filed.statusCode).toBe(201);
  expect(filed.json()).toEqual({ reportId: expect.any(String), message: safetyTexts.reportThanks });
  const [stored] = await db.select().from(reports).where(eq(reports.id, filed.json().reportId));
  const [message] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.messageId, messageId));
  expect(stored).toMatchObject({
    reporterId: reporter.id,
    kind: 'message',
    messageId,
    reportedUserId: author.id,
    reason: 'harassment',
    note: 'again',
    status: 'open',
    snapshot: {
      messageId,
      seq: message!.seq,
      text: 'you are all awful',
      createdAt: message!.createdAt.toISOString(),
      authorId: author.id,
      authorUserName: author.userName,
      authorFullName: author.fullName,
    },
  });

  const profile = await call(app, 'POST', '/api/reports', {
    as: reporter,
    body: { kind: 'user', userName: author.userName.toUpperCase(), reason: 'spam' },
  });
  expect(profile.statusCode).toBe(201);
  const [profileReport] = await db
    .select()
    .from(reports)
    .where(eq(reports.id, profile.json().reportId));
  expect(profileReport).toMatchObject({
    kind: 'user',
    messageId: null,
    reportedUserId: author.id,
    note: '',
    snapshot: {
      userId: author.id,
      userName: author.userName,
      fullName: author.fullName,
      bio: 'hello there',
      collegeName: 'Riverside State',
      collegeYear: '',
      location: '',
      externalLink: '',
      profilePic: '',
    },
  });
});

test('a self-harm report shows the reporter where to find help', async () => {
  const { app, database } = await setup();
  const db = database.db;
  const [reporter, author] = [await createUser(db), await createUser(db)];
  const messageId = await postMessage(db, author, 'i cannot go on');
  for (const body of [
    { kind: 'message', messageId, reason: 'self-harm' },
    { kind: 'user', userName: author.userName, reason: 'self-harm' },
  ]) {
    const response = await call(app, 'POST', '/api/reports', { as: reporter, body });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      reportId: expect.any(String),
      message: safetyTexts.reportThanks,
      help: safetyTexts.selfHarmHelp,
    });
  }
});

test('reports are checked: own things refused, missing or deleted things 404, bodies validated', async () => {
  const { app, database } = await setup();
  const db = database.db;
  const [reporter, author] = [await createUser(db), await createUser(db)];
  const own = await postMessage(db, reporter, 'mine');
  const gone = await postMessage(db, author, 'regretted');
  await db
    .update(chatMessages)
    .set({ text: '', deletedAt: new Date() })
    .where(eq(chatMessages.messageId, gone));
  const fine = await postMessage(db, author, 'fine');

  const cases: [unknown, number, string | undefined][] = [
    [{ kind: 'message', messageId: own, reason: 'spam' }, 400, safetyTexts.reportOwn],
    [{ kind: 'user', userName: reporter.userName, reason: 'spam' }, 400, safetyTexts.reportOwn],
    [{ kind: 'message', messageId: gone, reason: 'spam' }, 404, safetyTexts.messageGone],
    [
      { kind: 'message', messageId: 'no_such_message', reason: 'spam' },
      404,
      safetyTexts.messageGone,
    ],
    [{ kind: 'user', userName: 'nobody_here', reason: 'spam' }, 404, 'User not found'],
    [{ kind: 'message', messageId: fine, reason: 'rude' }, 400, undefined],
    [{ kind: 'message', reason: 'spam' }, 400, undefined],
    [{ kind: 'message', messageId: 'short', reason: 'spam' }, 400, undefined],
    [{ kind: 'profile', userName: author.userName, reason: 'spam' }, 400, undefined],
    [{ kind: 'user', userName: author.userName, reason: 'spam', messageId: fine }, 400, undefined],
    [
      { kind: 'user', userName: author.userName, reason: 'other', note: 'x'.repeat(501) },
      400,
      undefined,
    ],
    [
      { kind: 'user', userName: author.userName, reason: 'other', note: 'a\u0000b' },
      400,
      undefined,
    ],
    [{}, 400, undefined],
    [[], 400, undefined],
  ];
  for (const [body, status, message] of cases) {
    const response = await call(app, 'POST', '/api/reports', { as: reporter, body });
    expect(response.statusCode, JSON.stringify(body)).toBe(status);
    expect(response.json().code).toBeDefined();
    if (message) expect(response.json().message).toBe(message);
  }
  expect(await db.select().from(reports)).toEqual([]);
  const anonymous = await call(app, 'POST', '/api/reports', {
    body: { kind: 'message', messageId: fine, reason: 'spam' },
  });
  expect(anonymous.statusCode).toBe(401);
});

test('ten reports an hour per user, counted in the database and exact under concurrency', async () => {
  const { app, database } = await setup();
  const db = database.db;
  const [reporter, other, author] = [
    await createUser(db),
    await createUser(db),
    await createUser(db),
  ];
  const messageIds = [];
  for (let i = 0; i < 14; i++) messageIds.push(await postMessage(db, author, `message ${i}`));

  const answers = await Promise.all(
    messageIds.map((messageId) =>
      call(app, 'POST', '/api/reports', {
        as: reporter,
        body: { kind: 'message', messageId, reason: 'spam' },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
  const refused = answers.find((answer) => answer.statusCode === 429)!;
  expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: safetyTexts.reportTooMany });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3000);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const filed = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.reporterId, reporter.id));
  expect(filed[0]!.n).toBe(10);

  // Another reporter has their own budget.
  const fromOther = await call(app, 'POST', '/api/reports', {
    as: other,
    body: { kind: 'message', messageId: messageIds[0], reason: 'spam' },
  });
  expect(fromOther.statusCode).toBe(201);

  // An hour later the oldest have left the window.
  await db
    .update(reports)
    .set({ createdAt: sql`now() - interval '61 minutes'` })
    .where(eq(reports.reporterId, reporter.id));
  const later = await call(app, 'POST', '/api/reports', {
    as: reporter,
    body: { kind: 'user', userName: author.userName, reason: 'spam' },
  });
  expect(later.statusCode).toBe(201);
});
