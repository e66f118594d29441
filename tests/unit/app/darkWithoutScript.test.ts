/** The static pages' dark rules, repeated for a browser without scripts (src/app/staticLanding.tsx). */
import { describe, expect, it } from 'vitest';
import { withDarkWithoutScript } from '../../../src/app/staticLanding';

describe('withDarkWithoutScript', () => {
  it("repeats each top-level rule naming .dark under the system's dark preference, for a root not .light", () => {
    const css =
      ':root{--bg:#fff}.dark{--bg:#000}*:where(.dark) .s-1{color:#eee}@media (min-width:600px){.s-2{margin:0}}.darker{x:1}';
    expect(withDarkWithoutScript(css)).toBe(
      `${css}@media (prefers-color-scheme: dark){:root:not(.light){--bg:#000}*:where(:root:not(.light)) .s-1{color:#eee}}`,
    );
  });

  it('leaves a page with no dark rule as it is', () => {
    expect(withDarkWithoutScript(':root{--bg:#fff}')).toBe(':root{--bg:#fff}');
  });
});
