/**
 * The font check's reading of Chromium's answers (tests/fonts/drawnFonts.ts), against a recorded
 * shape of the DevTools Protocol: which texts it holds against the app, and what it says of them.
 */
import { describe, expect, it } from 'vitest';
import { foreignFonts, type CdpSession } from '../../fonts/drawnFonts';

const text = (nodeId: number, nodeValue: string) => ({
  nodeId,
  nodeType: 3,
  nodeName: '#text',
  nodeValue,
});
const element = (nodeId: number, nodeName: string, children: object[]) => ({
  nodeId,
  nodeType: 1,
  nodeName,
  nodeValue: '',
  children,
});

/** A page: a label in Inter, a stepper sign in DejaVu, a style sheet, a Hebrew name, a frame. */
const page = {
  nodeId: 1,
  nodeType: 9,
  nodeName: '#document',
  nodeValue: '',
  documentURL: 'http://top/',
  children: [
    element(2, 'HTML', [
      element(3, 'STYLE', [text(4, 'body { font: 12px serif }')]),
      element(5, 'LABEL', [text(6, 'Times to call')]),
      element(7, 'BUTTON', [text(8, '−')]),
      element(9, 'P', [text(10, 'בוקר טוב, עדה')]),
      element(11, 'IFRAME', []),
    ]),
  ],
};
page.children[0]!.children[4] = {
  ...element(11, 'IFRAME', []),
  contentDocument: {
    nodeId: 12,
    nodeType: 9,
    nodeName: '#document',
    nodeValue: '',
    documentURL: 'http://story/',
    children: [element(13, 'SPAN', [text(14, 'Weather')])],
  },
} as never;

const fonts: Record<number, { familyName: string; glyphCount: number }[]> = {
  4: [{ familyName: 'DejaVu Sans', glyphCount: 20 }],
  6: [{ familyName: 'Inter SemiBold', glyphCount: 12 }],
  8: [{ familyName: 'DejaVu Sans', glyphCount: 1 }],
  10: [{ familyName: 'DejaVu Sans', glyphCount: 12 }],
  14: [
    { familyName: 'Inter', glyphCount: 6 },
    { familyName: 'DejaVu Sans', glyphCount: 1 },
  ],
};

function session(): CdpSession & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    send(method, params) {
      asked.push(method);
      const nodeId = (params as { nodeId?: number } | undefined)?.nodeId ?? 0;
      if (method === 'DOM.getDocument') return Promise.resolve({ root: page });
      if (method === 'CSS.getPlatformFontsForNode')
        return Promise.resolve({ fonts: fonts[nodeId] ?? [] });
      if (method === 'CSS.getComputedStyleForNode')
        return Promise.resolve({
          computedStyle: [
            { name: 'font-family', value: nodeId === 7 ? 'system-ui' : 'Inter' },
            { name: 'font-weight', value: '400' },
            { name: 'font-style', value: 'normal' },
          ],
        });
      return Promise.resolve({});
    },
  };
}

describe('foreignFonts', () => {
  it('names each text drawn in another font, with what its element asked for', async () => {
    expect(await foreignFonts(session())).toEqual([
      '"−" in DejaVu Sans (1 glyphs; font-family: system-ui 400 normal)',
      '"Weather" in DejaVu Sans (1 glyphs; font-family: Inter 400 normal)',
    ]);
  });

  it('reads one frame when told which', async () => {
    expect(await foreignFonts(session(), { documentUrl: 'http://story/' })).toEqual([
      '"Weather" in DejaVu Sans (1 glyphs; font-family: Inter 400 normal)',
    ]);
  });

  it('refuses a frame that is not there, and leaves the domains as it found them', async () => {
    const cdp = session();
    await expect(foreignFonts(cdp, { documentUrl: 'http://elsewhere/' })).rejects.toThrow(
      'No document at http://elsewhere/',
    );
    expect(cdp.asked.slice(-2)).toEqual(['CSS.disable', 'DOM.disable']);
  });
});
