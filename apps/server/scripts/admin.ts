/**
 * `npm run admin -- grant EMAIL admin|moderator|member`: sets an account's role from the command
 * line. The first admin is made this way; admins then grant and revoke moderators in the app, and
 * an admin stops being one only here (`member`). The change is written to the moderation log.
 *
 * - Embedded (PGlite, no DATABASE_URL): stop the server first. PGlite allows one process, and the
 *   data folder's lock says so if the server is running.
 * - PostgreSQL (DATABASE_URL): works while the server runs; its instances see the new role within
 *   the user cache's 5 seconds (ADR 0008).
 */
import { USER_ROLES, type UserRole } from '@tuning/shared/safety';
import { eq } from 'drizzle-orm';
import { loadConfigOrExit } from '../src/config.ts';
import { writeLog } from '../src/features/admin/admin.queries.ts';
import {
  findUserForLogin,
  setUserRole,
  withUserWrites,
} from '../src/features/users/users.queries.ts';
import { openDatabase, type Db } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { runMain } from './run-main.ts';

export const USAGE = 'Usage: npm run admin -- grant EMAIL admin|moderator|member';

/** Who the moderation log names for a change made here. */
export const COMMAND_LINE_ACTOR = 'command line';

export class AdminCommandError extends Error {}

function isRole(value: string | undefined): value is UserRole {
  return (USER_ROLES as readonly (string | undefined)[]).includes(value);
}

/** Gives the account of `email` (exact, or as Gmail routes it) the role; returns a sentence. */
export async function grantRole(db: Db, email: string, role: UserRole): Promise<string> {
  const account = await findUserForLogin(db, email.trim().toLowerCase());
  if (!account) throw new AdminCommandError(`No account has the email ${email}.`);
  const [row] = await db
    .select({ userName: users.userName, role: users.role })
    .from(users)
    .where(eq(users.id, account.id));
  if (!row) throw new AdminCommandError(`No account has the email ${email}.`);
  const who = `${account.email} (@${row.userName})`;
  if (row.role === role) return `${who} is already ${article(role)}.`;
  await withUserWrites(db, [account.id], async (tx) => {
    await setUserRole(tx, account.id, role);
    await writeLog(tx, {
      actor: { id: null, userName: COMMAND_LINE_ACTOR },
      action: 'grant-role',
      target: { id: account.id, userName: row.userName },
      detail: { role, previous: row.role },
    });
  });
  return `${who} is now ${article(role)} (was ${article(row.role)}).`;
}

function article(role: UserRole): string {
  return role === 'admin' ? 'an admin' : `a ${role}`;
}

/** The command line's words: `grant EMAIL ROLE`. */
export function parseArgs(args: string[]): { email: string; role: UserRole } {
  const [command, email, role, ...rest] = args;
  if (command !== 'grant' || !email || !isRole(role) || rest.length > 0) {
    throw new AdminCommandError(USAGE);
  }
  return { email, role };
}

async function main(): Promise<void> {
  const { email, role } = parseArgs(process.argv.slice(2));
  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  try {
    process.stdout.write(`${await grantRole(database.db, email, role)}\n`);
  } finally {
    await database.close();
  }
}

if (import.meta.main) runMain(main);
