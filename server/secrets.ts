/** Secrets generated once and kept in the database (local mode): they survive restarts, never leave the machine. */
import type { Db } from './db';

export async function storedSecret(
  db: Db,
  name: string,
  create: () => Promise<string> | string,
): Promise<string> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [
    name,
  ]);
  if (row) return row.value;
  const value = await create();
  await db.query(
    'INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, value],
  );
  const [saved] = await db.query<{ value: string }>(
    'SELECT value FROM app_secrets WHERE name = $1',
    [name],
  );
  return saved?.value ?? value;
}
