/**
 * Contrast measured from pixels, beyond axe: axe gives up ("incomplete") on text over a gradient, an
 * image or another element, and skips one-character text (a segment's "2"). Here every visible text of
 * a States cell or an open dialog has its colour (from its computed style) measured against what is
 * rendered behind it, read from a screenshot: the most frequent colour in the text's own box.
 */

export interface ContrastFinding {
  text: string;
  where: string;
  ratio: number;
  needed: number;
  color: string;
  background: string;
}

type RGB = [number, number, number];

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: RGB) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: RGB, b: RGB): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function parseColor(css: string): [number, number, number, number] {
  const parts = css.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

const hex = (c: RGB) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG large text: 24 px, or 18.66 px bold. */
function isLarge(style: CSSStyleDeclaration) {
  const size = parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
}

/**
 * Disabled controls are exempt (WCAG 1.4.3); hidden text is not seen; a colour sample (a Foundations
 * swatch, `data-contrast-sample`) shows a pair as it is, failing or not, for a designer to judge.
 */
function exempt(el: Element) {
  if (el.closest('[disabled], .Mui-disabled, [aria-disabled="true"], [data-contrast-sample]')) {
    return true;
  }
  return !el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/** The part of a text's box its clipping ancestors let show (a truncated line ends at its ellipsis). */
function shownPart(box: DOMRect, el: Element, root: Element): DOMRect | null {
  let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
  for (
    let node: Element | null = el;
    node && node !== root.parentElement;
    node = node.parentElement
  ) {
    if (getComputedStyle(node).overflow === 'visible') continue;
    const clip = node.getBoundingClientRect();
    [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
    [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
  }
  return right - left >= 2 && bottom - top >= 2
    ? new DOMRect(left, top, right - left, bottom - top)
    : null;
}

/** The texts a cell shows, each with its element and the box it shows in on the page. */
function textsOf(root: Element) {
  const out: { el: Element; text: string; box: DOMRect }[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const el = node.parentElement;
    if (!text || !el || exempt(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      const box = shownPart(rect, el, root);
      if (box) out.push({ el, text, box });
    }
  }
  return out;
}

async function pixelsOf(base64: string) {
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context to read the screenshot');
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** The most frequent colour in a box of the screenshot: what the text sits on. */
function backgroundIn(
  image: ImageData,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): RGB | null {
  const counts = new Map<number, number>();
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(image.width, Math.ceil(x1));
  const bottom = Math.min(image.height, Math.ceil(y1));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = (y * image.width + x) * 4;
      const key = (image.data[i]! << 16) | (image.data[i + 1]! << 8) | image.data[i + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  let most = 0;
  for (const [key, n] of counts) {
    if (n > most) [best, most] = [key, n];
  }
  return best === null ? null : [(best >> 16) & 255, (best >> 8) & 255, best & 255];
}

/**
 * Measures every text in `scopes` against the pixels of `screenshot` (a PNG of `subject`, 1:1) and
 * returns those below 4.5:1 (3:1 for large text).
 */
export async function lowContrastTexts(
  subject: Element,
  scopes: Element[],
  screenshot: string,
): Promise<ContrastFinding[]> {
  const image = await pixelsOf(screenshot);
  const origin = subject.getBoundingClientRect();
  const findings: ContrastFinding[] = [];
  for (const scope of scopes) {
    for (const { el, text, box } of textsOf(scope)) {
      const style = getComputedStyle(el);
      const bg = backgroundIn(
        image,
        box.left - origin.left,
        box.top - origin.top,
        box.right - origin.left,
        box.bottom - origin.top,
      );
      if (!bg) continue;
      const [r, g, b, a] = parseColor(style.color);
      const fg: RGB = [r * a + bg[0] * (1 - a), g * a + bg[1] * (1 - a), b * a + bg[2] * (1 - a)];
      const ratio = contrastRatio(fg, bg);
      const needed = isLarge(style) ? 3 : 4.5;
      if (ratio < needed) {
        findings.push({
          text: text.slice(0, 40),
          where: scope.getAttribute('data-state') ?? scope.getAttribute('aria-labelledby') ?? '',
          ratio: Math.round(ratio * 100) / 100,
          needed,
          color: hex(fg),
          background: hex(bg),
        });
      }
    }
  }
  return findings;
}
