import type { Page } from '@playwright/test';
import { expect, modulesOf, newVerifiedUser, test } from './fixtures';

/**
 * A new user with Weather in the routine; from here every script that holds a module `matches`
 * accepts is held back until `release()` (`held` lists them as they are asked for).
 */
async function routineWithScriptsHeld(
  page: Page,
  prefix: string,
  matches: (module: string) => boolean,
) {
  await newVerifiedUser(page, prefix);
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  await expect(page.getByRole('button', { name: 'Configure Weather' })).toBeVisible();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (modulesOf(route.request().url()).some(matches)) {
      held.push(route.request().url());
      await released;
    }
    await route.continue();
  });
  return { held, release: () => release() };
}

/**
 * What loads after the routine is usable still works on first use, in the real build (issue 24): the
 * voice previews' tooltips, whose positioning engine (Popper) comes with the voice card — after the
 * routine is usable (below), not with the route — show placed beside their button.
 */
test('the first tooltip shows placed beside its button', async ({ page }) => {
  await newVerifiedUser(page, 'lazy');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Schedule' })).toBeVisible();

  const preview = page.getByRole('button', { name: /^Preview / }).first();
  const label = (await preview.getAttribute('aria-label')) ?? '';
  await preview.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText(label);
  await expect(tooltip).toHaveAttribute('data-popper-placement', 'left');
  const [button, tip] = [await preview.boundingBox(), await tooltip.boundingBox()];
  expect(button && tip).toBeTruthy();
  if (button && tip) {
    // Placed by the engine next to the button (to its left, over its own voice's line), not at the
    // page's corner.
    expect(Math.abs(tip.y + tip.height / 2 - (button.y + button.height / 2))).toBeLessThan(20);
    expect(tip.x + tip.width).toBeLessThanOrEqual(button.x + 1);
    expect(tip.x + tip.width).toBeGreaterThan(button.x - 40);
  }
});

/**
 * The voice card loads once the routine has shown (src/app/RoutineScreen.tsx), not with the route,
 * and Popper's engine with it: both held back, the routine is still usable — Configure and Save
 * Schedule — with a placeholder where the card goes; let through, it takes its place. Nothing above
 * it waits: the schedule never moves under the pointer once it has shown.
 */
test('the routine is usable before the voice card has loaded, and the schedule does not move when it comes', async ({
  page,
}) => {
  // The voice card, and Popper's engine (its previews' tooltips), which comes with it.
  const { held, release } = await routineWithScriptsHeld(
    page,
    'later',
    (m) => /features\/voice\/VoiceCard\.tsx$/.test(m) || m.includes('@popperjs/'),
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Configure Weather' })).toBeEnabled();
    const save = page.getByRole('button', { name: 'Save Schedule' });
    await expect(save).toBeVisible();
    const shown = await save.boundingBox();
    await expect(page.getByRole('heading', { name: 'Hear my call' })).toBeVisible();
    if (width === 1280) {
      await expect(page.getByRole('heading', { name: 'Wake-up Voice' })).toHaveCount(0);
      await expect(page.getByLabel('Loading...').first()).toBeVisible();
      expect(held.length).toBeGreaterThan(0);
      release();
    }
    await expect(page.getByRole('heading', { name: 'Wake-up Voice' })).toBeVisible();
    await expect(page.getByLabel('Loading...')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await save.boundingBox(), `Save Schedule at ${width} px, once all has loaded`).toEqual(
      shown,
    );
  }
});

/**
 * The overlays (MUI's Dialog and Drawer, with its Modal and transitions) load once the routine page
 * is idle, not with it (src/components/onDemand.tsx): every script that carries any of their parts
 * held back, the routine is usable (a route that needed one would never render) and asks for them;
 * Configure pressed before they arrive opens its dialog once they do, and the phone menu opens too.
 */
test('the dialogs and the phone menu come after the routine, and open when reached for before they arrive', async ({
  page,
}) => {
  // Which chunk holds which part is the build's choice: Dialog and Drawer may come apart from the
  // Modal under them, which the rare parts share. (The dialogs' small parts, title, content and
  // actions, come with the cards.)
  const overlayParts =
    /@mui\/material\/(Modal\/|Dialog\/Dialog\.|Drawer\/Drawer\.|Unstable_TrapFocus\/|Backdrop\/)/;
  const { held, release } = await routineWithScriptsHeld(page, 'overlays', (m) =>
    overlayParts.test(m),
  );
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Configure Weather' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save Schedule' })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Configure Weather' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configure Weather' });
  await expect(dialog).toHaveCount(0);
  release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /Place/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
});
