import type { Page } from '@playwright/test';
import { expect, newVerifiedUser, test } from './fixtures';

/** `inner` lies within `outer` horizontally (nothing overflows or is clipped at the sides). */
async function expectInside(page: Page, inner: string, outer: string) {
  const [a, b] = await Promise.all([
    page.locator(inner).first().boundingBox(),
    page.locator(outer).first().boundingBox(),
  ]);
  expect(a && b, `${inner} and ${outer} are on screen`).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
}

const weekdays = '[role="group"][aria-labelledby$="weekdays-label"]';
const scheduleCard = 'section[aria-labelledby="schedule-title"]';

for (const width of [360, 390]) {
  test(`at ${width} px the weekday toggle fits in the schedule card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await newVerifiedUser(page, `narrow${width}`);
    await expectInside(page, weekdays, scheduleCard);
    await expectInside(page, weekdays, 'main');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
}

test('at 1280 px the "Needs Calendar" badge is whole inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newVerifiedUser(page, 'wide');
  const card = page.getByRole('article', { name: 'Calendar' });
  const badge = card.getByText('Needs Calendar');
  await expect(badge).toBeVisible();
  const [b, c] = [await badge.boundingBox(), await card.boundingBox()];
  expect(b!.x + b!.width).toBeLessThanOrEqual(c!.x + c!.width);
  // Not cut short with an ellipsis either.
  const clipped = await badge.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(clipped).toBe(false);
});

test.describe('dark mode (the OS preference is the default)', () => {
  test.use({ colorScheme: 'dark' });

  test('the clock icon shows, chosen days stand out, the toggle says what it does', async ({
    page,
  }) => {
    await newVerifiedUser(page, 'dark');
    // No choice made yet: the app follows the OS.
    const toggle = page.getByRole('button', { name: 'Switch to light mode' });
    await expect(toggle).toBeVisible();
    // The native time picker draws its clock for a dark background.
    const scheme = await page
      .getByLabel(/Call time/)
      .evaluate((el) => getComputedStyle(el).colorScheme);
    expect(scheme).toBe('dark');
    // A chosen day (Monday) is filled; an unchosen one (Saturday) is not.
    const fill = (name: string) =>
      page
        .getByRole('button', { name, exact: true })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const [monday, saturday] = [await fill('Monday'), await fill('Saturday')];
    expect(monday).toBe('rgb(251, 146, 60)');
    expect(saturday).not.toBe(monday);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
    expect(await fill('Monday')).toBe('rgb(194, 65, 12)');
  });
});

test('on a phone, the menu slides the sidebar in over the page and takes the visitor to another screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newVerifiedUser(page, 'menu');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('link', { name: 'Calls', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
  await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // It opens again, and Escape closes it where it is.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
});
