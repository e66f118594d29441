/**
 * Visual regression for the storybook test project: after each story renders (and its play function
 * passes), what it shows is compared with its committed baseline image in stories/__screenshots__/.
 * Deterministic: the project's own font (Inter), no animations, transitions, ripples or caret, and a
 * fixed clock. Accept new baselines with `npm run test:visual:accept`; `npm run test:visual:report`
 * writes an HTML page of the differences.
 */
import { expect, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { lowContrastParts, lowContrastTexts, pixelsOf } from './contrast';
import { STORY_WINDOW } from './frame';
import { STORY_PICTURES } from './pictures';
import { foreignFonts } from '../tests/fonts/drawnFonts';

// findBy*/waitFor in play functions wait up to 10 s (testing-library's default is 1 s): parts of the app
// load when first used (the phone field, the forms' rules, toasts, the player), and a loaded 2-core CI
// machine took longer than 1 s to bring the phone field to a States page.
configure({ asyncUtilTimeout: 10_000 });

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

// Stories see one zone, whatever the machine's (the browser's zone is pinned in vite.config.ts).
const STORY_ZONE = 'America/New_York';

const frames = async (n: number) => {
  for (let i = 0; i < n; i += 1)
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
};

/** The story's frame at `width`, as tall as its content: nothing below the fold is left blank. */
async function wholeHeightAt(width: number) {
  await page.viewport(width, 900);
  await frames(2);
  const height = Math.max(900, document.documentElement.scrollHeight, document.body.scrollHeight);
  await page.viewport(width, Math.min(height, STORY_WINDOW.height));
  await frames(2);
}

/**
 * What a designer reads in `subject` is readable: every States cell shown (or else every open
 * dialog) has its texts measured against the rendered pixels, and no label is cut off at the top.
 */
async function expectReadable(subject: HTMLElement) {
  // (a cell the window's width hides is not judged; nor a dialog under another one, which users
  // cannot see behind the top one's backdrop).
  const cells = [...document.querySelectorAll<HTMLElement>('[data-state]')].filter((cell) =>
    cell.checkVisibility(),
  );
  const dialogs = [...document.querySelectorAll('[role="dialog"]')].filter(
    (d) => !d.closest('[aria-hidden="true"]'),
  );
  const scopes = cells.length ? cells : dialogs;
  if (scopes.length) {
    const shot = await page.screenshot({ element: subject, save: false });
    const image = await pixelsOf(shot);
    const low = lowContrastTexts(subject, scopes, image);
    expect(
      low.map(
        (f) =>
          `${f.where}: "${f.text}" ${f.ratio}:1 < ${f.needed}:1 (${f.color} on ${f.background})`,
      ),
      'texts below the contrast they need, measured from the screenshot',
    ).toEqual([]);
    const parts = lowContrastParts(subject, scopes, image);
    expect(
      parts.map(
        (f) => `${f.where}: ${f.text} ${f.ratio}:1 < 3:1 (${f.color} next to ${f.background})`,
      ),
      "controls' parts below 3:1 against what is next to them, measured from the screenshot",
    ).toEqual([]);
  }
  // A box's floated label sits above the box: a story must leave it room.
  const top = subject.getBoundingClientRect().top;
  const cut = [...subject.querySelectorAll('label, legend, .db-label')]
    .filter((label) => {
      const box = label.getBoundingClientRect();
      return box.height > 0 && label.textContent?.trim() && box.top < top;
    })
    .map(
      (label) =>
        `"${label.textContent?.trim()}" starts ${top - label.getBoundingClientRect().top}px above`,
    );
  expect(cut, 'labels cut off at the top of the screenshot').toEqual([]);
}

/** Stories generated for each block of the catalogue (stories/support/eachBlock.ts). */
const PER_BLOCK = 'per-block';
/** Stories outside States/ pictured as a States page is, at both real widths (the Playground). */
const AT_WIDTHS = 'at-widths';

/**
 * Compares a picture with its baseline. A story generated for a block folder that has just been added
 * has no baseline yet: its first picture is written for review (`git status` and the visual report show
 * it) and the story passes, so adding a block keeps the suite green; from then on it is compared like
 * any other. Any other story's missing baseline fails, as Vitest's rule is.
 */
async function matchPicture(subject: HTMLElement, perBlock: boolean, arg?: string) {
  const assertion = expect.element(page.elementLocator(subject));
  try {
    await (arg === undefined ? assertion.toMatchScreenshot() : assertion.toMatchScreenshot(arg));
  } catch (error) {
    const first = /No existing reference screenshot found/.test(String(error));
    if (!perBlock || !first) throw error;
    console.warn(`A first picture of a new block's story, to review: ${String(error)}`);
  }
}

/**
 * The pictures of one story, once its play function has passed (called by the preview's `afterEach`,
 * inside the story's test, through `storyPictures` below).
 */
async function takePictures({
  title,
  name: storyName,
  tags,
}: {
  title: string;
  name: string;
  tags: string[];
}) {
  const perBlock = tags.includes(PER_BLOCK);
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone, 'the pinned story zone').toBe(
    STORY_ZONE,
  );
  await document.fonts.ready;
  // Every glyph the story shows is drawn in the app's font.
  expect(
    await foreignFonts(cdp(), { documentUrl: location.href }),
    "texts drawn in a font other than the app's",
  ).toEqual([]);
  const start = { width: window.innerWidth, height: window.innerHeight };
  const name = storyName.replace(/\W+/g, '-');
  // A States page at the two viewports its cells stand for (StatesGrid lays itself out for each),
  // whole height: a desktop window, then a phone.
  if (title.startsWith('States/') || tags.includes(AT_WIDTHS)) {
    for (const [width, picture] of [
      [1280, 'desktop-1280'],
      [390, 'phone-390'],
    ] as const) {
      await wholeHeightAt(width);
      await expectReadable(document.body);
      await matchPicture(document.body, perBlock, `${name}-${picture}`);
    }
    await page.viewport(start.width, start.height);
    return;
  }
  // A page can name what to capture; else the whole body.
  const subject = document.querySelector<HTMLElement>('[data-visual]') ?? document.body;
  // Screens at their real widths, whole height: desktop 1280 (or the story's own viewport), then phone.
  const screen = title.startsWith('Screens/');
  // A story that names a phone or tablet viewport is taken at that width only.
  const ownViewport = start.width < 1000;
  if (screen) await wholeHeightAt(ownViewport ? window.innerWidth : 1280);
  await expectReadable(subject);
  await matchPicture(subject, perBlock);
  if (screen && !ownViewport) {
    await wholeHeightAt(390);
    await matchPicture(document.body, perBlock, `${name}-phone-390`);
  }
  if (screen) await page.viewport(start.width, start.height);
}

// Handed to the preview's afterEach through the page (./pictures.ts), not registered as a Vitest
// afterEach: the story files share one page and its modules (isolate: false), where this file's hooks
// were registered for the first files only and the others' pictures silently not taken.
(globalThis as Record<string, unknown>)[STORY_PICTURES] = takePictures;
