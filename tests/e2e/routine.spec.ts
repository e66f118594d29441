import { accessToken, expect, newVerifiedUser, test, toast } from './fixtures';

test('add, configure (a place not found, then one found), reorder by keyboard and remove blocks', async ({
  page,
}) => {
  await newVerifiedUser(page, 'routine');
  await expect(page.getByText(/^Your routine is empty\./)).toBeVisible();

  const weatherCard = page.getByRole('article', { name: 'Weather' });
  await weatherCard.getByRole('button', { name: 'Add to Routine' }).click();
  await expect(toast(page, 'Added Weather to your routine')).toBeVisible();
  await page
    .getByRole('article', { name: 'Horoscope' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(toast(page, 'Added Horoscope to your routine')).toBeVisible();

  // Configure: a place that cannot be found is said so and nothing is lost; a found one is saved.
  await page.getByRole('button', { name: 'Configure Weather' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Weather' });
  const place = dialog.getByRole('combobox', { name: /Place/ });
  const started = await place.inputValue();
  expect(started).toMatch(/, /);
  await place.fill('Atlantis');
  await expect(
    page.getByText('No place found for “Atlantis”. Try a city’s name or a postcode.'),
  ).toBeVisible();
  // Detail level (1–3) is a segmented control: one button per value.
  await dialog
    .getByRole('group', { name: /Detail level/ })
    .getByRole('button', { name: '3' })
    .click();
  await expect(place).toHaveValue(started);
  await place.fill('Sydney');
  await page.getByRole('option', { name: 'Sydney, New South Wales, Australia' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Block settings updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('routine-item').first()).toContainText(
    /Sydney · °[CF] · full forecast/,
  );
  await page.getByRole('button', { name: 'Configure Weather' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Configure Weather' })
      .getByRole('combobox', { name: /Place/ }),
  ).toHaveValue('Sydney, New South Wales, Australia');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Reorder by keyboard: Horoscope moves above Weather, and stays there after a reload.
  await expect(page.getByTestId('routine-item').first()).toContainText('1. Weather');
  const handle = page.getByRole('button', { name: 'Drag to reorder Horoscope' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(250);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(250);
  await page.keyboard.press('Space');
  await expect(toast(page, 'Routine order updated successfully')).toBeVisible();
  await expect(page.getByTestId('routine-item').first()).toContainText('1. Horoscope');
  await page.reload();
  await expect(page.getByTestId('routine-item').first()).toContainText('1. Horoscope');
  await expect(page.getByTestId('routine-item')).toHaveCount(2);

  await page.getByRole('button', { name: 'Remove Horoscope' }).click();
  await expect(toast(page, 'Block removed from routine')).toBeVisible();
  await expect(page.getByTestId('routine-item')).toHaveCount(1);
  await expect(page.getByTestId('routine-item').first()).toContainText('1. Weather');
});

test('the calendar block needs the integration: connect through the consent page, then add it; disconnect', async ({
  page,
}) => {
  await newVerifiedUser(page, 'calendar');
  const calendarCard = page.getByRole('article', { name: 'Calendar' });
  await expect(calendarCard.getByText('Needs Calendar')).toBeVisible();
  await expect(calendarCard.getByRole('button', { name: 'Add to Routine' })).toHaveCount(0);
  // The consent page returns to where Connect was pressed: cancelled, then allowed.
  await calendarCard.getByRole('button', { name: 'Connect Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Google Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routine$/);
  await expect(calendarCard.getByText('Needs Calendar')).toBeVisible();
  await calendarCard.getByRole('button', { name: 'Connect Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Connect Google Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routine$/);
  await expect(toast(page, 'Calendar connected successfully!')).toBeVisible();
  await expect(calendarCard.getByText('Connected')).toBeVisible();
  await calendarCard.getByRole('button', { name: 'Add to Routine' }).click();
  await expect(toast(page, 'Added Calendar to your routine')).toBeVisible();
  await page.getByRole('button', { name: 'Configure Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Calendar' });
  await expect(
    dialog.getByRole('group', { name: 'Calendar account' }).getByText('Connected'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByText(/Last synced/)).toBeVisible();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  // The routine's Calendar block uses it: disconnecting asks first (tests/e2e/calls.spec.ts).
  await page
    .getByRole('dialog', { name: 'Disconnect Google Calendar?' })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await expect(toast(page, 'Integration disconnected successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect' })).toBeVisible();
});

test('schedule and voice: save days and time, pick a voice, preview it, set a custom voice', async ({
  page,
}) => {
  await newVerifiedUser(page, 'schedule');
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  await schedule.getByRole('button', { name: 'Saturday' }).click();
  await schedule.getByRole('button', { name: 'Monday' }).click();
  await schedule.getByLabel(/Call time/).fill('06:45');
  await schedule.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  await page.reload();
  await expect(schedule.getByLabel(/Call time/)).toHaveValue('06:45');
  await expect(schedule.getByRole('button', { name: 'Saturday' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(schedule.getByRole('button', { name: 'Monday' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const token = await accessToken(page);
  const saved = await (
    await page.request.get('/api/call-blocks/schedule/', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  expect(saved).toMatchObject({ call_time: '06:45', weekdays: '2,3,4,5,6' });

  const voice = page.getByRole('region', { name: 'Wake-up Voice' });
  await voice.getByRole('button', { name: 'Preview Adam' }).click();
  await expect(voice.getByRole('button', { name: 'Pause Adam' })).toBeVisible();
  await voice.getByRole('button', { name: 'Pause Adam' }).click();
  await expect(voice.getByRole('button', { name: 'Preview Adam' })).toBeVisible();
  await voice.getByRole('radio', { name: /Adam/ }).check();
  await voice.getByRole('button', { name: 'Save Voice' }).click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();

  await voice.getByRole('radio', { name: 'Custom Voice' }).check();
  await voice.getByLabel(/Custom voice ID/).fill('bad id');
  await voice.getByRole('button', { name: 'Save Voice' }).click();
  // Said under the field it is about (not in a toast), the field marked invalid.
  await expect(voice.getByText('Invalid voice ID. Please check and try again.')).toBeVisible();
  await expect(voice.getByLabel(/Custom voice ID/)).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page, 'Invalid voice ID. Please check and try again.')).toHaveCount(0);
  await voice.getByLabel(/Custom voice ID/).fill('  AbCdEfGhIj0123456789  ');
  await voice.getByRole('button', { name: 'Save Voice' }).click();
  await expect(toast(page, 'Custom voice set successfully')).toBeVisible();
  const after = await (
    await page.request.get('/api/call-blocks/schedule/', {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  expect(after).toMatchObject({ voice_id: 'AbCdEfGhIj0123456789', call_time: '06:45' });
});
