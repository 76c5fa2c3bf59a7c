import { emailKeyOf } from '@tuning/shared/validation';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { sessions } from '../src/db/schema.ts';

export const TEST_PASSWORD = 'abc123!';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  userName: string;
  fullName: string;
  /** `token=<session>`: pass as the cookie header. */
  cookie: string;
  token: string;
}

/** Inserts a confirmed user straight into the database, with a live session. */
export async function createUser(
  db: Db,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  passwordHash ??= hash(TEST_PASSWORD);
  const values = {
    email: `student${suffix}@gmail.com`,
    fullName: `Student ${suffix}`,
    userName: `student_${suffix}`,
    passwordHash: await passwordHash,
    emailConfirmedAt: new Date(),
    ...fields,
  };
  const [row] = await db
    .insert(users)
    .values({ emailKey: emailKeyOf(values.email), ...values })
    .returning();
  if (!row) throw new Error('insert failed');
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: row.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return {
    id: row.id,
    email: row.email,
    userName: row.userName,
    fullName: row.fullName,
    token,
    cookie: `token=${token}`,
  };
}

/** product.md's sign-up as a browser posts it (with TEST_PASSWORD), to a running server. */
export function signUpOverHttp(
  baseUrl: string,
  person: { phoneOrEmail: string; fullName: string; userName: string },
): Promise<Response> {
  return fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...person, password: TEST_PASSWORD }),
  });
}
