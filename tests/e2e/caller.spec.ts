import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expect, makeTestCall, newVerifiedUser, test } from './fixtures';

test('a new user sees the number calls come from and saves it as a contact card', async ({
  page,
}) => {
  await newVerifiedUser(page, 'caller');
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  const line = schedule.getByTestId('caller-line');
  await expect(line).toContainText('Wake-up calls come from +1 202 555 0100.');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    line.getByRole('link', { name: 'Add to contacts' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('daybreak.vcf');
  const card = new ICAL.Component(
    ICAL.parse(readFileSync(await download.path(), 'utf8')) as unknown[],
  );
  expect(card.getFirstPropertyValue('fn')).toBe('Daybreak wake-up call');
  expect(card.getAllProperties('tel').map((tel) => tel.getFirstValue())).toEqual(['+12025550100']);
});

test('a call the phone sent to voicemail without ringing says so in Calls, with the guide', async ({
  page,
  context,
}) => {
  await newVerifiedUser(page, 'silenced');
  // A routine to play, then the test call, which rings on the local phone page.
  await page
    .getByRole('article', { name: 'Word of the Day' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(page.getByRole('heading', { name: /Word of the Day/ }).first()).toBeVisible();
  await makeTestCall(page);
  const phone = await context.newPage();
  await phone.goto('/local/phone');
  const call = phone.getByRole('article', { name: 'Test call' }).first();
  await call.getByRole('button', { name: 'Silenced: straight to voicemail' }).click();
  await expect(call).toContainText('Ended: went to voicemail without ringing');

  await page.bringToFront();
  await page.getByRole('link', { name: 'Calls', exact: true }).click();
  await page
    .getByRole('button', { name: /^Test call, / })
    .first()
    .click();
  const attempts = page.getByRole('dialog').getByRole('list', { name: 'Attempts' });
  await expect(attempts.getByRole('listitem').first()).toContainText(
    'Went to voicemail without ringing',
  );
  await attempts.getByText('Make sure it rings').click();
  await expect(attempts.getByRole('region', { name: 'iPhone' })).toContainText(
    'Silence Unknown Callers',
  );
});
