/**
 * Which fonts really drew a page's text, as Chromium reports it (DevTools Protocol,
 * `CSS.getPlatformFontsForNode`): the story tests and the end-to-end tests refuse any text drawn in a
 * font other than the app's. Under tests/fonts/fonts.conf anything the app's font does not draw (a
 * control left in the browser's default font, a glyph Inter lacks) falls to DejaVu, so it is caught
 * here on every machine, not only on one whose fonts happen to differ.
 */

/** The theme's font (src/app/theme.ts names it first). */
export const APP_FONT = 'Inter';

/**
 * Scripts the app's font has no letters for: what a user types in them is drawn by their system's
 * fonts, whatever the app does (in the tests, by DejaVu), so such a text is not held against the app.
 */
const SCRIPTS_INTER_LACKS =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Devanagari}]/u;

/** A DevTools Protocol session: Playwright's CDPSession and Vitest's `cdp()` both fit. */
export interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  documentURL?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

const TEXT_NODE = 3;
/** Elements whose text is not drawn. */
const UNDRAWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'HEAD']);

const childrenOf = (node: DomNode) => [
  ...(node.shadowRoots ?? []),
  ...(node.contentDocument ? [node.contentDocument] : []),
  ...(node.children ?? []),
];

/** The document at `url` in the tree (a story's frame), else the whole tree. */
function documentAt(root: DomNode, url: string | undefined): DomNode | undefined {
  if (!url) return root;
  if (root.nodeName === '#document' && root.documentURL === url) return root;
  for (const child of childrenOf(root)) {
    const found = documentAt(child, url);
    if (found) return found;
  }
  return undefined;
}

/**
 * Each text node that draws something, with its element (asked one by one: asked for an element,
 * Chromium counts the text of its children's children too, so a parent would answer for its code).
 */
function textNodes(
  node: DomNode,
  element: DomNode,
  out: { nodeId: number; elementId: number; text: string }[] = [],
) {
  if (UNDRAWN.has(node.nodeName)) return out;
  if (node.nodeType === TEXT_NODE) {
    const text = node.nodeValue.replace(/\s+/g, ' ').trim();
    if (text) out.push({ nodeId: node.nodeId, elementId: element.nodeId, text });
    return out;
  }
  for (const child of childrenOf(node)) textNodes(child, node.nodeType === 1 ? node : element, out);
  return out;
}

/**
 * The texts drawn, wholly or partly, in a font other than the app's, each as
 * `"text" in Family (n glyphs)`; empty when every glyph on the page is the app's. `documentUrl` picks
 * one frame's document (a story's), else the page's whole tree is read.
 */
export async function foreignFonts(
  session: CdpSession,
  { documentUrl }: { documentUrl?: string } = {},
): Promise<string[]> {
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  try {
    return await readFonts(session, documentUrl);
  } finally {
    await session.send('CSS.disable');
    await session.send('DOM.disable');
  }
}

/** The fonts that drew a text node; none for a node gone since the tree was read (it draws nothing). */
async function fontsOf(session: CdpSession, nodeId: number): Promise<PlatformFont[]> {
  try {
    const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
      fonts: PlatformFont[];
    };
    return fonts;
  } catch (error) {
    // (Vitest's session rejects with the error's fields, not an Error)
    const message = (error as { message?: unknown } | null)?.message ?? error;
    if (/Could not find node/.test(String(message))) return [];
    throw error;
  }
}

async function readFonts(session: CdpSession, documentUrl: string | undefined) {
  const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
    root: DomNode;
  };
  const document = documentAt(root, documentUrl);
  if (!document) throw new Error(`No document at ${String(documentUrl)} in the page`);
  // A weight's file may name itself after it ("Inter SemiBold").
  const own = (family: string) => family === APP_FONT || family.startsWith(`${APP_FONT} `);
  const holders = textNodes(document, document);
  const drawn = await Promise.all(holders.map(({ nodeId }) => fontsOf(session, nodeId)));
  const foreign = holders.flatMap(({ elementId, text }, i) =>
    (SCRIPTS_INTER_LACKS.test(text) ? [] : (drawn[i] ?? []))
      .filter((font) => font.glyphCount > 0 && !own(font.familyName))
      .map((font) => ({ elementId, text, font })),
  );
  // Each finding says what the element asked for, which tells why it fell to another font.
  return Promise.all(
    foreign.map(async ({ elementId, text, font }) => {
      const { computedStyle } = (await session.send('CSS.getComputedStyleForNode', {
        nodeId: elementId,
      })) as { computedStyle: { name: string; value: string }[] };
      const style = (name: string) => computedStyle.find((p) => p.name === name)?.value ?? '?';
      const asked = `${style('font-family')} ${style('font-weight')} ${style('font-style')}`;
      const shown = text.length > 60 ? `${text.slice(0, 59)}…` : text;
      return `"${shown}" in ${font.familyName} (${String(font.glyphCount)} glyphs; font-family: ${asked})`;
    }),
  );
}
