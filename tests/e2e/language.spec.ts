/**
 * The call in the user's language (issue 38), walked as a new user with a French browser: the
 * profile's call language is French from the start; the Word of the Day card says its words are
 * English; Hear my call shows and plays the French call; switching to English changes the next
 * call's words. The dashboard itself stays English throughout.
 */
import { chosen, expect, hearMyCall, newVerifiedUser, test, toast } from './fixtures';

test.use({ timezoneId: 'Europe/Paris', locale: 'fr-FR' });

test('a French browser’s calls are French; switching to English changes the next call’s words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newVerifiedUser(page, 'francais');

  // The Word of the Day speaks English words: its card says so to a French user.
  const word = page.getByRole('article', { name: 'Word of the Day' });
  await expect(word).toContainText(
    'English words: the word, its meaning and the example are said in English',
  );
  await word.getByRole('button', { name: 'Add to Routine' }).click();
  await expect(toast(page, 'Added Word of the Day to your routine')).toBeVisible();

  const french = await hearMyCall(page, /Voici votre appel de réveil Daybreak/);
  expect(french).toMatch(
    /^Bonjour Ada ! Voici votre appel de réveil Daybreak du \p{L}+ \d+ \p{L}+\./u,
  );
  expect(french).toMatch(/Maintenant en anglais\. Your word of the day is \w+/);
  expect(french).toContain(
    'Appuyez sur 1 pour confirmer votre réveil, sur 2 pour un rappel dans 5 minutes',
  );

  await page.getByRole('link', { name: 'Profile' }).click();
  const language = page.getByRole('combobox', { name: /Call language/ });
  await expect(chosen(language)).toHaveText(/French — Français/);
  await language.selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'My Routine' }).click();
  await expect(word).not.toContainText('English words');
  const english = await hearMyCall(page, /This is your Daybreak wake-up call/);
  expect(english).toMatch(
    /^Good morning, Ada! This is your Daybreak wake-up call for \w+, \w+ \d+\. Your word of the day is /,
  );
  expect(english).toContain("Press 1 if you're awake, 2 to snooze for 5 minutes");
});
