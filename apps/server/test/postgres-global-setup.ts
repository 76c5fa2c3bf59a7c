import pg from 'pg';
import { TEST_POSTGRES_URL } from './test-database.ts';

/**
 * The PostgreSQL project runs only where a server answers. With CI=true an unreachable
 * server is a failure, never a silent skip.
 */
export default async function setup({
  provide,
}: {
  provide: (key: string, value: unknown) => void;
}) {
  const client = new pg.Client({
    connectionString: TEST_POSTGRES_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query('select 1');
    await client.end();
    provide('postgresAvailable', true);
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(
        `PostgreSQL is required with CI=true but ${TEST_POSTGRES_URL} is unreachable: ${String(error)}`,
        { cause: error },
      );
    }
    console.warn(
      `PostgreSQL unreachable at ${TEST_POSTGRES_URL}: server-postgres tests are skipped`,
    );
    provide('postgresAvailable', false);
  }
}
