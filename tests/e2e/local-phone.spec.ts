import { expect, signIn, test, toast, uniqueEmail, uniquePhone } from './fixtures';

test('a new user verifies their phone with the code read on the local phone page, no terminal', async ({
  page,
  context,
}) => {
  const phone = uniquePhone();
  await signIn(page, uniqueEmail('local-phone'));
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();
  await page.getByLabel(/Phone number/).fill(phone);
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(toast(page, 'Verification call initiated!')).toBeVisible();

  // The local phone page, in a second tab of the same browser (same session), as a person would.
  const phonePage = await context.newPage();
  await phonePage.goto('/local/phone');
  await expect(
    phonePage.getByText('Local mode: this page is your phone. No real call is made.'),
  ).toBeVisible();
  const call = phonePage.getByRole('article', { name: 'Verification call' }).first();
  await expect(call).toContainText(/\+1 202/);
  // As on a phone, the code is heard once the call is answered.
  await expect(call).toContainText('Answer to hear what it says.');
  await call.getByRole('button', { name: 'Answer' }).click();
  const code = (await call.getByLabel('Verification code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await page.bringToFront();
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Phone verified! Your account is ready.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Morning Routine' })).toBeVisible();
});
