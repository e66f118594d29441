/**
 * A new user in Paris, as a person would try the product: the app opened at 127.0.0.1 (the address
 * `npm start` listens on), a French number written the French way, the defaults accepted untouched,
 * then a call due within the next minute and a half, answered on the local phone page and never
 * confirmed.
 */
import type { Page } from '@playwright/test';
import { expect, continueWithGoogle, test, toast, uniqueEmail } from './fixtures';
import { clockText } from '../../src/core/timezones';

const ZONE = 'Europe/Paris';
const port = Number(process.env.E2E_PORT) || 8791;
test.use({ timezoneId: ZONE, baseURL: `http://127.0.0.1:${port}` });

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The wall-clock minute in Paris of an instant, "HH:MM". */
const parisClock = (at: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** A French mobile number as the French write it: "06 1x xx xx xx". */
const frenchMobile = () => {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `06 1${digits[0]} ${digits.slice(1, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
};

/**
 * On the local phone page: waits for the wake-up call's attempt to ring, checks its words (`words`),
 * answers (its audio starts, as on a phone), hangs up.
 */
async function answerWithoutPressing(phone: Page, ringing: number, words: RegExp) {
  const calls = phone.getByRole('article', { name: 'Wake-up call' });
  await expect(calls).toHaveCount(ringing, { timeout: 150_000 });
  const call = calls.first();
  await expect(call).toContainText('Ringing', { timeout: 150_000 });
  // Keys, and the words, come only once the call is answered.
  await expect(call).not.toContainText(words);
  await expect(call.getByRole('button', { name: 'Press 1 — I’m awake' })).toBeDisabled();
  await call.getByRole('button', { name: 'Answer' }).click();
  await expect(call).toContainText('Answered');
  await expect(call).toContainText(words);
  const player = call.getByRole('group', { name: 'Audio of the wake-up call' });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await call.getByRole('button', { name: 'Hang up' }).click();
  await expect(call).toContainText('Ended');
}

test('a new user in Paris: the defaults ring at 08:00 on the next weekday; a call answered and never confirmed ends Missed with its two attempts, and its recording plays', async ({
  page,
  context,
}) => {
  test.setTimeout(330_000);
  await page.goto('/signin');
  await continueWithGoogle(page, uniqueEmail('paris'), 'Marie Curie');
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();
  // Read in France (the browser's zone): a national number is a French number.
  const number = frenchMobile();
  await page.getByLabel(/Phone number/).fill(number);
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(toast(page, 'Verification call initiated!')).toBeVisible();
  await expect(page.getByText(/Calling \+33 6 1/)).toBeVisible();

  // The code, read on the local phone page in a second tab: no terminal.
  const phone = await context.newPage();
  await phone.goto('/local/phone');
  const verification = phone.getByRole('article', { name: 'Verification call' }).first();
  await expect(verification).toContainText('+33 6 1');
  await verification.getByRole('button', { name: 'Answer' }).click();
  const code = (await verification.getByLabel('Verification code').textContent())?.trim() ?? '';
  await page.bringToFront();
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Phone verified! Your account is ready.')).toBeVisible();

  // Someone who knows: a backup contact, asked on the local phone page, agrees with 1.
  await page.getByRole('link', { name: 'Profile' }).click();
  const backup = page.getByRole('region', { name: 'Backup contact' });
  await backup.getByLabel(/Their name/).fill('Pierre');
  const backupNumber = frenchMobile();
  await backup.getByLabel(/Their phone number/).fill(backupNumber);
  await backup.getByRole('button', { name: 'Ask Them' }).click();
  await expect(backup.getByRole('status')).toContainText('We are calling Pierre');
  await phone.bringToFront();
  const consent = phone.getByRole('article', { name: 'Backup contact call' }).first();
  await consent.getByRole('button', { name: 'Answer' }).click();
  await expect(consent).toContainText(
    'Marie asked Daybreak to tell you by text if they miss a wake-up call.',
  );
  await consent.getByRole('button', { name: 'Press 1 — I’m awake' }).click();
  await expect(consent).toContainText('Ended');
  await page.bringToFront();
  await expect(backup.getByRole('status')).toContainText('Pierre agreed', { timeout: 15_000 });
  await page.getByRole('link', { name: 'My Routine' }).click();

  // Defaults accepted untouched: with one block the next call is 08:00 on the next weekday.
  await page
    .getByRole('article', { name: 'Word of the Day' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  const line = page.getByRole('status', { name: 'Next call' });
  await expect(line).toContainText(
    /Next call: (Mon|Tue|Wed|Thu|Fri), \w{3} \d{1,2} at 8:00 AM CES?T/,
  );
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  await expect(schedule.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
  await expect(schedule).toContainText(
    "Press 1 to confirm you're awake. If you don't, we call again in 5 minutes, up to 3 times.",
  );

  // A call at the next whole minute at least 25 s away (the scheduler ticks every second), every
  // day, snoozing 1 minute, 2 attempts.
  for (const day of DAYS) {
    const toggle = schedule.getByRole('button', { name: day });
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  }
  await schedule.getByLabel(/Call again after/).fill('1');
  await schedule.getByLabel(/Attempts/).fill('2');
  const due = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
  const time = parisClock(due);
  await schedule.getByLabel(/Call time/).fill(time);
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  await expect(line).toContainText(`at ${clockText(time, 'en-US')}`);

  // It rings on the local phone: answered, never confirmed, twice.
  await phone.bringToFront();
  // The first attempt ends with its keys, said twice, and when the next call comes.
  await answerWithoutPressing(
    phone,
    1,
    /Press 1 if you're awake, 2 to snooze for 1 minute, or 3 to hear this again\. We'll call again in 1 minute\./,
  );
  await page.bringToFront();
  await expect(line).toContainText('Calling again at', { timeout: 40_000 });
  await phone.bringToFront();
  // The last says so, offers no snooze, and promises no call after it.
  await answerWithoutPressing(
    phone,
    2,
    /This is your last call this morning\. .*Press 1 if you're awake, or 3 to hear this again\. That was your last call this morning\. Goodbye\./,
  );

  // Calls says the morning failed, in words: Missed, with both attempts.
  await page.bringToFront();
  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  const wakeUp = page
    .getByRole('list', { name: 'Your calls, newest first' })
    .getByRole('button')
    .filter({ hasText: 'Wake-up call' })
    .first();
  await expect(async () => {
    await page.getByRole('link', { name: 'My Routine' }).click();
    await page.getByRole('link', { name: 'Calls', exact: true }).click();
    await expect(wakeUp).toContainText('Missed', { timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(wakeUp).not.toContainText('Answered');

  // Within a minute of the last attempt, Pierre has one text, and Calls says he was told.
  await phone.bringToFront();
  const text = phone.getByRole('article', { name: 'Text message' });
  await expect(text).toHaveCount(1, { timeout: 60_000 });
  await expect(text).toContainText(
    /Marie didn't confirm their \d{1,2}:\d\d wake-up call (this morning|today) \(2 attempts\)\./,
  );
  await page.bringToFront();
  await page.getByRole('link', { name: 'My Routine' }).click();
  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  await wakeUp.click();
  const details = page.getByRole('dialog', { name: /Wake-up call/ });
  await expect(details).toContainText(/Pierre was told by text at \d{1,2}:\d\d [AP]M/);
  await expect(details.getByRole('listitem')).toHaveCount(2);
  await expect(details).toContainText('That was your last call this morning. Goodbye.');

  // Its recording plays here, at 127.0.0.1.
  const player = details.getByRole('group', { name: 'Recording of this call' });
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await expect(player.getByRole('alert')).toHaveCount(0);
});
