import type { Request } from '@playwright/test';
import { expect, newVerifiedUser, test } from './fixtures';

/**
 * What loads after the routine is usable still works on first use, in the real build (issue 24):
 * the voice previews' tooltips wait for Popper's engine (src/app/lazyPopper.ts), loaded on the
 * first hover and not before; the tooltip then shows beside its button.
 */
test('the first tooltip loads the popper engine then, and shows placed beside its button', async ({
  page,
}) => {
  await newVerifiedUser(page, 'lazy');
  const scripts: string[] = [];
  const watch = (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  };
  page.on('request', watch);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Schedule' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /\/popper-[\w-]+\.js$/.test(url))).toEqual([]);

  const preview = page.getByRole('button', { name: /^Preview / }).first();
  const label = (await preview.getAttribute('aria-label')) ?? '';
  await preview.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(label);
  await expect(tooltip).toHaveAttribute('data-popper-placement', /.+/);
  expect(scripts.filter((url) => /\/popper-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const [button, tip] = [await preview.boundingBox(), await tooltip.boundingBox()];
  expect(button && tip).toBeTruthy();
  if (button && tip) {
    // Placed by the engine next to the button (MUI's default: below it), not at the page's corner.
    expect(Math.abs(tip.x + tip.width / 2 - (button.x + button.width / 2))).toBeLessThan(40);
    expect(tip.y).toBeGreaterThan(button.y);
    expect(tip.y).toBeLessThan(button.y + button.height + 40);
  }
  page.off('request', watch);
});
