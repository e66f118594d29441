import type { Page } from '@playwright/test';
import { chosen, expect, newVerifiedUser, test } from './fixtures';

const scheduleCard = (page: Page) => page.getByRole('region', { name: 'Wake-up Schedule' });

test.describe('a browser in a listed zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('registration records it: the never-saved schedule and the profile use it, no note', async ({
    page,
  }) => {
    await newVerifiedUser(page, 'tokyo');
    await expect(chosen(scheduleCard(page).getByRole('combobox', { name: /Timezone/ }))).toHaveText(
      /Asia\/Tokyo \(JST\)/,
    );
    await expect(scheduleCard(page).getByTestId('zone-note')).toBeHidden();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(chosen(page.getByRole('combobox', { name: /Timezone/ }))).toHaveText(
      /Asia\/Tokyo/,
    );
  });
});

test.describe('a browser zone outside the 12 with the same clock as one of them', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('maps to Europe/Paris and the card says why', async ({ page }) => {
    await newVerifiedUser(page, 'berlin');
    await expect(chosen(scheduleCard(page).getByRole('combobox', { name: /Timezone/ }))).toHaveText(
      /Europe\/Paris/,
    );
    await expect(scheduleCard(page).getByTestId('zone-note')).toHaveText(
      'Your timezone, Europe/Berlin, is not one of our 12 timezones, so we chose Europe/Paris: it keeps the same time all year.',
    );
  });
});

test.describe('a browser zone no listed zone matches', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('falls back to America/New_York and the card says so', async ({ page }) => {
    await newVerifiedUser(page, 'kolkata');
    await expect(chosen(scheduleCard(page).getByRole('combobox', { name: /Timezone/ }))).toHaveText(
      /America\/New York/,
    );
    // Chromium still names this zone by its old alias, Asia/Calcutta.
    await expect(scheduleCard(page).getByTestId('zone-note')).toContainText(
      /Asia\/(Kolkata|Calcutta), is not one of our 12 timezones and none keeps the same time, so we chose America\/New_York\./,
    );
  });
});
