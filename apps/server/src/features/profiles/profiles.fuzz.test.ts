import fc from 'fast-check';
import { beforeAll, expect, test } from 'vitest';
import { createUser, type TestUser } from '../../../test/fixtures.ts';
import { appPerFile, type TestApp } from '../../../test/test-app.ts';
import { call } from '../../../test/http.ts';

const open = appPerFile();
let testApp: TestApp;
let user: TestUser;
beforeAll(async () => {
  testApp = await open();
  user = await createUser(testApp.database.db);
  await createUser(testApp.database.db, { userName: 'target_user' });
});

const anyValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);
const fieldNames = fc.constantFrom(
  'fullName',
  'userName',
  'bio',
  'collegeName',
  'collegeYear',
  'location',
  'externalLink',
  'profilePic',
  'targetUserName',
  'action',
  'ClickedUser',
  'currentUserId',
  'publicId',
  'extra',
);
const body = fc.dictionary(fieldNames, anyValue, { maxKeys: 8 });

test('profile, follow and photo calls answer 2xx/4xx, never 5xx, whatever the body', async () => {
  const calls: [string, string][] = [
    ['PUT', '/api/currentuser'],
    ['POST', '/api/check-username'],
    ['POST', '/api/follow'],
    ['POST', '/api/gotouserprofile'],
    ['DELETE', '/api/deleteprofilepic'],
  ];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...calls), body, async ([method, url], payload) => {
      const response = await testApp.app.inject({
        method: method as 'PUT' | 'POST' | 'DELETE',
        url,
        headers: { cookie: user.cookie },
        payload,
      });
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }),
    { numRuns: 150 },
  );
});

test('lookups by name, search and cursor answer 2xx/4xx, never 5xx, whatever the text', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
      fc.constantFrom(
        (s: string) => `/api/userfollowstats/${encodeURIComponent(s)}`,
        (s: string) => `/api/userfollowstat/${encodeURIComponent(s)}`,
        (s: string) => `/api/otheruserprofile?userName=${encodeURIComponent(s)}`,
        (s: string) => `/api/followerfollowinglist?userName=${encodeURIComponent(s)}`,
        (s: string) => `/api/allcurrentuser?q=${encodeURIComponent(s)}`,
        (s: string) => `/api/allcurrentuser?cursor=${encodeURIComponent(s)}`,
        (s: string) => `/api/allcurrentuser?limit=${encodeURIComponent(s)}`,
        (s: string) => `/api/profile-image/${encodeURIComponent(s)}`,
        (s: string) => `/api/profile-image/${encodeURIComponent(s)}/photo.webp`,
      ),
      async (text, build) => {
        const url = build(text);
        const response = await call(testApp.app, 'GET', url, { as: user });
        expect(response.statusCode, url).toBeLessThan(500);
      },
    ),
    { numRuns: 200 },
  );
});
