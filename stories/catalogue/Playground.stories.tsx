import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIELD_TYPE_NAMES } from '../../src/core/fields/parseBlockConfig';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { apiHandlers } from '../support/api';
import { forEachBlock } from '../support/eachBlock';
import { Playground, type PlaygroundState, type View } from './Playground';
import { decodeFields, decodeValues, encodeFields, encodeValues } from './playgroundLink';
import { sampleOf, samples } from './samples';
import { everyStatePlay } from './playgroundPlays';

/** What the Playground opens with: one field of every kind, valid. */
const example = JSON.stringify(
  [
    {
      key: 'zip_code',
      label: 'Zip code',
      type: 'text',
      required: true,
      description: 'The 5-digit zip code of the place whose weather you want.',
      validation: { max_length: 5, pattern: '^[0-9]{5}$' },
    },
    {
      key: 'sign',
      label: 'Star sign',
      type: 'text',
      options: [
        { value: 'aries', label: 'Aries' },
        { value: 'leo', label: 'Leo' },
      ],
    },
    {
      key: 'detail_level',
      label: 'Detail level',
      type: 'number',
      default_value: 2,
      validation: { min_value: 1, max_value: 3 },
    },
    {
      key: 'max_events',
      label: 'Events to read',
      type: 'number',
      validation: { min_value: 1, max_value: 10 },
    },
    { key: 'use_celsius', label: 'Use Celsius', type: 'toggle', default_value: false },
    {
      key: 'place',
      label: 'Place',
      type: 'place',
      description: 'A city or postcode, found as you type.',
    },
  ],
  null,
  2,
);

/** A story's args are its link: Storybook keeps them in the URL (`&args=fields:…;sample:…`). */
interface PlaygroundArgs {
  /** The free text, base64url-encoded (playgroundLink.ts). */
  fields: string;
  /** A block's id, or '' for the free text. */
  sample: string;
  /** The dialog's values, base64url-encoded JSON; '' for the fields' defaults. */
  values: string;
  view: View;
  onSave: ReturnType<typeof fn>;
  /** Hears every change of the args the page writes to the URL. */
  onLink: ReturnType<typeof fn>;
}
type LinkArgs = Pick<PlaygroundArgs, 'fields' | 'sample' | 'values' | 'view'>;

/** A Playground change as the args that carry it. */
function linkArgs(change: Partial<PlaygroundState>): Partial<LinkArgs> {
  const args: Partial<LinkArgs> = {};
  if (change.text !== undefined) args.fields = encodeFields(change.text);
  if (change.sample !== undefined) args.sample = change.sample;
  if (change.values !== undefined) args.values = change.values ? encodeValues(change.values) : '';
  if (change.view !== undefined) args.view = change.view;
  return args;
}

const onLink = fn();
const meta = {
  title: 'Catalogue/Playground',
  args: { fields: '', sample: '', values: '', view: 'try', onSave: fn(), onLink },
  argTypes: {
    fields: { control: false },
    values: { control: false },
    sample: { control: 'select', options: ['', ...samples.map((s) => s.id)] },
    view: { control: 'inline-radio', options: ['try', 'states'] },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: { ...viewports, ...statesViewport } },
  },
  // Pictured as a States page: at a 1280 px desktop and a 390 px phone (.storybook/vitest.setup.ts).
  tags: ['at-widths'],
  excludeStories: ['eachBlock'],
  render: function Render(args) {
    const [, updateArgs] = useArgs<PlaygroundArgs>();
    return (
      <Playground
        initial={{
          text: decodeFields(args.fields) ?? example,
          sample: args.sample,
          values: decodeValues(args.values),
          view: args.view,
        }}
        onSave={args.onSave}
        onShare={(change) => {
          const next = linkArgs(change);
          args.onLink(next);
          updateArgs(next);
        }}
      />
    );
  },
} satisfies Meta<PlaygroundArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const verdictOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'What the server answers' });

/** Opens valid; every edit re-checks the JSON, and a broken one says why while the last form stays. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Valid block configuration')).toBeVisible();
    await expect(canvas.getByLabelText(/Zip code/)).toBeVisible();
    const editor = canvas.getByLabelText('schema.fields JSON');
    await userEvent.clear(editor);
    await userEvent.paste('[{"key": ');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^Not valid JSON yet/));
    await userEvent.paste('"x", "label": "X", "type": "colour"}]');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        `Field "x" type is not one of ${FIELD_TYPE_NAMES.join(', ')}`,
      ),
    );
    await userEvent.clear(editor);
    await userEvent.paste(
      '[{"key": "sign", "label": "Star sign", "type": "text", "validation": {"max_length": 11}}]',
    );
    await expect(await canvas.findByLabelText(/Star sign/)).toBeVisible();
  },
};

/**
 * Each block's fields load from the picker (its block.json, as the server serves it), and the free
 * text typed before comes back with "Free text". Ends on Weather's fields.
 */
export const Samples: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByLabelText('schema.fields JSON');
    await userEvent.clear(editor);
    await userEvent.paste('[{"key": "mine", "label": "Mine", "type": "toggle"}]');
    const pick = async (label: string) => {
      const select = canvas.getByRole('combobox', { name: 'Sample' });
      await userEvent.selectOptions(select, within(select).getByRole('option', { name: label }));
    };
    for (const sample of [...samples].reverse()) {
      await pick(sample.name);
      await expect(editor).toHaveValue(JSON.stringify(sample.fields, null, 2));
      const dialog = canvas.getByRole('dialog', { name: `Configure ${sample.name}` });
      for (const field of sample.fields) {
        await expect(within(dialog).getAllByText(field.label).length).toBeGreaterThan(0);
      }
    }
    await pick('Free text');
    await expect(editor).toHaveValue('[{"key": "mine", "label": "Mine", "type": "toggle"}]');
    await expect(canvas.getByRole('switch', { name: 'Mine' })).toBeEnabled();
    await pick('Weather');
    await expect(canvas.getByRole('combobox', { name: 'Sample' })).toHaveDisplayValue('Weather');
  },
};

/**
 * What the server's own validator answers for the values in the dialog: the Weather sample without a
 * place is refused, naming the field; a place found in the search box and chosen is accepted; the
 * URL's args follow each value. Ends accepted.
 */
export const ServerVerdict: Story = {
  args: { sample: 'weather' },
  // The place box searches GET /api/places/ (the fixtures answer the zones' main cities).
  parameters: { msw: { handlers: apiHandlers() } },
  play: async ({ canvasElement }) => {
    onLink.mockClear();
    const canvas = within(canvasElement);
    const verdict = within(verdictOf(canvasElement));
    // The sample's defaults have no place: a new block takes the user's own, the Playground has none.
    await waitFor(() =>
      expect(verdict.getByRole('status')).toHaveTextContent(
        /^Refused: place: Choose a place from the list/,
      ),
    );
    const place = await canvas.findByRole('combobox', { name: /Place/ });
    await userEvent.type(place, 'Syd');
    await userEvent.click(
      await within(document.body).findByRole('option', {
        name: 'Sydney, New South Wales, Australia',
      }),
    );
    await waitFor(() => expect(verdict.getByRole('status')).toHaveTextContent(/^Accepted/));
    await expect(verdict.getByText(/"place":\{"name":"Sydney"/)).toBeVisible();
    // The link holds the dialog's values as they are.
    const last = onLink.mock.lastCall?.[0] as Partial<LinkArgs>;
    await expect(decodeValues(last.values)).toMatchObject({
      place: { name: 'Sydney', country_code: 'AU' },
      use_celsius: false,
      detail_level: 2,
    });
  },
};

const linked = {
  fields: encodeFields(
    '[{"key": "days", "label": "Days ahead", "type": "number", "required": true, "validation": {"min_value": 1, "max_value": 14}}]',
  ),
  values: encodeValues({ days: 20 }),
};

/**
 * A shared link, in the dark at a phone's width: the free text, its values (with the error the form
 * showed) and the server's refusal come back from the URL's args and globals.
 */
export const FromALink: Story = {
  args: { ...linked, sample: '' },
  globals: { theme: 'dark', viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('schema.fields JSON')).toHaveValue(
      decodeFields(linked.fields),
    );
    await expect(canvas.getByRole('combobox', { name: 'Sample' })).toHaveDisplayValue('Free text');
    await expect(canvas.getByRole('spinbutton', { name: 'Days ahead' })).toHaveValue('20');
    await expect(
      canvas.getByText('Must be at most 14', { selector: '.db-helper-error' }),
    ).toBeVisible();
    await expect(within(verdictOf(canvasElement)).getByRole('status')).toHaveTextContent(
      'Refused: days: Must be at most 14',
    );
  },
};

/** A link to a block's sample with values: the sample is chosen, its fields shown with the values. */
export const FromALinkToASample: Story = {
  args: { sample: 'calendar', values: encodeValues({ max_events: 0, include_all_day: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calendar = sampleOf('calendar');
    await expect(canvas.getByRole('combobox', { name: 'Sample' })).toHaveDisplayValue('Calendar');
    await expect(canvas.getByLabelText('schema.fields JSON')).toHaveValue(calendar?.text);
    await expect(canvas.getByRole('spinbutton', { name: 'Events to read' })).toHaveValue('0');
    await expect(canvas.getByRole('switch', { name: 'Include all-day events' })).not.toBeChecked();
    await expect(within(verdictOf(canvasElement)).getByRole('status')).toHaveTextContent(
      'Refused: max_events: Must be at least 1',
    );
  },
};

/** Every state of each block's fields, generated from its rules (one story per block folder). */
export const eachBlock = forEachBlock('EveryState', (id: string): Story => ({
  args: { sample: id, view: 'states' },
  // Every column of the grid on screen, as on a States page.
  globals: { viewport: { value: 'states', isRotated: false } },
  play: everyStatePlay(id),
}));
