import {
  accessToken,
  expect,
  latestCode,
  newVerifiedUser,
  test,
  toast,
  uniquePhone,
} from './fixtures';

test('a plain profile change saves; a new phone number requires re-verification', async ({
  page,
}) => {
  const { email } = await newVerifiedUser(page, 'profile');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel(/Email/)).toHaveValue(email);
  await expect(page.getByLabel(/Email/)).toBeDisabled();
  await expect(page.getByText('Email is managed through your account settings')).toBeVisible();
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();

  await page.getByLabel(/First name/).fill('Augusta');
  await page.getByLabel(/Timezone/).click();
  await page.getByRole('option', { name: /Europe\/London \((GMT|BST)\)/ }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  const newPhone = uniquePhone();
  await page.getByLabel(/Phone number/).fill(newPhone);
  await expect(page.getByRole('button', { name: 'Verify now' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Phone verification required')).toBeVisible();
  await expect(toast(page, 'Please verify your new phone number.')).toBeVisible();
  await expect(page).toHaveURL(/\/phone-verification$/);
  await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText(`Calling ${newPhone}`)).toBeVisible();
  await page.getByPlaceholder('Enter 6-digit code').fill(await latestCode(page));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Phone number verified successfully!')).toBeVisible();
  await expect(toast(page, 'Phone verification complete!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByLabel(/Phone number/)).toHaveValue(newPhone);
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
  await expect(page.getByLabel(/Phone number/)).toHaveValue(phone);
  await expect(page.getByText('Phone verified', { exact: true })).toBeVisible();
});

test('a test call speaks the routine on the local phone line', async ({ page }) => {
  await newVerifiedUser(page, 'testcall');
  await page
    .getByRole('article', { name: 'Word of the Day' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Word of the Day to your routine')).toBeVisible();
  await page.getByRole('button', { name: 'Make Test Call' }).click();
  await page
    .getByRole('dialog', { name: 'Make Test Call' })
    .getByRole('button', { name: 'Call Me' })
    .click();
  await expect(
    toast(page, 'Test call initiated! You should receive a call shortly.'),
  ).toBeVisible();
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
