import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { delay, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { busy, errors } from '../../src/core/messages';
import type { Profile as ProfileData, Schedule as ScheduleData } from '../../src/core/types';
import { ProfilePage } from '../../src/features/account/ProfilePage';
import { LoadFailed } from '../../src/features/dashboard/LoadFailed';
import { ScheduleCard } from '../../src/features/schedule/ScheduleCard';
import { VoiceCard, voiceNames } from '../../src/features/voice/VoiceCard';
import { loadProfileAtom } from '../../src/state/profile';
import { loadScheduleAtom } from '../../src/state/schedule';
import {
  apiHandlers,
  mock,
  profile as savedProfile,
  schedule as savedSchedule,
} from '../support/api';
import { signInLocally } from '../support/session';
import { statesViewport, viewports } from '../../.storybook/viewports';
import { controlAbove, expectFitsItsCells, row } from './cells';
import { StatesGrid, type StateCell } from './StatesGrid';

type Store = ReturnType<typeof createStore>;

/**
 * A cell's own store: loaded from the (mocked) API as the dashboard loads it, its form shown once the
 * data is there (as the dashboard shows a screen); without `load`, never loaded (the loading state).
 */
function CellStore({
  load,
  children,
}: {
  load?: (store: Store) => Promise<unknown>;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(!load);
  const [store] = useState(() => {
    const fresh = createStore();
    void load?.(fresh).then(() => setLoaded(true));
    return fresh;
  });
  return <JotaiProvider store={store}>{loaded && children}</JotaiProvider>;
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

/** Rows of a form loaded from the (mocked) API, one per name: the play brings each to its state. */
function loadedStates(
  names: string[],
  form: (id: string) => ReactNode,
  load: (store: Store) => Promise<unknown>,
): StateCell[] {
  return names.map((name) => ({
    name,
    render: (id) => <CellStore load={load}>{form(id)}</CellStore>,
  }));
}

/** What the user changes in a cell before pressing Save: text in the field `key`, or a radio chosen. */
/** A change the Invalid row makes: text typed into a field, a radio chosen, a button pressed (a day). */
type Change = { key: string; text: string } | { choose: string } | { press: string };

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** What `find` gives once the cell has it (looked for every 50 ms), or null once the cell is gone. */
async function once<T>(find: () => T | null | undefined, gone: () => boolean): Promise<T | null> {
  for (let tries = 0; tries < 600 && !gone(); tries++) {
    const found = find();
    if (found) return found;
    await pause(50);
  }
  return null;
}

/** Text put in a text box as typing puts it (React reads the value from the input event). */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A cell as the user leaves it after an invalid Save, from its args alone: once the form `id` is there,
 * the changes are made as typing and clicking make them and `save` is pressed, so the row shows its
 * errors at rest (on the docs page as in the picture), not only once a play has run. The focus the
 * refused Save gives its first field is taken back: a States page is pictured at rest.
 */
function AfterSave({
  id,
  changes,
  save,
  children,
}: {
  id: string;
  changes: Change[];
  save: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let unmounted = false;
    const gone = () => unmounted;
    const button = () => [...root.querySelectorAll('button')].find((b) => b.textContent === save);
    void (async () => {
      if (!(await once(button, gone))) return;
      for (const change of changes) {
        if ('press' in change) {
          // A day's button shows "Mon" and is named "Monday" by its last, visually hidden, part.
          const pressed = () =>
            [...root.querySelectorAll('button')].find(
              (b) => b.lastElementChild?.textContent === change.press,
            );
          (await once(pressed, gone))?.click();
        } else if ('choose' in change) {
          const radio = `input[type="radio"][value="${change.choose}"]`;
          (await once(() => root.querySelector<HTMLInputElement>(radio), gone))?.click();
        } else {
          // (within the cell: a docs page shows other stories' cells of the same ids)
          const input = `#${CSS.escape(`${id}_${change.key}`)}`;
          const found = await once(() => root.querySelector<HTMLInputElement>(input), gone);
          if (found) typeInto(found, change.text);
        }
      }
      // Save is enabled once the form has the change.
      (await once(() => (button()?.disabled === false ? button() : null), gone))?.click();
      if (!(await once(() => root.querySelector('.db-helper-error'), gone))) return;
      await pause(100);
      if (root.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
    })();
    return () => {
      unmounted = true;
    };
  }, [id, changes, save]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A form's Filled row (its saved values) and Invalid row (`changes` made, then Save pressed). */
function filledAndInvalid(
  form: (id: string) => ReactNode,
  load: (store: Store) => Promise<unknown>,
  changes: Change[],
  save: string,
): StateCell[] {
  return [
    { name: 'Filled', render: (id) => <CellStore load={load}>{form(id)}</CellStore> },
    {
      name: 'Invalid',
      render: (id) => (
        <AfterSave id={id} changes={changes} save={save}>
          <CellStore load={load}>{form(id)}</CellStore>
        </AfterSave>
      ),
    },
  ];
}

// The longest values each form can be given (the contract's maximum lengths), answered by the API.
const longProfile: ProfileData = {
  ...savedProfile,
  first_name: 'Maximiliana Alessandra Josephine Evangeline',
  last_name: 'Featherstonehaugh-Montgomery-Cholmondeley',
  email: 'maximiliana.featherstonehaugh-montgomery@northern-lighthouse-cooperative.example',
};
const longSchedule: ScheduleData = {
  ...savedSchedule,
  weekdays: '1,2,3,4,5,6,7',
  timezone: 'America/Los_Angeles',
  snooze_minutes: 60,
  max_attempts: 10,
};
const LONG_VOICE_ID = 'a7Kq2Lm9Xw4Rt8Zp1Vn6Bc3Hd5Fj0Gs7Yu2Ie9Oa4Pl8Mk1Nb6Vc3Xz5Sd0Qw7Er';
const longVoice: ScheduleData = { ...savedSchedule, voice_id: LONG_VOICE_ID };

/** The page's handlers, the API answering `GET` with the long values. */
const answering = (route: 'getProfile' | 'getSchedule', body: ProfileData | ScheduleData) => ({
  msw: { handlers: [mock(route, () => HttpResponse.json(body)), ...handlers] },
});

/** Leaves nothing focused: a States page is pictured at rest (an invalid submit focuses a field). */
async function atRest() {
  (document.activeElement as HTMLElement | null)?.blur();
  await expect(document.activeElement).toBe(document.body);
}

/**
 * `message` is the error of the field `key`, under its control and (`described`) read with it as the
 * control's description.
 */
async function errorUnder(cell: Cell, key: string, message: string, described = true) {
  const error = await cell.findByText(message);
  await expect(error.id).toMatch(new RegExp(`_${key}__error$`));
  if (described) {
    await expect(controlAbove(error)).toHaveAccessibleDescription(message);
    return;
  }
  const id = error.closest<HTMLElement>('[data-field]')?.dataset.field ?? '';
  const control = document.getElementById(id);
  await expect(control).not.toBeNull();
  await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
    control?.getBoundingClientRect().bottom ?? Infinity,
  );
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

const FILLED_INVALID = ['Filled', 'Invalid'];

// The profile's invalid change: a first name erased and a short zip code.
const INVALID_PROFILE: Change[] = [
  { key: 'first_name', text: '' },
  { key: 'zip_code', text: '123' },
];

/** The saved profile, and the user's invalid change after Save: errors under their fields. */
export const ProfileFilledAndInvalid: Story = {
  args: { states: filledAndInvalid(profile, loadProfile, INVALID_PROFILE, 'Save Changes') },
  play: async ({ canvasElement }) => {
    for (const name of FILLED_INVALID) {
      for (const cell of row(canvasElement, name)) {
        await cell.findByRole('button', { name: 'Save Changes' });
      }
    }
    // Filled: the saved values, the email read-only with why, Save waiting for a change, no error.
    for (const cell of row(canvasElement, 'Filled')) {
      await expect(cell.getByLabelText(/First name/)).toHaveValue(savedProfile.first_name);
      await expect(cell.getByLabelText(/Zip code/)).toHaveValue(savedProfile.zip_code);
      // (read-only, not disabled: in the tab order, its value selectable, said to be read-only)
      const email = cell.getByLabelText(/Email/);
      await expect(email).toHaveValue(savedProfile.email);
      await expect(email).toBeEnabled();
      await expect(email).toHaveAttribute('readonly');
      await expect(email).toHaveAttribute('aria-readonly', 'true');
      await expect(email.closest('[data-field]')).toHaveClass('db-readonly');
      await expect(email).toHaveAccessibleDescription(
        'Email is managed through your account settings',
      );
      await expect(cell.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
      await expect(cell.queryByText('This field is required')).toBeNull();
    }
    // Invalid, at rest: the first name erased and a short zip code, Save pressed: both errors under
    // their fields, Save still there to try again.
    for (const cell of row(canvasElement, 'Invalid')) {
      await errorUnder(cell, 'first_name', 'This field is required');
      await errorUnder(cell, 'zip_code', 'Must be 5 digits');
      await expect(cell.getByLabelText(/First name/)).toHaveValue('');
      await expect(cell.getByLabelText(/Zip code/)).toHaveValue('123');
      await expect(cell.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    }
    await atRest();
  },
};

/** The longest names and email the profile takes: they stay inside the card. */
export const ProfileLongContent: Story = {
  parameters: answering('getProfile', longProfile),
  args: { states: loadedStates(['Long content'], profile, loadProfile) },
  play: async ({ canvasElement }) => {
    for (const cell of row(canvasElement, 'Long content')) {
      await expect(await cell.findByLabelText(/First name/)).toHaveValue(longProfile.first_name);
      await expect(cell.getByLabelText(/Last name/)).toHaveValue(longProfile.last_name);
      await expect(cell.getByLabelText(/Email/)).toHaveValue(longProfile.email);
    }
    await expectFitsItsCells(canvasElement, 'Long content');
  },
};

// A profile typed in a right-to-left script: the names read from the right, the email stays left-to-right.
const rtlProfile: ProfileData = { ...savedProfile, first_name: 'עדה', last_name: 'לאבלייס' };

/** Names in Hebrew: each text box follows its text's direction (`dir="auto"`), in every cell. */
export const ProfileRightToLeft: Story = {
  parameters: answering('getProfile', rtlProfile),
  args: { states: loadedStates(['Right-to-left'], profile, loadProfile) },
  play: async ({ canvasElement }) => {
    for (const cell of row(canvasElement, 'Right-to-left')) {
      const first = await cell.findByLabelText(/First name/);
      await expect(first).toHaveValue(rtlProfile.first_name);
      await expect(first.matches(':dir(rtl)')).toBe(true);
      await expect(cell.getByLabelText(/Last name/).matches(':dir(rtl)')).toBe(true);
      await expect(cell.getByLabelText(/Email/).matches(':dir(ltr)')).toBe(true);
    }
    await expectFitsItsCells(canvasElement, 'Right-to-left');
  },
};

// The schedule's invalid change: every saved day turned off, and a snooze above 60 minutes.
const INVALID_SCHEDULE: Change[] = [
  ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((press) => ({ press })),
  { key: 'snooze_minutes', text: '99' },
];

/** The saved schedule, and an invalid change after Save: no day chosen, a snooze too long. */
export const ScheduleFilledAndInvalid: Story = {
  args: {
    states: filledAndInvalid(scheduleCard, loadSchedule, INVALID_SCHEDULE, 'Save Schedule'),
  },
  play: async ({ canvasElement }) => {
    for (const name of FILLED_INVALID) {
      for (const cell of row(canvasElement, name)) {
        await cell.findByRole('button', { name: 'Save Schedule' });
      }
    }
    for (const cell of row(canvasElement, 'Filled')) {
      await expect(cell.getByLabelText(/Call time/)).toHaveValue(savedSchedule.call_time);
      for (const day of ['Monday', 'Friday']) {
        await expect(cell.getByRole('button', { name: day })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await expect(cell.getByRole('button', { name: 'Saturday' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await expect(cell.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
    }
    // Invalid, at rest: every day turned off and a snooze too long, Save pressed.
    for (const cell of row(canvasElement, 'Invalid')) {
      // (the days' group does not name its error as its description: src/forms/widgets/WeekdaysWidget
      // has no aria-describedby, unlike the segmented widget)
      await errorUnder(cell, 'weekdays', 'This field is required', false);
      await errorUnder(cell, 'snooze_minutes', 'Must be at most 60');
      await expect(cell.getByRole('button', { name: 'Save Schedule' })).toBeEnabled();
    }
    await atRest();
  },
};

/** Every day, the longest zone name, the longest snooze and most attempts: the sentence grows. */
export const ScheduleLongContent: Story = {
  parameters: answering('getSchedule', longSchedule),
  args: { states: loadedStates(['Long content'], scheduleCard, loadSchedule) },
  play: async ({ canvasElement }) => {
    for (const cell of row(canvasElement, 'Long content')) {
      await expect(await cell.findByRole('button', { name: 'Sunday' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(cell.getByLabelText(/Call again after/)).toHaveValue('60');
    }
    await expectFitsItsCells(canvasElement, 'Long content');
  },
};

// Every part of the plan (issue 35), after the catalogue's clock (15 Jan 2026).
const planSchedule: ScheduleData = {
  ...savedSchedule,
  weekdays: '1,2,3,4,5,6,7',
  day_times: { '6': '09:30', '7': '09:30' },
  pause: { from: '2026-02-14', until: '2026-02-22' },
  skip_dates: ['2026-01-19', '2026-01-26'],
  one_off: [{ date: '2026-01-21', time: '05:15' }],
};
const PLAN_ROWS = ['A plan', 'Invalid plan'];

/**
 * A time for each day, a pause, skipped mornings and a one-off call, each shown and removable; and a
 * pause left without its last day: Save says so under the pause.
 */
export const SchedulePlan: Story = {
  parameters: answering('getSchedule', planSchedule),
  args: { states: loadedStates(PLAN_ROWS, scheduleCard, loadSchedule) },
  play: async ({ canvasElement }) => {
    for (const name of PLAN_ROWS) {
      for (const cell of row(canvasElement, name)) {
        await cell.findByRole('button', { name: 'Save Schedule' });
      }
    }
    for (const cell of row(canvasElement, 'A plan')) {
      await expect(cell.getByLabelText('Same time every day')).not.toBeChecked();
      await expect(cell.getByLabelText('Saturday', { selector: 'input' })).toHaveValue('09:30');
      await expect(cell.getByLabelText('Monday', { selector: 'input' })).toHaveValue(
        savedSchedule.call_time,
      );
      await expect(cell.getByLabelText('Pause calls for a while')).toBeChecked();
      await expect(cell.getByLabelText('First day')).toHaveValue('2026-02-14');
      await expect(cell.getByText('Calls resume on Mon, Feb 23.')).toBeVisible();
      await expect(cell.getByText('Mon, Jan 19')).toBeVisible();
      await expect(cell.getByLabelText('Stop skipping Mon, Jan 26')).toBeVisible();
      await expect(
        cell.getByRole('button', { name: 'Remove the call on Wed, Jan 21 at 5:15 AM' }),
      ).toBeVisible();
      await expect(cell.getByRole('button', { name: 'Save Schedule' })).toBeDisabled();
    }
    for (const cell of row(canvasElement, 'Invalid plan')) {
      await userEvent.clear(cell.getByLabelText('Last day'));
      await userEvent.click(cell.getByRole('button', { name: 'Save Schedule' }));
      await expect(await cell.findByText(/Use a date like 2026-12-24/)).toBeVisible();
      await expect(cell.getByRole('button', { name: 'Save Schedule' })).toBeEnabled();
    }
    await atRest();
    await expectFitsItsCells(canvasElement, 'A plan');
  },
};

/** The saved built-in voice, and Custom Voice chosen with no ID: Save says the ID is wrong. */
export const VoiceFilledAndInvalid: Story = {
  args: {
    states: filledAndInvalid(voiceCard, loadSchedule, [{ choose: 'custom' }], 'Save Voice'),
  },
  play: async ({ canvasElement }) => {
    for (const name of FILLED_INVALID) {
      for (const cell of row(canvasElement, name)) {
        await cell.findByRole('button', { name: 'Save Voice' });
      }
    }
    const saved = voiceNames[savedSchedule.voice_id] ?? '';
    for (const cell of row(canvasElement, 'Filled')) {
      await expect(cell.getByRole('radio', { name: new RegExp(`^${saved}`) })).toBeChecked();
      await expect(cell.getByRole('button', { name: 'Save Voice' })).toBeDisabled();
    }
    // Invalid, at rest: Custom Voice chosen, no ID typed, Save pressed: the ID is said to be wrong.
    for (const cell of row(canvasElement, 'Invalid')) {
      await errorUnder(cell, 'custom_voice_id', errors.invalidVoiceId);
      await expect(cell.getByRole('radio', { name: 'Custom Voice' })).toBeChecked();
      await expect(cell.getByLabelText(/Custom voice ID/)).toHaveValue('');
      await expect(cell.getByRole('button', { name: 'Save Voice' })).toBeEnabled();
    }
    await atRest();
  },
};

/** A custom voice ID of the longest length: it scrolls inside its field, never past the card. */
export const VoiceLongContent: Story = {
  parameters: answering('getSchedule', longVoice),
  args: { states: loadedStates(['Long content'], voiceCard, loadSchedule) },
  play: async ({ canvasElement }) => {
    for (const cell of row(canvasElement, 'Long content')) {
      await expect(await cell.findByLabelText(/Custom voice ID/)).toHaveValue(LONG_VOICE_ID);
      await expect(cell.getByText(`${LONG_VOICE_ID.length}/64`)).toBeVisible();
    }
    await expectFitsItsCells(canvasElement, 'Long content');
  },
};
