/** A Postgres administrator's hand in tests: what an outage does to a process's connections. */
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL ?? null;

/** Ends every backend named `applicationName` from another connection; returns how many. */
export async function terminate(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl ?? undefined });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE application_name = $1 AND pid <> pg_backend_pid()`,
      [applicationName],
    );
    return rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}
