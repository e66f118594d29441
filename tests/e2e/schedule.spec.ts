/**
 * A schedule that fits a life (issue 35), walked as a user in Tokyo would: skip the next call from
 * the next-call line and undo it; Saturday and Sunday at 09:30; a pause for next week; a one-off call
 * on a day that is not among the weekdays, which rings on the local phone page.
 */
import type { Page } from '@playwright/test';
import { expect, newVerifiedUser, test, toast } from './fixtures';
import { clockText } from '../../src/core/timezones';

// A listed zone without daylight saving, so "two minutes ahead" is the same wall clock all year.
const ZONE = 'Asia/Tokyo';
test.use({ timezoneId: ZONE });

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The wall clock in Tokyo at an instant: its date "2026-11-28", time "07:05" and weekday (0 = Monday). */
function tokyo(at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    day: DAYS.indexOf(parts.weekday ?? ''),
  };
}

/** The schedule as the server holds it now. */
async function saved(page: Page) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes('auth-token'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }) : {};
  });
  const response = await page.request.get('/api/call-blocks/schedule/', {
    headers: { Authorization: `Bearer ${token.access_token ?? ''}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

test('skip the next call and undo it; a time per day; a pause; a one-off call that rings', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await newVerifiedUser(page, 'plan');
  await page
    .getByRole('article', { name: 'Word of the Day' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Word of the Day to your routine')).toBeVisible();

  // Skip from the next-call line: it says which morning is skipped and the true next call.
  const line = page.getByRole('status', { name: 'Next call' });
  await expect(line).toContainText('Next call:');
  const nextBefore = await line.innerText();
  await line.getByRole('button', { name: /^Skip / }).click();
  const skipped = toast(page, 'Skipping');
  await expect(skipped).toBeVisible();
  await expect(line).toContainText(
    /Skipping \w{3}, \w{3} \d+ — next call \w{3}, \w{3} \d+ at 8:00 AM/,
  );
  // Undo while its toast is open (UNDO_MS): the morning is back.
  await skipped.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  await expect(line).toContainText('Next call:');
  await expect.poll(async () => (await saved(page)).skip_dates).toEqual([]);
  expect(await line.innerText()).toBe(nextBefore);

  // Saturday and Sunday at 09:30, the weekdays at 08:00.
  const card = page.getByRole('region', { name: 'Wake-up Schedule' });
  await card.getByRole('button', { name: 'Saturday' }).click();
  await card.getByRole('button', { name: 'Sunday' }).click();
  await card.getByLabel('Same time every day').uncheck();
  await card.getByLabel('Saturday', { exact: true }).fill('09:30');
  await card.getByLabel('Sunday', { exact: true }).fill('09:30');

  // A pause for next week: the Monday to the Sunday after today.
  const now = Date.now();
  const today = tokyo(now);
  const dayMs = 86_400_000;
  const monday = tokyo(now + (7 - today.day) * dayMs).date;
  const sunday = tokyo(now + (13 - today.day) * dayMs).date;
  await card.getByLabel('Pause calls for a while').check();
  await card.getByLabel('First day').fill(monday);
  await card.getByLabel('Last day').fill(sunday);
  await card.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  expect(await saved(page)).toMatchObject({
    weekdays: '1,2,3,4,5,6,7',
    day_times: { '1': '08:00', '5': '08:00', '6': '09:30', '7': '09:30' },
    pause: { from: monday, until: sunday },
  });

  // A one-off call two minutes ahead, today, with today taken out of the weekdays.
  await card.getByRole('button', { name: DAYS[today.day] ?? '' }).click();
  const at = tokyo(now + 2 * 60_000);
  await card.getByLabel('Date', { exact: true }).fill(at.date);
  await card.getByLabel('Time', { exact: true }).fill(at.time);
  await card.getByRole('button', { name: 'Add call' }).click();
  await card.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  expect(await saved(page)).toMatchObject({ one_off: [{ date: at.date, time: at.time }] });
  await expect(line).toContainText(`at ${clockText(at.time, 'en-US')}`);

  // It rings on the local phone page.
  const phone = await context.newPage();
  await phone.goto('/local/phone');
  const call = phone.getByRole('article', { name: 'Wake-up call' });
  await expect(call).toHaveCount(1, { timeout: 200_000 });
  await expect(call).toContainText('Ringing', { timeout: 30_000 });
  // What it says is heard once answered, as on a phone.
  await call.getByRole('button', { name: 'Answer' }).click();
  await expect(call).toContainText(/word of the day/i);
});
