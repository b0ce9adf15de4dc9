/** The scratch PostgreSQL the benchmarks run against, when it answers. */
import pg from 'pg';

export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ??
  process.env.BENCH_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/** Runs `run` on a new, empty database beside ADMIN_URL's, dropped afterwards. */
export async function withScratchPostgres<T>(label: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `moonlit_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      return await run(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** Null when PostgreSQL answers; else why not, without the credentials. */
export async function postgresUnreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} not reachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}
