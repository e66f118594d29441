import { expect, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../src/app/theme';

/** The four cells (light and dark, phone and desktop) of one row of a States page. */
export function cellsOf(canvasElement: HTMLElement, name: string): HTMLElement[] {
  const cells = [...canvasElement.querySelectorAll<HTMLElement>(`[data-state^="${name} ·"]`)];
  if (cells.length !== 4) throw new Error(`${cells.length} cells in the row "${name}", not 4`);
  return cells;
}

/** The same cells, to query. */
export const row = (canvasElement: HTMLElement, name: string) =>
  cellsOf(canvasElement, name).map((cell) => within(cell));

const themeOf = (cell: HTMLElement) =>
  cell.dataset.state?.includes(' · Dark · ') ? darkTheme : lightTheme;

/** A colour as the browser reports it (`rgb(r, g, b)`). */
function computed(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.appendChild(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/**
 * The focus ring a cell shows, as a person sees it: a text box's 2 px outline, or a button's or
 * switch's 2 px ring, in the theme's focus colour (secondary, a blue) — or null if nothing shows one.
 */
export function focusRingIn(cell: HTMLElement) {
  const box = cell.querySelector('.MuiInputBase-root.Mui-focused .MuiOutlinedInput-notchedOutline');
  if (box) {
    const style = getComputedStyle(box);
    return { color: style.borderTopColor, width: style.borderTopWidth };
  }
  const control = cell.querySelector('.Mui-focusVisible');
  if (control) {
    const style = getComputedStyle(control);
    return style.outlineStyle === 'solid'
      ? { color: style.outlineColor, width: style.outlineWidth }
      : null;
  }
  return null;
}

/** The ring `focusRingIn` must find in `cell`, for its colour mode. */
export const expectedFocusRing = (cell: HTMLElement) => ({
  color: computed(themeOf(cell).palette.secondary.main),
  width: '2px',
});

/**
 * The control a field's error text describes and sits under: the error is in the field's helper line
 * (`errorId`), below the control that `aria-describedby` names it; throws if not.
 */
export function controlAbove(message: HTMLElement): HTMLElement {
  const control = message.id
    ? document.querySelector<HTMLElement>(`[aria-describedby~="${message.id}"]`)
    : null;
  if (!control) throw new Error(`No control is described by "${message.textContent}"`);
  const box = (control.closest('.MuiInputBase-root') ?? control).getBoundingClientRect();
  if (message.getBoundingClientRect().top < box.bottom - 1)
    throw new Error(`"${message.textContent}" is not under its field`);
  return control;
}

/**
 * How a cell's hovered control (see ForcedState) looks: a text box's outline colour, else the
 * control's background — or null if no control is hovered.
 */
export function hoverLookIn(cell: HTMLElement) {
  const control = cell.querySelector<HTMLElement>('.db-forced-hover');
  if (!control) return null;
  const outline = control.matches('.MuiInputBase-root')
    ? control.querySelector('.MuiOutlinedInput-notchedOutline')
    : null;
  return outline
    ? { outline: getComputedStyle(outline).borderTopColor }
    : { background: getComputedStyle(control).backgroundColor };
}

/** A hovered text box's outline: the mode's primary text colour (MUI's outlined hover). */
export const hoveredOutline = (cell: HTMLElement) => ({
  outline: computed(themeOf(cell).palette.text.primary),
});

/** No background: what a button or switch shows at rest, and must not show hovered. */
export const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/**
 * A page's Focused and Hover rows (see ForcedState) show what a person sees, in every column: the
 * focus ring in the mode's focus colour; a hovered text box's darker outline, or a hovered button's
 * or switch's tint. And nothing holds the real focus: the page is pictured at rest.
 */
export async function expectForcedRows(
  canvasElement: HTMLElement,
  { focused = 'Focused', hover = 'Hover' }: { focused?: string; hover?: string } = {},
) {
  for (const cell of cellsOf(canvasElement, focused)) {
    await expect(focusRingIn(cell), cell.dataset.state).toEqual(expectedFocusRing(cell));
  }
  for (const cell of cellsOf(canvasElement, hover)) {
    const look = hoverLookIn(cell);
    await expect(look, cell.dataset.state).not.toBeNull();
    if (look && 'outline' in look) await expect(look).toEqual(hoveredOutline(cell));
    else await expect(look?.background, cell.dataset.state).not.toBe(TRANSPARENT);
  }
  await expect(document.activeElement).toBe(document.body);
}

/** Nothing long pushes past its cell: each of the row's cells holds its content in its width. */
export async function expectFitsItsCells(canvasElement: HTMLElement, name: string) {
  await expect(
    cellsOf(canvasElement, name)
      .filter((cell) => cell.scrollWidth > cell.clientWidth)
      .map((cell) => cell.dataset.state),
  ).toEqual([]);
}

/**
 * Waits until every part a form loads when first shown (the place field: lazyPart's placeholder, a
 * progressbar "Loading the …") is there, in every cell, before a play reads them.
 */
export const partsLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(
      canvasElement.querySelector('[role="progressbar"][aria-label^="Loading the"]'),
    ).toBeNull(),
  );
