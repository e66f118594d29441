import type { Meta, StoryObj } from '@storybook/react-vite';
import { DecoratorHelpers } from '@storybook/addon-themes';
import type { DocsContainerProps } from '@storybook/addon-docs/blocks';
import { addons } from 'storybook/preview-api';
import { expect, fn, within } from 'storybook/test';
import { DocsPage, type DocsMode } from '../../.storybook/docsTheme';
import { docsViewport, viewports } from '../../.storybook/viewports';
import { FieldHarness } from '../forms/FieldHarness';
import { FoundationsPage } from './FoundationsPage';

/**
 * What the Docs tab shows, in the theme picked in the toolbar: the page's own text and the stories
 * in it must be readable on its background in light and in dark. Each page part is a measured cell
 * (its texts against the rendered pixels, see .storybook/contrast.ts).
 */
function DocsPreview({ mode }: { mode: DocsMode }) {
  // The least a docs container asks of its context outside a running docs page.
  const context = {
    channel: addons.getChannel(),
    projectAnnotations: { parameters: {} },
    resolveOf: () => {
      throw new Error('No CSF file: a page shown as a story');
    },
  } as unknown as DocsContainerProps['context'];
  return (
    <div data-visual>
      <DocsPage mode={mode} context={context}>
        <div data-state={`Foundations page · ${mode}`}>
          <FoundationsPage />
        </div>
        {/* As the Docs tab's story block holds a story: out of the page's prose styles. */}
        <div className="sb-story sb-unstyled" data-state={`A field on a docs page · ${mode}`}>
          <FieldHarness
            id={`docs-${mode}`}
            field={{
              key: 'zip_code',
              label: 'Zip code',
              type: 'text',
              description: 'The 5 digits of the place whose weather you want.',
              validation: { max_length: 5 },
            }}
            value="94110"
            onSubmit={fn()}
          />
        </div>
      </DocsPage>
    </div>
  );
}

const meta = {
  title: 'Foundations/Docs pages',
  component: DocsPreview,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { ...viewports, ...docsViewport } },
    // The Foundations swatches show pairs a designer should see fail (axe's rule is off there too).
    a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
  },
  globals: { viewport: { value: 'docs', isRotated: false } },
  render: (_args, context) => (
    <DocsPreview
      mode={DecoratorHelpers.pluckThemeFromContext(context) === 'dark' ? 'dark' : 'light'}
    />
  ),
} satisfies Meta<typeof DocsPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { name: 'Foundations', level: 1 })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Dark', level: 2 })).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Zip code' })).toHaveValue('94110');
};

/** The Foundations page and a field as the Docs tab shows them in light mode. */
export const Light: Story = { args: { mode: 'light' }, play };
/** The same in dark mode: the page follows the toolbar's theme. */
export const Dark: Story = { args: { mode: 'dark' }, globals: { theme: 'dark' }, play };
