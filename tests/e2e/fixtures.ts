import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import type { ChunkContents } from '../../scripts/bundle-contents-plugin';
import { codeInWords } from '../../src/core/spokenCode';
import { foreignFonts } from '../fonts/drawnFonts';

export { expect };

/**
 * The modules a built script holds (dist/.vite/chunks.json, from the build `npm start` made): chunks
 * are named after the routes that load them, so a file's name does not say what is in it.
 */
export function modulesOf(scriptUrl: string): string[] {
  const contents = JSON.parse(readFileSync('dist/.vite/chunks.json', 'utf8')) as ChunkContents;
  return Object.keys(contents[new URL(scriptUrl).pathname.slice(1)] ?? {});
}

/**
 * Fails a test on any console error or uncaught page error, and on any text of the screen it ends on
 * drawn in a font other than the app's (tests/fonts/drawnFonts.ts).
 */
export const test = base.extend<{ consoleErrors: string[]; appFontOnly: void }>({
  appFontOnly: [
    async ({ page }, use) => {
      await use();
      if (page.isClosed() || !page.url().startsWith('http')) return;
      const session = await page.context().newCDPSession(page);
      try {
        expect(
          await foreignFonts(session),
          `texts drawn in a font other than the app's on ${page.url()}`,
        ).toEqual([]);
      } finally {
        await session.detach();
      }
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !m.text().includes('Failed to load resource'))
          messages.push(m.text());
      });
      page.on('pageerror', (e) => messages.push(e.message));
      await use(messages);
      expect(messages, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
/** A valid US number (Washington, DC: 202 then 2-9), new each call. */
export const uniquePhone = () => `+1202${2_000_000 + Math.floor(Math.random() * 8_000_000)}`;

/** The choice a select shows (its text, unlike the select's, is not every choice's). */
export const chosen = (select: Locator) => select.locator('option:checked');

/** The toast with this exact text. */
export const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** Signs in through the local account chooser that stands in for Google. */
export async function signIn(page: Page, email: string, name = 'Ada Lovelace') {
  await page.goto('/signin');
  await continueWithGoogle(page, email, name);
}

/** On a sign-in page already open: Continue with Google, then the local account chooser. */
export async function continueWithGoogle(page: Page, email: string, name = 'Ada Lovelace') {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue as this account' }).click();
}

/** The access token supabase-js keeps in localStorage. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find(
      (k) => k.startsWith('sb-') && k.endsWith('-auth-token'),
    );
    const session = key
      ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
      : {};
    return session.access_token ?? '';
  });
}

/** The latest verification code the local phone line spoke to this user. */
export async function latestCode(page: Page): Promise<string> {
  const token = await accessToken(page);
  const response = await page.request.get('/api/local/calls/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const calls = (await response.json()) as { kind: string; text: string }[];
  const call = calls.find((c) => c.kind === 'verification');
  // Said digit by digit in the profile's language: "1 2 3 4 5 6", or "1、2、3、4、5、6".
  const code = codeInWords(call?.text ?? '');
  if (!code) throw new Error('No verification call recorded');
  return code;
}

/** A new user all the way to the routine: sign in, One Last Step, verify the phone with the code from the local phone line. */
export async function newVerifiedUser(page: Page, prefix = 'user') {
  const email = uniqueEmail(prefix);
  const phone = uniquePhone();
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'One Last Step' })).toBeVisible();
  await page.getByLabel(/Phone number/).fill(phone);
  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(toast(page, 'Verification call initiated!')).toBeVisible();
  await page.getByPlaceholder('Enter 6-digit code').fill(await latestCode(page));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(toast(page, 'Phone verified! Your account is ready.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Morning Routine' })).toBeVisible();
  return { email, phone };
}

/** Make Test Call → Call Me, and the spec's confirmation toast. */
export async function makeTestCall(page: Page) {
  await page.getByRole('button', { name: 'Make Test Call' }).click();
  await page
    .getByRole('dialog', { name: 'Make Test Call' })
    .getByRole('button', { name: 'Call Me' })
    .click();
  await expect(
    toast(page, 'Test call initiated! You should receive a call shortly.'),
  ).toBeVisible();
}

/**
 * Hear my call: waits for the call's words matching `shown`, checks the audio plays, stops it; the
 * words. The whole call is synthesized first, a sentence at a time: a few seconds alone, and past 10 s
 * once in CI under npm test's other suites on two cores.
 */
export async function hearMyCall(page: Page, shown: RegExp): Promise<string> {
  const hear = page.getByRole('region', { name: 'Hear my call' });
  await hear.getByRole('button', { name: 'Hear my call' }).click();
  const words = hear.getByText(shown);
  await expect(words).toBeVisible({ timeout: 45_000 });
  const playback = hear.getByRole('group', { name: 'Call playback' });
  await expect(playback).toBeVisible();
  const position = playback.getByRole('slider', { name: 'Position' });
  await expect
    .poll(async () => Number(await position.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  const text = await words.innerText();
  await hear.getByRole('button', { name: 'Stop' }).click();
  await expect(playback).toBeHidden();
  await expect(hear.getByRole('button', { name: 'Hear my call' })).toBeVisible();
  return text;
}
