// Where the tests find Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium), and how they launch it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet on a machine with no network but loopback. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser sees the project's fonts only (tests/fonts/fonts.conf): every picture and screen is
 * drawn with the same glyphs whatever fonts the machine has, or lacks.
 */
export const fontsEnv = {
  FONTCONFIG_FILE: path.join(root, 'tests/fonts/fonts.conf'),
  // fontconfig's cache of those folders, out of the machine's own cache.
  XDG_CACHE_HOME: path.join(root, '.test-results/cache'),
};

/** Playwright's launch options for every test and bench browser. */
export const chromiumLaunch = {
  executablePath: chromiumPath,
  args: chromiumArgs,
  env: { ...process.env, ...fontsEnv },
};

export const hasChromium = () => existsSync(chromiumPath);
