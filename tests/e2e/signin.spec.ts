import {
  continueWithGoogle,
  expect,
  latestCode,
  newVerifiedUser,
  signIn,
  test,
  toast,
  uniqueEmail,
  uniquePhone,
} from './fixtures';
import type { Page } from '@playwright/test';
import { formatPhone } from '../../src/core/phone';

test('a new user signs in, verifies the phone through the callback, and is welcomed back next time', async ({
  page,
}) => {
  const email = uniqueEmail('new');
  await signIn(page, email, 'Grace Hopper');
  await expect(page).toHaveURL(/\/auth\/callback/);
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
  const verifyNow = page.getByRole('button', { name: 'Verify now' });
  await expect(verifyNow).toBeDisabled();
  const phone = uniquePhone();
  await page.getByLabel(/Phone number/).fill(phone);
  await verifyNow.click();
  await expect(toast(page, 'Verification call initiated!')).toBeVisible();
  await expect(page.getByText('Incoming Verification Call')).toBeVisible();
  await expect(page.getByText(`Calling ${formatPhone(phone)}`)).toBeVisible();
  await expect(page.getByText('Listen for your verification code.')).toBeVisible();

  await page.getByPlaceholder('Enter 6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  const code = await latestCode(page);
  if (code !== '000000') {
    await expect(toast(page, 'Invalid verification code')).toBeVisible();
    await expect(page.getByPlaceholder('Enter 6-digit code')).toHaveValue('');
  }
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Phone verified! Your account is ready.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/routine$/);
  await expect(page.getByRole('heading', { name: 'My Morning Routine' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  // Signing in from the page asked for returns to it.
  await page.goto('/dashboard/calls');
  await expect(page).toHaveURL(/\/signin\?next=%2Fdashboard%2Fcalls$/);
  await continueWithGoogle(page, email, 'Grace Hopper');
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/calls$/);
  await expect(page.getByRole('heading', { name: 'Calls', level: 1 })).toBeVisible();
});

test('signed-in visitors to /signin go to the routine; unknown paths go home', async ({ page }) => {
  await newVerifiedUser(page, 'redirect');
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard\/routine$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/routine$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Wake up to a call made for you' })).toBeVisible();
});

test("'Verify now' works on the first click right after a phone-field error", async ({ page }) => {
  await signIn(page, uniqueEmail('jump'));
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();
  const field = page.getByLabel(/Phone number/);
  await field.fill('abc');
  await field.press('Tab');
  await expect(page.getByText('Use only digits, spaces and + ( ) . -')).toBeVisible();
  // A good number, then one click: leaving the field clears the error, and nothing may move
  // under the pointer between mouse down and up.
  await field.fill('+12025550123');
  const verifyNow = page.getByRole('button', { name: 'Verify now' });
  await verifyNow.click();
  await expect(toast(page, 'Verification call initiated!')).toBeVisible();
  await expect(page.getByText('Calling +1 202 555 0123')).toBeVisible();
  await expect(field).toHaveValue('+1 202 555 0123');
});

test('the whole number shows in the phone field of the narrow One Last Step card', async ({
  page,
}) => {
  await signIn(page, uniqueEmail('whole'));
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();
  const field = page.getByLabel(/Phone number/);
  // A US number and a longer UK one, as the field writes them once left.
  for (const [typed, shown] of [
    ['+12025550142', '+1 202 555 0142'],
    ['+442079460958', '+44 20 7946 0958'],
  ] as const) {
    await field.fill(typed);
    await field.press('Tab');
    await expect(field).toHaveValue(shown);
    const hidden = await field.evaluate(
      (input: HTMLInputElement) => input.scrollWidth - input.clientWidth,
    );
    expect(hidden, `pixels of "${shown}" out of sight`).toBeLessThanOrEqual(0);
  }
});

/**
 * A page local mode writes itself fits a 390 px phone (nothing sideways, the card's edges on the
 * page) and has the system's colours: dark surfaces with light words in dark mode, and the reverse.
 */
async function expectFitsAndFollows(page: Page, scheme: 'light' | 'dark') {
  const box = await page.locator('main').boundingBox();
  expect(box && box.x).toBeGreaterThanOrEqual(0);
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  const colours = await page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      surfaces: [style('body').backgroundColor, style('main').backgroundColor],
      text: style('h1').color,
    };
  });
  const dark = scheme === 'dark';
  for (const surface of colours.surfaces)
    expect(luminance(surface) < 0.3, `${surface} in ${scheme}`).toBe(dark);
  expect(luminance(colours.text) > 0.7, `${colours.text} in ${scheme}`).toBe(dark);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the local sign-in page fits a 390 px phone and follows a ${scheme} system`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Local sign-in' })).toBeVisible();
    await expectFitsAndFollows(page, scheme);
  });

  test(`the local consent page fits a 390 px phone and follows a ${scheme} system`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: scheme });
    await newVerifiedUser(page, `consent-${scheme}`);
    await page
      .getByRole('article', { name: 'Calendar' })
      .getByRole('button', { name: 'Connect Calendar' })
      .click();
    await expect(page.getByRole('heading', { name: 'Connect Google Calendar' })).toBeVisible();
    await expectFitsAndFollows(page, scheme);
  });
}
