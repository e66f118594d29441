/**
 * Wherever the user wakes up (issue 36), walked as new users would: in Tokyo (browser zone and
 * locale Japanese) a new Weather block starts at Tokyo in °C; searching "Sydney" and choosing it
 * saves, and Hear my call says Sydney's weather in degrees Celsius, in Japanese. In New York with zip code 10001
 * it starts at New York and says it in degrees Fahrenheit.
 */
import type { Page } from '@playwright/test';
import { accessToken, expect, hearMyCall, newVerifiedUser, test, toast } from './fixtures';

async function addWeather(page: Page) {
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Weather to your routine')).toBeVisible();
}

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo', locale: 'ja-JP' });

  test('Weather starts at Tokyo in °C; Sydney, found and chosen, is what the call says', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newVerifiedUser(page, 'tokyo');
    await addWeather(page);
    const entry = page.getByTestId('routine-item').first();
    await expect(entry).toContainText('Tokyo · °C · high, low and rain');

    await page.getByRole('button', { name: 'Configure Weather' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configure Weather' });
    const place = dialog.getByRole('combobox', { name: /Place/ });
    await expect(place).toHaveValue('Tokyo, Japan');
    await expect(dialog.getByRole('switch', { name: /Use Celsius/ })).toBeChecked();
    await place.fill('Sydney');
    // The list, read by keyboard: the first answer highlighted, Enter takes it.
    await expect(
      page.getByRole('option', { name: 'Sydney, New South Wales, Australia' }),
    ).toBeVisible();
    await place.press('Enter');
    await expect(place).toHaveValue('Sydney, New South Wales, Australia');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Block settings updated successfully')).toBeVisible();
    await expect(entry).toContainText('Sydney · °C · high, low and rain');

    // A Japanese browser's calls are in Japanese (issue 38): the weather too.
    const words = await hearMyCall(page, /の天気は/);
    expect(words).toMatch(/今日のSydneyの天気は[^、]+、最高気温は摂氏-?\d+度/);
    // Times in the dashboard as a Japanese browser writes them: 24-hour.
    await expect(page.getByRole('status', { name: 'Next call' })).toContainText(/ at 08:00 JST/);
  });
});

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('with zip code 10001, Weather starts at New York and says it in °F', async ({ page }) => {
    test.setTimeout(120_000);
    await newVerifiedUser(page, 'newyork');
    const token = await accessToken(page);
    const patched = await page.request.patch('/api/profile/', {
      headers: { Authorization: `Bearer ${token}` },
      data: { zip_code: '10001' },
    });
    expect(patched.status()).toBe(200);
    await addWeather(page);
    await expect(page.getByTestId('routine-item').first()).toContainText(
      'New York · °F · high, low and rain',
    );
    const words = await hearMyCall(page, /The weather in/);
    expect(words).toMatch(
      /The weather in New York today: [^.]+, with a high of \d+ degrees Fahrenheit/,
    );
    // 12-hour time, as an American browser writes it.
    await expect(page.getByRole('status', { name: 'Next call' })).toContainText(
      / at 8:00 AM E[SD]T/,
    );
  });
});
