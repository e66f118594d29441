/**
 * Visual regression for the storybook test project: after each story renders (and its play function
 * passes), what it shows is compared with its committed baseline image in stories/__screenshots__/.
 * Deterministic: the project's own font (Inter), no animations, transitions, ripples or caret, and a
 * fixed clock. Accept new baselines with `npm run test:visual:accept`; `npm run test:visual:report`
 * writes an HTML page of the differences.
 */
import { afterEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';

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
  await expect.element(page.elementLocator(subject)).toMatchScreenshot();
});
