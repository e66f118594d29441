import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { Foundations } from './Foundations';

const meta = {
  title: 'Foundations/Theme',
  component: Foundations,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { ...viewports, ...statesViewport } },
    // The swatches show the palette as it is, including pairs a designer should see fail contrast.
    a11y: { config: { rules: [{ id: 'color-contrast', enabled: false }] } },
  },
  globals: { viewport: { value: 'states', isRotated: false } },
} satisfies Meta<typeof Foundations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Light and dark side by side; the primary colours are the theme's. */
export const Theme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Light' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dark' })).toBeVisible();
    await expect(canvas.getByText('#c2410c')).toBeVisible();
    await expect(canvas.getByText('#fb923c')).toBeVisible();
  },
};
