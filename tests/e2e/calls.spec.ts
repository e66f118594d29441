import type { Page } from '@playwright/test';
import { phoneInProse } from '../../src/core/phone';
import {
  expect,
  hearMyCall,
  makeTestCall,
  newVerifiedUser,
  test,
  toast,
  uniquePhone,
} from './fixtures';

// A listed zone without daylight saving, so "a minute ahead" is the same wall clock all year.
const ZONE = 'Asia/Tokyo';
test.use({ timezoneId: ZONE });

async function addBlock(page: Page, name: string) {
  await page.getByRole('article', { name }).getByRole('button', { name: 'Add to Routine' }).click();
  await expect(toast(page, `Added ${name} to your routine`)).toBeVisible();
}

test('a test call shows in Calls; Hear my call plays tomorrow’s call with its words, progress and Stop', async ({
  page,
}) => {
  await newVerifiedUser(page, 'hear');
  await addBlock(page, 'Word of the Day');

  await hearMyCall(page, /Good morning, Ada!.*Your word of the day is/);

  await makeTestCall(page);
  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  const testCall = page
    .getByRole('list', { name: 'Your calls, newest first' })
    .getByRole('button')
    .filter({ hasText: 'Test call' });
  await expect(testCall).toHaveCount(1);
  await testCall.click();
  await expect(
    page.getByRole('dialog', { name: /Test call/ }).getByText(/Your word of the day is/),
  ).toBeVisible();
});

test('a new, unverified number shows in the banner and the next-call line at once', async ({
  page,
}) => {
  const { phone } = await newVerifiedUser(page, 'pending');
  await addBlock(page, 'Word of the Day');
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  await schedule.getByLabel(/Call time/).fill('07:15');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Next call' })).toContainText('Next call:');
  await expect(page.getByRole('alert', { name: 'Wake-up calls' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Profile' }).click();
  const newPhone = uniquePhone();
  await page.getByLabel(/Phone number/).fill(newPhone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
  await page.goBack(); // back into the dashboard without a reload
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('alert', { name: 'Wake-up calls' })).toHaveText(
    new RegExp(
      `Your new number ${literal(phoneInProse(newPhone))} is not verified yet: wake-up calls keep going to ${literal(phoneInProse(phone))} until you verify it.`,
    ),
  );
  await page.getByRole('link', { name: 'My Routine' }).click();
  await expect(page.getByRole('status', { name: 'Next call' })).toContainText(
    `(your new number ${phoneInProse(newPhone)} is not verified yet)`,
  );
});

test('disconnecting the calendar while a Calendar block is in the routine asks first, then marks the block', async ({
  page,
}) => {
  await newVerifiedUser(page, 'disconnect');
  const calendarCard = page.getByRole('article', { name: 'Calendar' });
  await calendarCard.getByRole('button', { name: 'Connect Calendar' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, 'Calendar connected successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'My Routine' }).click();
  await addBlock(page, 'Calendar');
  const entry = page.getByTestId('routine-item').filter({ hasText: 'Calendar' });
  await expect(entry).not.toContainText('this block will be skipped');

  await page.getByRole('link', { name: 'Integrations' }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const ask = page.getByRole('dialog', { name: 'Disconnect Google Calendar?' });
  await expect(ask).toContainText(
    'Your Calendar block will be skipped in your wake-up calls until you reconnect Google Calendar.',
  );
  // Cancel keeps it connected.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await ask.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Integration disconnected successfully')).toBeVisible();

  await page.getByRole('link', { name: 'My Routine' }).click();
  await expect(entry).toContainText('Calendar disconnected — this block will be skipped');
});

function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
