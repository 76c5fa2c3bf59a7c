import { expect, test } from 'vitest';
import { appPerTest } from '../../../test/test-app.ts';
import { call } from '../../../test/http.ts';

const open = appPerTest();

test('GET /api/health checks the database and answers 200', async () => {
  const testApp = await open();
  const response = await call(testApp.app, 'GET', '/api/health');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testApp.database.kind });
});

test('GET /api/health answers 503 when the database is down', async () => {
  const testApp = await open();
  testApp.database.ping = async () => {
    throw new Error('down');
  };
  const response = await call(testApp.app, 'GET', '/api/health');
  expect(response.statusCode).toBe(503);
});

test('the answer is checked against its schema: a value it does not allow is a 500', async () => {
  const testApp = await open();
  (testApp.database as { kind: string }).kind = 'sqlite';
  const response = await call(testApp.app, 'GET', '/api/health');
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
});

test('unknown /api paths answer a JSON 404', async () => {
  const testApp = await open();
  const response = await call(testApp.app, 'POST', '/api/no-such-call', { body: {} });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
