/**
 * The product build carries no test tooling: MSW's worker (`public/mockServiceWorker.js`, which the
 * stories and the story tests register) would otherwise be copied into `dist/` and served to every
 * visitor at `/mockServiceWorker.js`. Read from Vite's own resolved build configuration, which decides
 * what the build copies from the public directory.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

describe('the production build', () => {
  it('copies no file of the public directory, the MSW worker among them', async () => {
    const config = await resolveConfig(
      { configFile: 'vite.config.ts', logLevel: 'silent' },
      'build',
    );
    const copied =
      config.build.copyPublicDir && config.publicDir && existsSync(config.publicDir)
        ? readdirSync(config.publicDir, { recursive: true }).map(String)
        : [];
    expect(existsSync('public/mockServiceWorker.js')).toBe(true);
    expect(copied).not.toContain('mockServiceWorker.js');
  }, 60_000);
});
