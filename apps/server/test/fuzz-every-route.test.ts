import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from './fixtures.ts';
import { routesOf } from './routes.ts';
import { appPerFile, type TestApp } from './test-app.ts';

/**
 * Robustness (product.md §7): every route the app serves, found from the app itself (so routes added later are
 * fuzzed too), gets random JSON bodies, parameters and query strings, signed in and not. Any 5xx
 * fails the test.
 */

let t: TestApp;
let user: TestUser;
let other: TestUser;
/** Signed in as an admin too, so the moderators' routes get past their role check. */
let admin: TestUser;

const open = appPerFile();
beforeAll(async () => {
  t = await open();
  user = await createUser(t.database.db);
  other = await createUser(t.database.db);
  admin = await createUser(t.database.db, { role: 'admin' });
});

const paramValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', 'null', '-1', 'ä漢', ''),
  fc.constant('OTHER'),
);

test('fuzzed requests to every route never produce a 5xx', async () => {
  const routes = routesOf(t.app);
  // The parser found the app's routes, not a handful.
  expect(routes.length).toBeGreaterThanOrEqual(35);
  expect(routes).toContainEqual({ method: 'POST', path: '/api/follow' });
  expect(routes).toContainEqual({ method: 'GET', path: '/api/followerfollowinglistprofile' });
  expect(routes).toContainEqual({ method: 'POST', path: '/api/kazeo-response/stream' });
  expect(routes).toContainEqual({ method: 'DELETE', path: '/api/blocks/:userName' });
  expect(routes).toContainEqual({ method: 'POST', path: '/api/reports' });
  expect(routes).toContainEqual({ method: 'GET', path: '/api/account/export' });
  expect(routes).toContainEqual({ method: 'POST', path: '/api/admin/users/:userName/suspend' });
  expect(routes).toContainEqual({ method: 'PUT', path: '/api/chat/read' });
  expect(routes).toContainEqual({ method: 'GET', path: '/api/chat/mentions' });
  expect(routes).toContainEqual({ method: 'GET', path: '/api/notifications' });
  expect(routes).toContainEqual({ method: 'POST', path: '/api/notifications/read' });

  const failures: string[] = [];
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue({ maxDepth: 3 }),
        paramValue,
        fc.constantFrom('anonymous', 'member', 'admin'),
        fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        async (body, param, who, query) => {
          const value = param === 'OTHER' ? other.id : param;
          const path = route.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value));
          const search = new URLSearchParams(query).toString();
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${path}${search ? `?${search}` : ''}`,
            headers: {
              ...(who === 'member' ? { cookie: user.cookie } : {}),
              ...(who === 'admin' ? { cookie: admin.cookie } : {}),
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : { 'content-type': 'application/json' }),
            },
            ...(route.method === 'GET' || route.method === 'DELETE'
              ? {}
              : { payload: JSON.stringify(body) }),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${path}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
          return response.statusCode < 500;
        },
      ),
      { numRuns: 30, seed: 17 },
    );
  }
  expect(failures).toEqual([]);
}, 300_000);
