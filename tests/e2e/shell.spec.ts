import type { Page } from '@playwright/test';
import { expect, newVerifiedUser, test } from './fixtures';
import { screenTitles } from '../../src/core/messages';

/** Opens the routine and waits until it is usable: Save Schedule shown, Add to Routine enabled. */
async function openRoutineUntilUsable(page: Page) {
  await page.goto('/dashboard/routine');
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  await expect(schedule.getByRole('button', { name: 'Save Schedule' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Weather' }).getByRole('button', { name: 'Add to Routine' }),
  ).toBeEnabled();
}

/** Every dashboard screen (src/app/dashboardScreens.tsx gives each its title from here). */
const screens = Object.entries(screenTitles).map(([screen, title]): [string, string] => [
  `/dashboard/${screen}`,
  title,
]);

test('every dashboard route paints its shell with scripts blocked: frame, title, skeleton, loading text', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    for (const link of ['My Routine', 'Calls', 'Profile', 'Integrations'])
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading...');
    await expect(page.getByTestId('dashboard-skeleton')).toBeVisible();
  }
  await context.close();
});

test("the shell paints in the user's colour mode before the app's scripts, as the landing page picks it", async ({
  browser,
}) => {
  const background = async (colorScheme: 'light' | 'dark', stored?: string) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    if (stored) {
      await page.goto('/signin');
      await page.evaluate((m) => localStorage.setItem('daybreak-color-mode', m), stored);
    }
    await page.goto('/dashboard/routine');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await context.close();
    return color;
  };
  const light = await background('light');
  const dark = await background('dark');
  expect(light).not.toBe(dark);
  // The app's stored choice wins over the system's preference.
  expect(await background('dark', '"light"')).toBe(light);
  expect(await background('light', '"dark"')).toBe(dark);
});

test('with JavaScript turned off, the shell and the landing page still follow the dark system preference', async ({
  browser,
}) => {
  const background = async (colorScheme: 'light' | 'dark', path: string) => {
    const context = await browser.newContext({ colorScheme, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const text = await page.evaluate(
      () => getComputedStyle(document.querySelector('h1') as Element).color,
    );
    await context.close();
    return { color, text };
  };
  for (const path of ['/dashboard/routine', '/']) {
    const light = await background('light', path);
    const dark = await background('dark', path);
    expect(dark.color, `${path}: the page's background in dark`).not.toBe(light.color);
    expect(dark.text, `${path}: the heading's colour in dark`).not.toBe(light.text);
  }
});

test('when the system asks for less motion, the skeleton and spinner hold still, in the shell and in the app', async ({
  browser,
}) => {
  const motion = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dashboard/routine');
    const repeats = await page.evaluate(() =>
      ['.MuiSkeleton-root', '.MuiCircularProgress-root'].map(
        (selector) =>
          getComputedStyle(document.querySelector(selector) as Element).animationIterationCount,
      ),
    );
    await context.close();
    return repeats;
  };
  expect(await motion('no-preference')).toEqual(['infinite', 'infinite']);
  expect(await motion('reduce')).toEqual(['1', '1']);
  // The app's own theme carries the same rule (its CssBaseline, once the scripts have run).
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rule = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some(
        (r) => r instanceof CSSMediaRule && r.conditionText.includes('prefers-reduced-motion'),
      ),
    ),
  );
  expect(rule).toBe(true);
  await context.close();
});

test('the app takes the shell over: the first frame is the shell and no frame is ever blank', async ({
  page,
}) => {
  await newVerifiedUser(page, 'shell');
  // Every frame until the app is up: does the page show a title (the shell's, then the app's)?
  await page.addInitScript(() => {
    const frames: boolean[] = [];
    (window as unknown as { shellFrames: boolean[] }).shellFrames = frames;
    const tick = () => {
      const root = document.getElementById('root');
      const titled = root?.querySelector('h1') !== null;
      // While the document is still parsing, the shell is arriving (on a loaded machine a frame can
      // come between the root's start tag and its title) and no script of the app has run yet: such a
      // frame is the server's page half-read, not the app's doing, so it is not counted.
      if (root && (titled || document.readyState !== 'loading')) frames.push(titled);
      if (frames.length < 2000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // Scripts arrive late, as on a slow network: the shell must carry the page until then.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await openRoutineUntilUsable(page);
  await expect(page.getByTestId('dashboard-skeleton')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'My Morning Routine' })).toHaveCount(1);
  const frames = await page.evaluate(
    () => (window as unknown as { shellFrames: boolean[] }).shellFrames,
  );
  expect(frames.length).toBeGreaterThan(10);
  expect(frames[0], 'the first frame is the server-painted shell').toBe(true);
  expect(frames.indexOf(false), 'index of the first frame with no title').toBe(-1);
});

test("the shell asks for the dashboard's data before the app's scripts arrive, and the app asks nothing twice", async ({
  page,
}) => {
  await newVerifiedUser(page, 'early');
  // The sign-up's page gone, with any request of its own still to come (not this page load's).
  await page.goto('about:blank');
  const data = ['/api/profile/', '/api/call-blocks/available/', '/api/call-blocks/user/'];
  // (each with the end of its token and its time: a request asked twice says which tokens asked)
  const asked: { path: string; beforeScripts: boolean; token: string; at: number }[] = [];
  let scriptsIn = false;
  const started = Date.now();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const token = request.headers()['authorization']?.slice(-8) ?? '';
    if (path.startsWith('/api/'))
      asked.push({ path, beforeScripts: !scriptsIn, token, at: Date.now() - started });
  });
  // The app's scripts are held until the data has been asked for: only the shell can ask.
  await page.route('**/assets/*.js', async (route) => {
    await expect.poll(() => data.every((p) => asked.some((a) => a.path === p))).toBe(true);
    scriptsIn = true;
    await route.continue();
  });
  await openRoutineUntilUsable(page);
  for (const path of [...data, '/api/call-blocks/schedule/', '/api/integrations/']) {
    const requests = asked.filter((a) => a.path === path);
    expect(requests, path).toHaveLength(1);
    expect(requests[0]?.beforeScripts, path).toBe(true);
  }
});
