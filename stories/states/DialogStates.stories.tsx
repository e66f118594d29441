/* eslint-disable storybook/story-exports -- its stories are generated, one per block of the catalogue (.storybook/eachBlock.ts) */
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { BlockSettings } from '../../src/core/types';
import { settingsSchema } from '../../src/core/fields/fieldsToSchema';
import { validateForm } from '../../src/forms/validation';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';
import { blockCatalogue } from '../../tests/fixtures/catalogue';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { forEachBlock } from '../support/eachBlock';
import { StatesGrid, type StateCell } from './StatesGrid';

const connected = [
  { provider: 'google_calendar' as const, is_active: true, last_sync: '2026-01-15T06:00:00Z' },
];

/** A wrong value for each field type, for the "errors after submit" state. */
function wrongSettings(id: string): BlockSettings {
  const block = blockCatalogue.find((b) => b.id === id);
  const out: BlockSettings = {};
  for (const field of block?.fields ?? []) {
    if (field.type === 'text') out[field.key] = field.options ? '' : 'x'.repeat(60);
    if (field.type === 'number') out[field.key] = (field.validation?.max_value ?? 10) + 5;
  }
  return out;
}

function statesOf(id: string): StateCell[] {
  const block = blockCatalogue.find((b) => b.id === id);
  if (!block) throw new Error(`No block ${id}`);
  const config = (settings: BlockSettings) => ({
    schema: { fields: block.fields },
    current_settings: { ...block.default_settings, ...settings },
  });
  const wrong = { ...block.default_settings, ...wrongSettings(id) };
  const errors = validateForm(settingsSchema(block.fields), wrong);
  // The app's own dialog, laid in the page (inline) so every state sits side by side.
  const frame = (name: string, props: Partial<ComponentProps<typeof ConfigureDialog>>) => ({
    name,
    render: (cell: string) => (
      <ConfigureDialog
        inline
        id={cell}
        name={block.name}
        config={{ state: 'ready', config: config({}) }}
        integrations={connected}
        onSave={fn()}
        onClose={fn()}
        onConnectIntegration={fn()}
        {...props}
      />
    ),
  });
  const states: StateCell[] = [
    frame('Defaults (Save waits for a change)', {}),
    frame('Errors after submit', {
      config: { state: 'ready', config: config(wrong) },
      initialErrors: errors,
      guardUnsaved: false,
    }),
    frame('Saving', { saving: true }),
  ];
  if (block.fields.some((f) => f.type === 'integration')) {
    states.push(frame('Integration not connected', { integrations: [] }));
  }
  return states;
}

const meta = {
  title: 'States/Configure dialogs',
  component: StatesGrid,
  parameters: { layout: 'padded', viewport: { options: { ...viewports, ...statesViewport } } },
  globals: { viewport: { value: 'states', isRotated: false } },
  excludeStories: ['eachBlock'],
} satisfies Meta<typeof StatesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (id: string) => blockCatalogue.find((b) => b.id === id)?.name ?? id;

const play =
  (name: string): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('dialog', { name: `Configure ${name}` }).length % 4).toBe(0);
    await expect(canvas.getAllByRole('button', { name: 'Saving...' })).toHaveLength(4);
  };

/** One per block of the catalogue (a new block folder adds its own). */
export const eachBlock = forEachBlock('', (id: string): Story => ({
  args: { states: statesOf(id) },
  play: play(nameOf(id)),
}));
