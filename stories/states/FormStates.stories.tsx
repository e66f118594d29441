import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { busy, errors } from '../../src/core/messages';
import type { Profile as ProfileData, Schedule as ScheduleData } from '../../src/core/types';
import { ProfilePage } from '../../src/features/account/ProfilePage';
import { LoadFailed } from '../../src/features/dashboard/LoadFailed';
import { ScheduleCard } from '../../src/features/schedule/ScheduleCard';
import { VoiceCard } from '../../src/features/voice/VoiceCard';
import { loadProfileAtom } from '../../src/state/profile';
import { loadScheduleAtom } from '../../src/state/schedule';
import { apiHandlers, mock } from '../support/api';
import { signInLocally } from '../support/session';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { StatesGrid, type StateCell } from './StatesGrid';

type Store = ReturnType<typeof createStore>;

/** A cell's own store: loaded from the (mocked) API as the dashboard loads it, or never (loading). */
function CellStore({
  load,
  children,
}: {
  load?: (store: Store) => Promise<unknown>;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const fresh = createStore();
    void load?.(fresh);
    return fresh;
  });
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}

const loadProfile = (store: Store) => store.set(loadProfileAtom);
const loadSchedule = (store: Store) => store.set(loadScheduleAtom);

// What each row's user changes before saving; the mocked server answers by what it is sent.
const REFUSED_ZIP = '00000';
const SAVING_ZIP = '10002';
const REFUSED_VOICE = 'notAVoice';
const SAVING_VOICE = 'EXAVITQu4vr4xnSDxMaL';

/** Never answers: the save is still on its way. */
const pending = () => delay('infinite');
const refusal = (field: string, message: string) =>
  HttpResponse.json(
    { message: `${field}: ${message}`, errors: [{ field, message }] },
    { status: 400 },
  );

const handlers = [
  mock('updateProfile', async ({ request }) => {
    const sent = (await request.json()) as ProfileData;
    if (sent.zip_code === REFUSED_ZIP)
      return refusal('zip_code', 'No weather station near this zip code');
    return pending();
  }),
  mock('saveSchedule', async ({ request }) => {
    const sent = (await request.json()) as ScheduleData;
    // Saturday added: refused; Sunday added: still saving.
    if (sent.weekdays.includes('6'))
      return refusal('snooze_minutes', 'Must be at most 30 on weekends');
    if (sent.voice_id === SAVING_VOICE || sent.weekdays.includes('7')) return pending();
    return HttpResponse.json(sent);
  }),
  // The custom voice's test: an unknown id has no preview.
  mock('voicePreview', async ({ request }) => {
    const { voice_id } = (await request.json()) as { voice_id: string };
    if (voice_id === REFUSED_VOICE)
      return HttpResponse.json({ message: 'Unknown voice' }, { status: 404 });
    return new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
      headers: { 'Content-Type': 'audio/wav' },
    });
  }),
  ...apiHandlers(),
];

/** A form's first States: before its data is there, and when it could not be had. */
function loadingStates(form: (id: string) => ReactNode): StateCell[] {
  return [
    { name: 'Loading', render: (id) => <CellStore>{form(id)}</CellStore> },
    {
      name: 'Load failed',
      // The dashboard loads every form's data at once; a failure shows this in place of the screen.
      render: () => <LoadFailed message={errors.loadData} onRetry={fn()} />,
    },
  ];
}

/** A form's saving States: the user's change refused by the server, and on its way. */
function savingStates(
  form: (id: string) => ReactNode,
  load: (store: Store) => Promise<unknown>,
): StateCell[] {
  return ['Refused by the server', 'Saving'].map((name) => ({
    name,
    render: (id) => <CellStore load={load}>{form(id)}</CellStore>,
  }));
}

const profile = (id: string) => <ProfilePage formId={id} />;
const scheduleCard = (id: string) => <ScheduleCard formId={id} />;
const voiceCard = (id: string) => <VoiceCard formId={id} />;

const meta = {
  title: 'States/Forms',
  component: StatesGrid,
  parameters: {
    layout: 'padded',
    viewport: { options: { ...viewports, ...statesViewport } },
    msw: { handlers },
    // A collage of one screen many times, each with its own headings (h1, h2) under the grid's row
    // names (h3) and its own region: the page repeats them by design.
    a11y: {
      config: {
        rules: [
          { id: 'heading-order', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  globals: { viewport: { value: 'states', isRotated: false } },
  loaders: [async () => (signInLocally(), {})],
} satisfies Meta<typeof StatesGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four cells (light and dark, phone and desktop) of one row. */
const row = (canvasElement: HTMLElement, name: string) => {
  const cells = [...canvasElement.querySelectorAll<HTMLElement>(`[data-state^="${name} ·"]`)];
  if (cells.length !== 4) throw new Error(`${cells.length} cells in the row "${name}", not 4`);
  return cells.map((cell) => within(cell));
};
type Cell = ReturnType<typeof row>[number];

/** Loading shows the loading line; a failed load says so and offers Retry. */
const loadingPlay: NonNullable<Story['play']> = async ({ canvasElement }) => {
  for (const cell of row(canvasElement, 'Loading')) {
    await expect(cell.getByText('Loading...')).toBeVisible();
  }
  for (const cell of row(canvasElement, 'Load failed')) {
    await expect(cell.getByRole('alert')).toHaveTextContent(errors.loadData);
    await expect(cell.getByRole('button', { name: 'Retry' })).toBeEnabled();
  }
};

/** The form in every cell of both rows, its data loaded. */
async function formsReady(canvasElement: HTMLElement, save: string) {
  for (const name of ['Refused by the server', 'Saving']) {
    for (const cell of row(canvasElement, name)) await cell.findByRole('button', { name: save });
  }
}

export const ProfileLoading: Story = {
  args: { states: loadingStates(profile) },
  play: loadingPlay,
};
export const ScheduleLoading: Story = {
  args: { states: loadingStates(scheduleCard) },
  play: loadingPlay,
};
export const VoiceLoading: Story = {
  args: { states: loadingStates(voiceCard) },
  play: loadingPlay,
};

export const ProfileSaving: Story = {
  args: { states: savingStates(profile, loadProfile) },
  play: async ({ canvasElement }) => {
    await formsReady(canvasElement, 'Save Changes');
    // Each cell's answer is awaited before the next cell is touched: a refusal moves the focus to
    // its field, and would take it from a field the next cell is typing in.
    const save = async (name: string, zip: string, settled: (cell: Cell) => Promise<void>) => {
      for (const cell of row(canvasElement, name)) {
        const field = await cell.findByLabelText(/Zip code/);
        await userEvent.clear(field);
        await userEvent.type(field, zip);
        await userEvent.click(cell.getByRole('button', { name: 'Save Changes' }));
        await settled(cell);
      }
    };
    await save('Refused by the server', REFUSED_ZIP, (cell) =>
      waitFor(() =>
        expect(cell.getByLabelText(/Zip code/)).toHaveAccessibleDescription(
          'No weather station near this zip code',
        ),
      ),
    );
    await save('Saving', SAVING_ZIP, (cell) =>
      expect(cell.getByRole('button', { name: 'Saving...' })).toBeDisabled(),
    );
  },
};

export const ScheduleSaving: Story = {
  args: { states: savingStates(scheduleCard, loadSchedule) },
  play: async ({ canvasElement }) => {
    await formsReady(canvasElement, 'Save Schedule');
    const save = async (name: string, day: string, settled: (cell: Cell) => Promise<void>) => {
      for (const cell of row(canvasElement, name)) {
        await userEvent.click(cell.getByRole('button', { name: day }));
        await userEvent.click(cell.getByRole('button', { name: 'Save Schedule' }));
        await settled(cell);
      }
    };
    await save('Refused by the server', 'Saturday', (cell) =>
      waitFor(() =>
        expect(cell.getByLabelText(/Call again after/)).toHaveAccessibleDescription(
          'Must be at most 30 on weekends',
        ),
      ),
    );
    await save('Saving', 'Sunday', (cell) =>
      expect(cell.getByRole('button', { name: 'Saving...' })).toBeDisabled(),
    );
  },
};

export const VoiceSaving: Story = {
  args: { states: savingStates(voiceCard, loadSchedule) },
  play: async ({ canvasElement }) => {
    await formsReady(canvasElement, 'Save Voice');
    const save = async (name: string, id: string, settled: (cell: Cell) => Promise<void>) => {
      for (const cell of row(canvasElement, name)) {
        await userEvent.click(cell.getByRole('radio', { name: 'Custom Voice' }));
        await userEvent.type(await cell.findByLabelText(/Custom voice ID/), id);
        await userEvent.click(cell.getByRole('button', { name: 'Save Voice' }));
        await settled(cell);
      }
    };
    await save('Refused by the server', REFUSED_VOICE, (cell) =>
      waitFor(() =>
        expect(cell.getByLabelText(/Custom voice ID/)).toHaveAccessibleDescription(
          errors.invalidVoiceId,
        ),
      ),
    );
    // A custom voice is tested before it is saved: its Save says so.
    await save('Saving', SAVING_VOICE, (cell) =>
      expect(cell.getByRole('button', { name: busy.testingVoice })).toBeDisabled(),
    );
  },
};
