import { Unstyled } from '@storybook/addon-docs/blocks';
import { Foundations } from './Foundations';

/**
 * The Foundations docs page (Foundations.mdx renders it), as a component so a story can show it as the
 * Docs tab does, in light and dark (DocsPages.stories.tsx). Its prose takes the docs theme's styles.
 */
export function FoundationsPage() {
  return (
    <>
      <h1>Foundations</h1>
      <p>
        Everything on screen is drawn from one MUI theme, <code>src/app/theme.ts</code> (
        <code>makeTheme(&apos;light&apos; | &apos;dark&apos;)</code>). Change a colour, size or
        radius there and every screen, form and story follows. The font is Inter, shipped with the
        project (<code>@fontsource/inter</code>), so every machine renders the same glyphs.
      </p>
      <ul>
        <li>
          <strong>Colour</strong>: the palette&apos;s main colours with the text colour that sits on
          them, and the surfaces.
        </li>
        <li>
          <strong>Type scale</strong>: each typography variant with its size and weight. Forms use{' '}
          <code>body1</code> for values, <code>caption</code> for the helper line (description,
          error and counter).
        </li>
        <li>
          <strong>Spacing</strong>: <code>theme.spacing(n)</code> is <code>8 × n</code> px; forms
          stack fields <code>1</code> apart and reserve one caption line under each field so nothing
          moves when an error appears.
        </li>
      </ul>
      {/* The theme's own headings and type, not the docs page's h2 colour and size. */}
      <Unstyled>
        <Foundations />
      </Unstyled>
    </>
  );
}
