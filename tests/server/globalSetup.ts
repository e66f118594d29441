/**
 * Once per run: a migrated PGlite snapshot that each test file restores in well under a second. Kept
 * uncompressed (about 40 MB): unpacking a gzipped one cost each restore a fifth of its time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';

export const SNAPSHOT = '.test-results/pglite-snapshot.tar';

export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const lite = await PGlite.create();
  await migrate(pgliteDb(lite));
  const dump = await lite.dumpDataDir('none');
  mkdirSync('.test-results', { recursive: true });
  writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
}
