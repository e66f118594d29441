/**
 * Visual regression for the storybook test project: after each story renders (and its play function
 * passes), what it shows is compared with its committed baseline image in stories/__screenshots__/.
 * Deterministic: the project's own font (Inter), no animations, transitions, ripples or caret, and a
 * fixed clock. Accept new baselines with `npm run test:visual:accept`; `npm run test:visual:report`
 * writes an HTML page of the differences.
 */
import { afterEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { lowContrastTexts } from './contrast';

// Dates shown by stories ("Last synced", EST vs EDT) come from one fixed moment.
vi.setSystemTime(new Date('2026-01-15T13:00:00Z'));

const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
.MuiTouchRipple-root { display: none !important; }`;
document.head.appendChild(still);

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  // A page can name what to capture (a States grid wider than the viewport); else the whole body.
  const subject = document.querySelector<HTMLElement>('[data-visual]') ?? document.body;
  // Every States cell (or else every open dialog): its texts measured against the rendered pixels.
  const cells = [...document.querySelectorAll('[data-state]')];
  // (a dialog under another one is hidden from users, dimmed by the top one's backdrop: not judged).
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter(
    (d) => !d.closest('[aria-hidden="true"]'),
  );
  const scopes = cells.length ? cells : dialogs;
  if (scopes.length) {
    const shot = await page.screenshot({ element: subject, save: false });
    const low = await lowContrastTexts(subject, scopes, shot);
    expect(
      low.map(
        (f) =>
          `${f.where}: "${f.text}" ${f.ratio}:1 < ${f.needed}:1 (${f.color} on ${f.background})`,
      ),
      'texts below the contrast they need, measured from the screenshot',
    ).toEqual([]);
  }
  await expect.element(page.elementLocator(subject)).toMatchScreenshot();
});
