import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

test('GET /api/health checks the database and answers 200', async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testApp.database.kind });
});

test('GET /api/health answers 503 when the database is down', async () => {
  testApp = await createTestApp();
  testApp.database.ping = async () => {
    throw new Error('down');
  };
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
});

test('the answer is checked against its schema: a value it does not allow is a 500', async () => {
  testApp = await createTestApp();
  (testApp.database as { kind: string }).kind = 'sqlite';
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
});

test('unknown /api paths answer a JSON 404', async () => {
  testApp = await createTestApp();
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/no-such-call',
    payload: {},
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
