/**
 * Contrast measured from pixels, beyond axe: axe gives up ("incomplete") on text over a gradient, an
 * image or another element, and skips one-character text (a segment's "2"). Here every visible text of
 * a States cell or an open dialog has its colour (from its computed style) measured against what is
 * rendered behind it, read from a screenshot: the most frequent colour in the text's own box. And,
 * as axe does not at all, the parts that show what a control is or what state it is in (WCAG 1.4.11:
 * an input's border, a radio's or checkbox's mark, a switch's track, the selected segment, the focus
 * ring) against what is rendered next to them, at 3:1.
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

/** A screenshot's pixels (decoded once for both checks). */
export async function pixelsOf(base64: string): Promise<ImageData> {
  const blob = await (await fetch(`data:image/png;base64,${base64}`)).blob();
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D context to read the screenshot');
  ctx.drawImage(bitmap, 0, 0);
  return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
}

/**
 * The most frequent colour in a box of the screenshot (what a text sits on), leaving out `hole`, a
 * box inside it (what lies around a part, not the part).
 */
function backgroundIn(
  image: ImageData,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  hole?: { left: number; top: number; right: number; bottom: number },
): RGB | null {
  const counts = new Map<number, number>();
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(image.width, Math.ceil(x1));
  const bottom = Math.min(image.height, Math.ceil(y1));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      if (hole && x >= hole.left && x < hole.right && y >= hole.top && y < hole.bottom) continue;
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
 * Measures every text in `scopes` against `image` (the pixels of a screenshot of `subject`, 1:1) and
 * returns those below 4.5:1 (3:1 for large text).
 */
export function lowContrastTexts(
  subject: Element,
  scopes: Element[],
  image: ImageData,
): ContrastFinding[] {
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

/**
 * The parts that identify a control or its state, and the colour each shows, from its style (a
 * border, an icon's colour, a fill, a ring, a track drawn translucent), blended over what is next to
 * it when translucent.
 */
const PARTS: {
  name: string;
  selector: string;
  colour: (style: CSSStyleDeclaration) => string;
  /** How far outside the part's box what is next to it lies (a ring lies outside its offset). */
  around?: (style: CSSStyleDeclaration) => number;
}[] = [
  {
    name: 'input border',
    selector: '.MuiOutlinedInput-notchedOutline',
    colour: (s) => s.borderLeftColor,
  },
  {
    name: 'radio or checkbox mark',
    selector: '.MuiRadio-root:not(.Mui-checked) svg, .MuiCheckbox-root:not(.Mui-checked) svg',
    colour: (s) => s.color,
  },
  {
    name: 'selected segment',
    selector: '.MuiToggleButton-root.Mui-selected',
    colour: (s) => s.backgroundColor,
    // Past a focus ring, its own or its neighbour's (2 px wide, 2 px out): the surface beyond.
    around: () => 5,
  },
  {
    name: 'switch track',
    selector: '.MuiSwitch-track',
    colour: (s) => {
      const [r, g, b, a] = parseColor(s.backgroundColor);
      return `rgba(${r}, ${g}, ${b}, ${a * Number(s.opacity)})`;
    },
  },
  {
    name: 'focus ring',
    selector: '.Mui-focusVisible',
    colour: (s) =>
      s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 ? '' : s.outlineColor,
    around: (s) =>
      Math.max(0, parseFloat(s.outlineOffset) || 0) + (parseFloat(s.outlineWidth) || 0) + 1,
  },
];

/** The most frequent colour of the band `width` px wide just outside `box` (what the part sits on). */
function aroundOf(image: ImageData, box: DOMRect, gap: number, width = 3): RGB | null {
  const hole = {
    left: box.left - gap,
    top: box.top - gap,
    right: box.right + gap,
    bottom: box.bottom + gap,
  };
  return backgroundIn(
    image,
    hole.left - width,
    hole.top - width,
    hole.right + width,
    hole.bottom + width,
    hole,
  );
}

/**
 * Measures every part of `PARTS` in `scopes` against `image` (the pixels of a screenshot of
 * `subject`, 1:1) and returns those below 3:1 against what is next to them. Disabled parts are exempt (WCAG
 * 1.4.11 exempts inactive components).
 */
export function lowContrastParts(
  subject: Element,
  scopes: Element[],
  image: ImageData,
): ContrastFinding[] {
  const origin = subject.getBoundingClientRect();
  const findings: ContrastFinding[] = [];
  for (const scope of scopes) {
    for (const part of PARTS) {
      for (const el of scope.querySelectorAll(part.selector)) {
        if (exempt(el)) continue;
        const style = getComputedStyle(el);
        const colour = part.colour(style);
        if (!colour) continue;
        const page = el.getBoundingClientRect();
        if (page.width < 2 || page.height < 2) continue;
        const box = new DOMRect(
          page.left - origin.left,
          page.top - origin.top,
          page.width,
          page.height,
        );
        const next = aroundOf(image, box, part.around?.(style) ?? 0);
        if (!next) continue;
        let shown: RGB | null;
        if (colour === 'pixels')
          shown = backgroundIn(image, box.left, box.top, box.right, box.bottom);
        else {
          const [r, g, b, a] = parseColor(colour);
          shown = [r * a + next[0] * (1 - a), g * a + next[1] * (1 - a), b * a + next[2] * (1 - a)];
        }
        if (!shown) continue;
        const ratio = contrastRatio(shown, next);
        if (ratio < 3) {
          findings.push({
            text: part.name,
            where: scope.getAttribute('data-state') ?? scope.getAttribute('aria-labelledby') ?? '',
            ratio: Math.round(ratio * 100) / 100,
            needed: 3,
            color: hex(shown),
            background: hex(next),
          });
        }
      }
    }
  }
  return findings;
}
