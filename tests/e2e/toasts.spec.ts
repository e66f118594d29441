import type { Locator, Page } from '@playwright/test';
import { expect, newVerifiedUser, test, toast } from './fixtures';

/** The open toasts' boxes (react-toastify's toast element, icon and text and buttons included). */
const openToasts = (page: Page) => page.locator('.Toastify__toast');

/** Lightness (0 black … 1 white) of a computed `rgb(…)` / `rgba(…)` colour. */
function lightness(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the toasts open now (read at once: a toast may close at any moment). */
const toastBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.Toastify__toast')].map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/**
 * No open toast covers any of `buttons`, with each button scrolled to the top, the middle and the
 * bottom of the window in turn (a toast is fixed; the page scrolls under it).
 */
async function expectClearOf(page: Page, buttons: Record<string, Locator>) {
  for (const [name, button] of Object.entries(buttons)) {
    for (const block of ['start', 'center', 'end'] as const) {
      await button.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
      const target = await button.boundingBox();
      if (!target) throw new Error(`${name} has no box`);
      const boxes = await toastBoxes(page);
      expect(boxes.length, 'an open toast').toBeGreaterThan(0);
      for (const box of boxes)
        expect(
          overlap(box, target),
          `a toast (${JSON.stringify(box)}) over ${name} (${JSON.stringify(target)}), scrolled to its ${block}`,
        ).toBe(false);
    }
  }
}

test('an open toast follows the colour mode when the system switches to dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await newVerifiedUser(page, 'toast-mode');
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  const open = openToasts(page).filter({ hasText: 'Added Weather to your routine' });
  await expect(open).toBeVisible();
  // Held open while it is looked at (react-toastify pauses a hovered toast's timer).
  await open.hover();
  const colours = () =>
    open.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, text: style.color };
    });
  const light = await colours();
  expect(lightness(light.background), light.background).toBeGreaterThan(0.9);
  expect(lightness(light.text), light.text).toBeLessThan(0.2);

  await page.emulateMedia({ colorScheme: 'dark' });
  // The page has followed the system…
  await expect
    .poll(async () =>
      lightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
    )
    .toBeLessThan(0.1);
  // …and so has the toast still open on it: a dark surface, light text.
  await expect.poll(async () => lightness((await colours()).background)).toBeLessThan(0.25);
  expect(lightness((await colours()).text)).toBeGreaterThan(0.9);
  await expect(open).toBeVisible();
});

test('at 1280 px toasts leave Save Schedule and Save Voice clear', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-place');
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  const voice = page.getByRole('region', { name: 'Wake-up Voice' });
  const buttons = {
    'Save Schedule': schedule.getByRole('button', { name: 'Save Schedule' }),
    'Save Voice': voice.getByRole('button', { name: 'Save Voice' }),
  };

  await schedule.getByRole('button', { name: 'Saturday' }).click();
  await buttons['Save Schedule'].click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  await toast(page, 'Schedule updated successfully!').hover();
  await expectClearOf(page, buttons);

  await voice.getByRole('radio', { name: /Adam/ }).check();
  await buttons['Save Voice'].click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
  await toast(page, 'Settings saved successfully').hover();
  await expectClearOf(page, buttons);
});

test('on a 390 px phone toasts open below the app bar, its menu button clear', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newVerifiedUser(page, 'toast-phone');
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Weather to your routine')).toBeVisible();
  await toast(page, 'Added Weather to your routine').hover();
  const bar = await page.getByRole('banner').boundingBox();
  if (!bar) throw new Error('no app bar');
  const boxes = await toastBoxes(page);
  expect(boxes.length, 'an open toast').toBeGreaterThan(0);
  for (const box of boxes)
    expect(box.y, 'a toast starts below the app bar').toBeGreaterThanOrEqual(bar.y + bar.height);
});

test('at 1280 px a stack of three toasts sits in the sidebar: the routine and its first entry stay clear', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-stack');
  const entries = page.getByTestId('routine-item');
  // The sign-up's toasts gone, three toasts of one's own, each held open as it comes (react-toastify
  // pauses its open toasts when the window loses focus), so they are measured together.
  await page.mouse.move(0, 0);
  await expect(openToasts(page)).toHaveCount(0, { timeout: 20_000 });
  for (const [i, name] of ['Weather', 'Horoscope', 'Word of the Day'].entries()) {
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: 'Add to Routine' })
      .click();
    await expect(entries).toHaveCount(i + 1);
    await expect(toast(page, `Added ${name} to your routine`)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  }
  // Three open at once (the limit: a fourth waits its turn).
  expect(await toastBoxes(page)).toHaveLength(3);
  const first = await entries.first().boundingBox();
  const main = await page.getByRole('main').boundingBox();
  const nav = await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link')
    .last()
    .boundingBox();
  const footer = await page
    .getByRole('button', { name: /Switch to (dark|light) mode/ })
    .boundingBox();
  if (!first || !main || !nav || !footer)
    throw new Error('no routine entry, main column or sidebar');
  const boxes = await toastBoxes(page);
  for (const box of boxes) {
    const at = JSON.stringify(box);
    expect(overlap(box, first), `a toast (${at}) over the first routine entry`).toBe(false);
    // Nothing of the page's column is under a toast, whatever scrolls there.
    expect(box.x + box.width, `a toast (${at}) reaching into the main column`).toBeLessThanOrEqual(
      main.x,
    );
    // In the sidebar, between its screens' links and its mode toggle and Logout.
    expect(box.y, `a toast (${at}) over the sidebar's links`).toBeGreaterThanOrEqual(
      nav.y + nav.height,
    );
    expect(box.y + box.height, `a toast (${at}) over the mode toggle`).toBeLessThanOrEqual(
      footer.y,
    );
  }
});

test('a toast’s Undo and close buttons are touch targets of at least 44 × 44 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-targets');
  const targetOf = async (button: Locator, name: string) => {
    const box = await button.boundingBox();
    if (!box) throw new Error(`no ${name} button`);
    expect(box.width, `${name}'s width`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${name}'s height`).toBeGreaterThanOrEqual(44);
  };
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  // A plain toast's close button…
  const added = toast(page, 'Added Weather to your routine');
  await added.hover();
  await targetOf(added.getByRole('button', { name: /^close$/i }), 'Close');
  // …and an Undo toast's two buttons.
  await page.getByRole('button', { name: 'Remove Weather' }).click();
  const removed = toast(page, 'Block removed from routine');
  await removed.hover();
  await targetOf(removed.getByRole('button', { name: 'Undo', exact: true }), 'Undo');
  await targetOf(removed.getByRole('button', { name: /^close$/i }), 'Close');
  // Undo still works: the block is back.
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('routine-item')).toHaveCount(1);
});
