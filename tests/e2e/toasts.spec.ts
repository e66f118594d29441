import type { Locator, Page } from '@playwright/test';
import { expect, newVerifiedUser, test, toast } from './fixtures';

/** The open toasts' boxes (react-toastify's toast element, icon and text and buttons included). */
const openToasts = (page: Page) => page.locator('.Toastify__toast');

/** Lightness (0 black … 1 white) of a computed `rgb(…)` / `rgba(…)` colour. */
function lightness(colour: string): number {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the toasts open now (read at once: a toast may close at any moment). */
const toastBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.Toastify__toast')].map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/**
 * No open toast covers any of `buttons`, with each button scrolled to the top, the middle and the
 * bottom of the window in turn (a toast is fixed; the page scrolls under it).
 */
async function expectClearOf(page: Page, buttons: Record<string, Locator>) {
  for (const [name, button] of Object.entries(buttons)) {
    for (const block of ['start', 'center', 'end'] as const) {
      await button.evaluate((el, at) => el.scrollIntoView({ block: at }), block);
      const target = await button.boundingBox();
      if (!target) throw new Error(`${name} has no box`);
      const boxes = await toastBoxes(page);
      expect(boxes.length, 'an open toast').toBeGreaterThan(0);
      for (const box of boxes)
        expect(
          overlap(box, target),
          `a toast (${JSON.stringify(box)}) over ${name} (${JSON.stringify(target)}), scrolled to its ${block}`,
        ).toBe(false);
    }
  }
}

test('an open toast follows the colour mode when the system switches to dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await newVerifiedUser(page, 'toast-mode');
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  const open = openToasts(page).filter({ hasText: 'Added Weather to your routine' });
  await expect(open).toBeVisible();
  // Held open while it is looked at (react-toastify pauses a hovered toast's timer).
  await open.hover();
  const colours = () =>
    open.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, text: style.color };
    });
  const light = await colours();
  expect(lightness(light.background), light.background).toBeGreaterThan(0.9);
  expect(lightness(light.text), light.text).toBeLessThan(0.2);

  await page.emulateMedia({ colorScheme: 'dark' });
  // The page has followed the system…
  await expect
    .poll(async () =>
      lightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
    )
    .toBeLessThan(0.1);
  // …and so has the toast still open on it: a dark surface, light text.
  await expect.poll(async () => lightness((await colours()).background)).toBeLessThan(0.25);
  expect(lightness((await colours()).text)).toBeGreaterThan(0.9);
  await expect(open).toBeVisible();
});

test('at 1280 px toasts leave Save Schedule and Save Voice clear', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-place');
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  const voice = page.getByRole('region', { name: 'Wake-up Voice' });
  const buttons = {
    'Save Schedule': schedule.getByRole('button', { name: 'Save Schedule' }),
    'Save Voice': voice.getByRole('button', { name: 'Save Voice' }),
  };

  await schedule.getByRole('button', { name: 'Saturday' }).click();
  await buttons['Save Schedule'].click();
  await expect(toast(page, 'Schedule updated successfully!')).toBeVisible();
  await toast(page, 'Schedule updated successfully!').hover();
  await expectClearOf(page, buttons);

  await voice.getByRole('radio', { name: /Adam/ }).check();
  await buttons['Save Voice'].click();
  await expect(toast(page, 'Settings saved successfully')).toBeVisible();
  await toast(page, 'Settings saved successfully').hover();
  await expectClearOf(page, buttons);
});

/**
 * Marks what the page shows in the window now, below the app bar and the toasts open: its controls,
 * headings and texts (the main column's elements with a box of their own in view).
 */
const markShown = (page: Page) =>
  page.evaluate(() => {
    const chrome = Math.max(
      document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      ...[...document.querySelectorAll('.Toastify__toast')].map(
        (t) => t.getBoundingClientRect().bottom,
      ),
    );
    document.querySelectorAll('[data-shown]').forEach((el) => el.removeAttribute('data-shown'));
    let marked = 0;
    for (const el of document.querySelectorAll<HTMLElement>(
      'main button, main a, main input, main h1, main h2, main p, main li',
    )) {
      const box = el.getBoundingClientRect();
      if (!el.checkVisibility() || box.height === 0) continue;
      if (box.top < chrome || box.top >= window.innerHeight) continue;
      el.dataset.shown = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
        .trim()
        .slice(0, 40);
      marked += 1;
    }
    return marked;
  });

/** Of what markShown marked, what an open toast covers now. */
const coveredOfShown = (page: Page) =>
  page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.Toastify__toast')].map((t) =>
      t.getBoundingClientRect(),
    );
    return [...document.querySelectorAll<HTMLElement>('[data-shown]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return toasts.some(
          (t) =>
            t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom,
        );
      })
      .map((el) => `"${el.dataset.shown}" at y ${Math.round(el.getBoundingClientRect().top)}`);
  });

test('on a 390 px phone a toast covers nothing the page showed: the page moves below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newVerifiedUser(page, 'toast-phone');
  await page.mouse.move(0, 0);
  await expect(openToasts(page)).toHaveCount(0, { timeout: 20_000 });
  const bar = await page.getByRole('banner').boundingBox();
  if (!bar) throw new Error('no app bar');
  // Each toast is held open as it comes (react-toastify pauses its toasts when the window loses focus).
  const opens = async (text: string, act: () => Promise<void>) => {
    expect(await markShown(page), 'something of the page in view').toBeGreaterThan(0);
    await act();
    await expect(toast(page, text)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    // In place below the app bar once its entrance (it slides in from above the window) has run…
    await expect
      .poll(async () => (await toastBoxes(page)).every((box) => box.y >= bar.y + bar.height), {
        message: 'every toast below the app bar',
      })
      .toBe(true);
    // …and covering nothing the page showed.
    expect(await coveredOfShown(page), `what the toast "${text}" covers`).toEqual([]);
  };

  // At the top: the title and Make Test Call move below the toast.
  await page.evaluate(() => window.scrollTo(0, 0));
  await opens('Added Weather to your routine', () =>
    page
      .getByRole('article', { name: 'Weather' })
      .getByRole('button', { name: 'Add to Routine' })
      .evaluate((el) => (el as HTMLElement).click()),
  );
  await expect(page.getByRole('button', { name: 'Make Test Call' })).toBeInViewport();

  // Scrolled: a Save brought to the top of the window lands below the open toast (the page's scroll
  // padding counts it), and the next toast moves it, and all in view, further down.
  const schedule = page.getByRole('region', { name: 'Wake-up Schedule' });
  const voice = page.getByRole('region', { name: 'Wake-up Voice' });
  const saves: [Locator, string, Locator][] = [
    [
      schedule.getByRole('button', { name: 'Saturday' }),
      'Schedule updated successfully!',
      schedule.getByRole('button', { name: 'Save Schedule' }),
    ],
    [
      voice.getByRole('radio', { name: /Adam/ }),
      'Settings saved successfully',
      voice.getByRole('button', { name: 'Save Voice' }),
    ],
  ];
  for (const [change, text, save] of saves) {
    await change.click();
    await save.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const saveBox = await save.boundingBox();
    const stack = await toastBoxes(page);
    if (!saveBox) throw new Error(`no box for ${text}`);
    expect(saveBox.y, 'scrolled to the top, below the toasts').toBeGreaterThanOrEqual(
      Math.max(...stack.map((box) => box.y + box.height)),
    );
    await opens(text, () => save.click());
  }
  expect(await toastBoxes(page)).toHaveLength(3);
  // Tabbing to a control out of view brings it in clear of the toasts.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const call = page.getByRole('button', { name: 'Make Test Call' });
  await call.focus();
  const focused = await call.boundingBox();
  if (!focused) throw new Error('no Make Test Call');
  for (const box of await toastBoxes(page))
    expect(overlap(box, focused), 'a toast over the focused Make Test Call').toBe(false);
});

test('a toast open while the window crosses 900 px moves with the layout: under the app bar, or into the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-resize');
  await page.mouse.move(0, 0);
  await expect(openToasts(page)).toHaveCount(0, { timeout: 20_000 });
  const add = (name: string) =>
    page.getByRole('article', { name }).getByRole('button', { name: 'Add to Routine' });

  // Opened in the sidebar at 1280, then the window narrows to a phone's.
  await add('Weather').click();
  await expect(toast(page, 'Added Weather to your routine')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = await page.getByRole('banner').boundingBox();
  if (!bar) throw new Error('no app bar');
  // Under the app bar, the page's title pushed below it.
  const title = page.getByRole('heading', { level: 1 });
  await expect
    .poll(async () => {
      const heading = await title.boundingBox();
      return (await toastBoxes(page)).map(
        (box) => box.y >= bar.y + bar.height && !!heading && box.y + box.height <= heading.y,
      );
    })
    .toEqual([true]);
  await expect(title).toBeInViewport();

  // Opened under the app bar at 390, then the window widens: in the sidebar, clear of the page.
  await add('Horoscope').evaluate((el) => (el as HTMLElement).click());
  await expect(toast(page, 'Added Horoscope to your routine')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  await page.setViewportSize({ width: 1280, height: 800 });
  const main = await page.getByRole('main').boundingBox();
  if (!main) throw new Error('no main column');
  // (the toasts move once the app has seen the new width)
  await expect
    .poll(async () => (await toastBoxes(page)).map((box) => box.x + box.width <= main.x))
    .toEqual([true, true]);
  const boxes = await toastBoxes(page);
  const [one, two] = boxes as [Box, Box];
  expect(overlap(one, two), `two toasts one over the other: ${JSON.stringify(boxes)}`).toBe(false);
});

test('at 1280 px a stack of three toasts sits in the sidebar: the routine and its first entry stay clear', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-stack');
  const entries = page.getByTestId('routine-item');
  // The sign-up's toasts gone, three toasts of one's own, each held open as it comes (react-toastify
  // pauses its open toasts when the window loses focus), so they are measured together.
  await page.mouse.move(0, 0);
  await expect(openToasts(page)).toHaveCount(0, { timeout: 20_000 });
  for (const [i, name] of ['Weather', 'Horoscope', 'Word of the Day'].entries()) {
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: 'Add to Routine' })
      .click();
    await expect(entries).toHaveCount(i + 1);
    await expect(toast(page, `Added ${name} to your routine`)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  }
  // Three open at once (the limit: a fourth waits its turn).
  expect(await toastBoxes(page)).toHaveLength(3);
  const first = await entries.first().boundingBox();
  const main = await page.getByRole('main').boundingBox();
  const nav = await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link')
    .last()
    .boundingBox();
  const footer = await page
    .getByRole('button', { name: /Switch to (dark|light) mode/ })
    .boundingBox();
  if (!first || !main || !nav || !footer)
    throw new Error('no routine entry, main column or sidebar');
  const boxes = await toastBoxes(page);
  for (const box of boxes) {
    const at = JSON.stringify(box);
    expect(overlap(box, first), `a toast (${at}) over the first routine entry`).toBe(false);
    // Nothing of the page's column is under a toast, whatever scrolls there.
    expect(box.x + box.width, `a toast (${at}) reaching into the main column`).toBeLessThanOrEqual(
      main.x,
    );
    // In the sidebar, between its screens' links and its mode toggle and Logout.
    expect(box.y, `a toast (${at}) over the sidebar's links`).toBeGreaterThanOrEqual(
      nav.y + nav.height,
    );
    expect(box.y + box.height, `a toast (${at}) over the mode toggle`).toBeLessThanOrEqual(
      footer.y,
    );
  }
});

test('a toast’s Undo and close buttons are touch targets of at least 44 × 44 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await newVerifiedUser(page, 'toast-targets');
  /**
   * The boxes of the named buttons of the open toast with this text, read at once in the page (no
   * hover and its waits for a steady element: on a loaded machine a toast could close meanwhile).
   */
  const buttonsOf = async (text: string, names: string[]) => {
    await expect(toast(page, text)).toBeVisible();
    return page.evaluate(
      ({ text, names }) => {
        const alert = [...document.querySelectorAll('[role="alert"]')].find((el) =>
          el.textContent?.includes(text),
        );
        const toastEl = alert?.closest('.Toastify__toast') ?? alert;
        return names.map((name) => {
          const button = [...(toastEl?.querySelectorAll('button') ?? [])].find(
            (b) =>
              (b.getAttribute('aria-label') ?? b.textContent ?? '').trim().toLowerCase() === name,
          );
          const box = button?.getBoundingClientRect();
          return { name, width: box?.width ?? 0, height: box?.height ?? 0 };
        });
      },
      { text, names },
    );
  };
  const expectTargets = (boxes: { name: string; width: number; height: number }[]) => {
    for (const box of boxes) {
      expect(box.width, `${box.name}'s width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${box.name}'s height`).toBeGreaterThanOrEqual(44);
    }
  };
  await page
    .getByRole('article', { name: 'Weather' })
    .getByRole('button', { name: 'Add to Routine' })
    .click();
  // A plain toast's close button…
  expectTargets(await buttonsOf('Added Weather to your routine', ['close']));
  // …and an Undo toast's two buttons.
  await page.getByRole('button', { name: 'Remove Weather' }).click();
  // Held open under the pointer (react-toastify pauses a toast's countdown on hover): on a loaded
  // machine its 5 s ran out once before Undo was pressed (CI of 9a057b2).
  await toast(page, 'Block removed from routine').hover();
  expectTargets(await buttonsOf('Block removed from routine', ['undo', 'close']));
  // Undo still works: the block is back.
  await toast(page, 'Block removed from routine').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('routine-item')).toHaveCount(1);
});
