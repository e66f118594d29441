import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect, modulesOf, test } from './fixtures';

/** Issue 13: the landing page paints with at most this much JavaScript (gzipped), inline included. */
const JS_ALLOWANCE_BYTES = 20 * 1024;

/** Records every script the page runs (external, gzipped) — prefetches are not run, so not counted. */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })),
    );
  });
  return async () => {
    const external = await Promise.all(scripts);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].reduce(
        (n, s) => n + (s.textContent?.length ?? 0),
        0,
      ),
    );
    return { external, inline, total: external.reduce((n, s) => n + s.gzip, 0) + inline };
  };
}

/** The relative luminance (0 black … 1 white) of a computed CSS colour. */
async function luminance(page: Page, selector: string, property: 'color' | 'backgroundColor') {
  const css = await page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el)[p], property);
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test('the landing page paints from static HTML within the JavaScript allowance; anchors and keyboard work', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Wake up to a call made for you' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const loaded = await scripts();
  expect(loaded.external, 'no script file runs on the landing page').toEqual([]);
  expect(loaded.total).toBeLessThanOrEqual(JS_ALLOWANCE_BYTES);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);

  for (const [link, id] of [
    ['Features', 'features'],
    ['How it works', 'how-it-works'],
    ['Pricing', 'pricing'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: link })
      .click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
  const pricing = page.locator('#pricing');
  await expect(pricing.getByText('Free forever')).toBeVisible();
  await expect(pricing.getByText('$49/year')).toBeVisible();
  await expect(pricing.getByText('Calendar integration')).toBeVisible();

  // A shared link to a section lands on it, with no script to help.
  await page.goto('/#how-it-works');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();

  // Keyboard: from the top, Tab visits every link in reading order.
  await page.goto('/');
  const order: string[] = [];
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  expect(order).toEqual([
    'Features',
    'How it works',
    'Pricing',
    'Sign in',
    'Get started free',
    // How it works: the caller's contact card, so a phone that silences unknown callers rings.
    'Add to contacts',
    'Create your routine',
    // The footer credits the weather's source, as Open-Meteo's licence (CC BY 4.0) asks.
    'Weather data by Open-Meteo.com',
    'Sign in',
  ]);
  await expect(page.getByRole('link', { name: 'Add to contacts' })).toHaveAttribute(
    'href',
    '/api/calls/caller.vcf',
  );
  // Buttons show focus without the app's JavaScript.
  const cta = page.getByRole('link', { name: 'Get started free' });
  await cta.focus();
  await expect(cta).toBeFocused();
  expect(await cta.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the dark OS preference, unless the app stored a choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await luminance(page, 'body', 'backgroundColor')).toBeLessThan(0.2);
    expect(await luminance(page, 'h1', 'color')).toBeGreaterThan(0.8);

    // The dashboard's toggle keeps the choice in localStorage (as JSON); the landing page honours it.
    await page.evaluate(() => localStorage.setItem('daybreak-color-mode', '"light"'));
    await page.reload();
    expect(await luminance(page, 'body', 'backgroundColor')).toBeGreaterThan(0.8);
    expect(await luminance(page, 'h1', 'color')).toBeLessThan(0.2);
  });
});

/** axe-core's violations on the current page (WCAG 2.x A and AA), as "rule: target" lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe.run({
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    }),
  );
  expect(results.passes.length, 'axe ran its checks').toBeGreaterThan(10);
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the landing page has no accessibility violations (${colorScheme}, 390 and 1280 px)`, async ({
    browser,
  }) => {
    for (const width of [390, 1280]) {
      // bypassCSP: the page's CSP rightly refuses the injected axe script.
      const context = await browser.newContext({
        colorScheme,
        viewport: { width, height: 844 },
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${colorScheme} at ${width} px`).toEqual([]);
      await context.close();
    }
  });
}

test('the static page looks exactly like the landing page the app renders itself, light and dark', async ({
  browser,
}) => {
  for (const mode of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      colorScheme: mode,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    const staticShot = await page.screenshot({ fullPage: true });

    // The SPA follows the stored mode; reach its `/` route client-side (an unknown path redirects).
    await page.evaluate(
      (m) => localStorage.setItem('daybreak-color-mode', JSON.stringify(m)),
      mode,
    );
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('script[type="module"]')).not.toHaveCount(0);
    const appShot = await page.screenshot({ fullPage: true });
    // The app's `/` route (and /signin before it) loads the landing page and no form or dashboard code.
    const loaded = scripts.flatMap(modulesOf);
    expect(loaded).toContain('src/features/landing/LandingPage.tsx');
    expect(
      loaded.filter((m) =>
        /^src\/(forms\/SchemaForm|features\/(routine|dashboard)\/|app\/RoutineScreen|features\/account\/ProfileForm)/.test(
          m,
        ),
      ),
    ).toEqual([]);
    expect(staticShot.equals(appShot), `${mode}: static page and app render the same pixels`).toBe(
      true,
    );
    await context.close();
  }
});

test('the app works when entered from the landing page, and its own / route still renders the landing page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get started free' }).hover(); // prefetches the app
  await page.getByRole('link', { name: 'Get started free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(`landing-${Date.now()}@example.com`);
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue as this account' }).click();
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();

  // Inside the SPA, `/` is still a client-side route (an unknown path redirects there).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Wake up to a call made for you' })).toBeVisible();
  await expect(page.locator('script[type="module"]')).not.toHaveCount(0);
});
