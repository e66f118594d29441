import type { Locator, Page, Request } from '@playwright/test';
import { expect, modulesOf, newVerifiedUser, test, toast } from './fixtures';

/** Requests for JavaScript chunks or a routine entry's configuration, from now on. */
function watchRequests(page: Page) {
  const seen: string[] = [];
  const watch = (request: Request) => {
    const url = request.url();
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(url)) seen.push(url);
    if (/\/api\/call-blocks\/user\/\d+\/config\//.test(url)) seen.push(url);
  };
  page.on('request', watch);
  return { seen, stop: () => page.off('request', watch) };
}

/**
 * Reloads the routine and waits until the new page's idle work is done: the prefetch has answered
 * with the entry's configuration, the overlays and supabase-js have loaded. The page's own resource timings start empty at the reload, so an answer to the page
 * before it (a prefetch after the last save) cannot count.
 */
async function reloadAndIdle(page: Page) {
  await page.reload();
  await expect(page.getByRole('button', { name: 'Configure Weather' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/api\/call-blocks\/user\/\d+\/config\/$/.test(e.name)),
      ),
    )
    .toBe(true);
  // supabase-js also loads once the page is idle (src/auth/storedSession.ts): on a busy machine that
  // can come after the prefetch, and it is not the dialog's request.
  await expect.poll(() => loaded(page, '@supabase/auth-js')).toBe(true);
  // The Weather dialog's place field (MUI's Autocomplete) is preloaded with its configuration.
  await expect.poll(() => loaded(page, 'widgets/PlaceField')).toBe(true);
  // And the dialog itself (MUI's Dialog and Modal) once the page is idle (src/components/onDemand.tsx).
  await expect.poll(() => loaded(page, '@mui/material/Modal/')).toBe(true);
}

/** Whether a script the page has loaded holds a module whose path contains `module`. */
async function loaded(page: Page, module: string): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(name)),
  );
  return scripts.some((script) => modulesOf(script).some((m) => m.includes(module)));
}

/** Types `query` in the dialog's place box and picks the answer that reads `label`. */
async function choosePlace(dialog: Locator, query: string, label: string) {
  const box = dialog.getByRole('combobox', { name: /Place/ });
  await box.fill(query);
  await dialog.page().getByRole('option', { name: label }).click();
  await expect(box).toHaveValue(label);
}

test('after the routine page goes idle, Configure opens with no request: chunks and the saved values are already there', async ({
  page,
}) => {
  await newVerifiedUser(page, 'dialog');
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Weather to your routine')).toBeVisible();

  // Save a value other than the default, so the dialog can only show it from the server's answer.
  await page.getByRole('button', { name: 'Configure Weather' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Weather' });
  await choosePlace(dialog, 'Chicago', 'Chicago, Illinois, United States');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Block settings updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await reloadAndIdle(page);
  const requests = watchRequests(page);
  await page.getByRole('button', { name: 'Configure Weather' }).click();
  const place = dialog.getByRole('combobox', { name: /Place/ });
  await expect(place).toHaveValue('Chicago, Illinois, United States');
  // Opening again after closing: still nothing to fetch.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Configure Weather' }).click();
  await expect(place).toHaveValue('Chicago, Illinois, United States');
  requests.stop();
  expect(requests.seen, 'requests made by opening the dialog').toEqual([]);

  // A save invalidates what was held: the next open shows the new value, never the old one.
  await choosePlace(dialog, '10002', 'New York, United States');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Block settings updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Configure Weather' }).click();
  await expect(place).toHaveValue('New York, United States');
});
