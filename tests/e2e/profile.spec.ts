import {
  accessToken,
  expect,
  latestCode,
  makeTestCall,
  newVerifiedUser,
  test,
  toast,
  uniquePhone,
} from './fixtures';
import { formatPhone } from '../../src/core/phone';

// The timezone labels depend on the season: every test here runs on a pinned day (issue 8).
const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

test('a plain profile change saves; a new phone number requires re-verification', async ({
  page,
}) => {
  await page.clock.setFixedTime(JANUARY);
  const { email } = await newVerifiedUser(page, 'profile');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel(/Email/)).toHaveValue(email);
  await expect(page.getByLabel(/Email/)).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByText('Email is managed through your account settings')).toBeVisible();
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();

  await page.getByLabel(/First name/).fill('Augusta');
  await page.getByLabel(/Timezone/).selectOption({ label: 'Europe/London (GMT)' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  const newPhone = uniquePhone();
  await page.getByLabel(/Phone number/).fill(newPhone);
  await expect(page.getByRole('button', { name: 'Verify now' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // One event, one toast: the spec's two texts in it.
  await expect(toast(page, 'Phone verification required')).toContainText(
    'Please verify your new phone number.',
  );
  await expect(page.getByRole('alert').filter({ hasText: /verif/i })).toHaveCount(1);
  await expect(page).toHaveURL(/\/phone-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText(`Calling ${formatPhone(newPhone)}`)).toBeVisible();
  await page.getByPlaceholder('Enter 6-digit code').fill(await latestCode(page));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Phone verification complete!')).toBeVisible();
  await expect(toast(page, 'Phone number verified successfully!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByLabel(/Phone number/)).toHaveValue(formatPhone(newPhone));
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/First name/)).toHaveValue('Augusta');
});

test('Cancel on the code form restores the original number', async ({ page }) => {
  const { phone } = await newVerifiedUser(page, 'cancel');
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByLabel(/Phone number/).fill(uniquePhone());
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText('Incoming Verification Call')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel(/Phone number/)).toHaveValue(formatPhone(phone));
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
});

test('a test call speaks the routine on the local phone line', async ({ page }) => {
  await newVerifiedUser(page, 'testcall');
  await page
    .getByRole('article', { name: 'Word of the Day' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Word of the Day to your routine')).toBeVisible();
  await makeTestCall(page);
  const token = await accessToken(page);
  const calls = (await (
    await page.request.get('/api/local/calls/', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { kind: string; text: string }[];
  expect(calls[0]?.kind).toBe('test');
  expect(calls[0]?.text).toMatch(/Good morning, Ada! .*Your word of the day is/);
});

test('a network failure shows its message and loses nothing', async ({ page }) => {
  await newVerifiedUser(page, 'offline');
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByLabel(/Last name/).fill('Byron-King');
  await page.route('**/api/profile/', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Network error - please check your connection')).toBeVisible();
  await expect(page.getByLabel(/Last name/)).toHaveValue('Byron-King');
  await page.unroute('**/api/profile/');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
});

for (const [season, day, london, newYork] of [
  ['winter', JANUARY, 'GMT', 'EST'],
  ['summer', JULY, 'BST', 'EDT'],
] as const) {
  test(`timezones show the abbreviation of the season in force: ${season}`, async ({ page }) => {
    await page.clock.setFixedTime(day);
    await newVerifiedUser(page, `season-${season}`);
    await page.getByRole('link', { name: 'Profile' }).click();
    // The routine page's schedule card has a Timezone too, on screen until the profile's chunk loads.
    await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
    const zone = page.getByLabel(/Timezone/);
    await expect(zone.getByRole('option', { name: `Europe/London (${london})` })).toHaveCount(1);
    await expect(zone.getByRole('option', { name: `America/New York (${newYork})` })).toHaveCount(
      1,
    );
    await expect(zone.getByRole('option', { name: /Europe\/Paris \(CES?T\)/ })).toHaveCount(1);
  });
}

test('a saved new number waits; Cancel on /phone-verification restores the verified one, on the server too', async ({
  page,
}) => {
  const { phone } = await newVerifiedUser(page, 'pending');
  await page.getByRole('link', { name: 'Profile' }).click();
  const newPhone = uniquePhone();
  // Typed as people write it, like the US placeholder: +1 (201) 555-0123.
  await page
    .getByLabel(/Phone number/)
    .fill(newPhone.replace(/^\+1(\d{3})(\d{3})(\d{4})$/, '+1 ($1) $2-$3'));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText(`Calling ${formatPhone(newPhone)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByLabel(/Phone number/)).toHaveValue(formatPhone(phone));
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
  const token = await accessToken(page);
  const stored = (await (
    await page.request.get('/api/profile/', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { phone_number: string; phone_verified: boolean; pending_phone_number: unknown };
  expect(stored).toMatchObject({ phone_number: phone, phone_verified: true });
  expect(stored.pending_phone_number ?? null).toBeNull();
  await page.reload();
  await expect(page.getByLabel(/Phone number/)).toHaveValue(formatPhone(phone));
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
});

test('a number left waiting shows on the profile; Cancel there restores the verified one', async ({
  page,
}) => {
  const { phone } = await newVerifiedUser(page, 'waiting');
  await page.getByRole('link', { name: 'Profile' }).click();
  const newPhone = uniquePhone();
  await page.getByLabel(/Phone number/).fill(newPhone);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
  await page.goto('/dashboard/profile');
  await expect(page.getByLabel(/Phone number/)).toHaveValue(formatPhone(newPhone));
  await expect(page.getByText(/Your new number is waiting for verification/)).toBeVisible();
  await expect(page.getByText('Phone verified', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel(/Phone number/)).toHaveValue(formatPhone(phone));
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
});

test('leaving the profile with unsaved changes asks: keep editing stays, discard leaves them unsaved', async ({
  page,
}) => {
  await newVerifiedUser(page, 'leave');
  await page.getByRole('link', { name: 'Profile' }).click();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();
  const firstName = page.getByLabel(/First name/);
  const saved = await firstName.inputValue();
  await firstName.fill('Augusta');
  await expect(save).toBeEnabled();

  await page.getByRole('link', { name: 'My Routine' }).click();
  const prompt = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Keep editing' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(firstName).toHaveValue('Augusta');

  await page.getByRole('link', { name: 'My Routine' }).click();
  await prompt.getByRole('button', { name: 'Discard' }).click();
  await expect(page).not.toHaveURL(/\/dashboard\/profile$/);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel(/First name/)).toHaveValue(saved);
});
