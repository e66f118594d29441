/** Issue 8 on the routine screen: the zone note, SPEC §8's error-text rule, the custom voice test, dark-mode widgets. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RoutineScreen } from '../../../src/app/RoutineScreen';
import { PREVIEW_SAMPLE_TEXT } from '../../../src/core/constants';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { HttpResponse, mock, schedule, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

afterEach(() => vi.restoreAllMocks());

/** The browser says it is in `zone` (Intl's resolved options, as the app reads them). */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: zone };
  });
}

async function routine(timezone = schedule.timezone) {
  signInLocally();
  server.use(mock('getSchedule', () => HttpResponse.json({ ...schedule, timezone })));
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(<RoutineScreen />, { store });
}

/** What the schedule card says when no day is chosen. */
const DAYS_ERROR = 'This field is required';

const scheduleCard = () => screen.getByRole('region', { name: 'Wake-up Schedule' });

describe('the schedule card says which zone it chose and why', () => {
  it('a browser zone outside the 12 with the same clock as a listed one (Berlin → Paris)', async () => {
    browserIn('Europe/Berlin');
    await routine('Europe/Paris');
    expect(within(scheduleCard()).getByTestId('zone-note')).toHaveTextContent(
      'Your timezone, Europe/Berlin, is not one of our 12 timezones, so we chose Europe/Paris: it keeps the same time all year.',
    );
  });

  it('a browser zone no listed zone matches (Kolkata → New York, the default)', async () => {
    browserIn('Asia/Kolkata');
    await routine('America/New_York');
    expect(within(scheduleCard()).getByTestId('zone-note')).toHaveTextContent(
      /Asia\/Kolkata, is not one of our 12 timezones and none keeps the same time, so we chose America\/New_York/,
    );
  });

  it('once the user has saved the schedule from the card, the note has been answered: gone, and on the next visit', async () => {
    browserIn('Asia/Kolkata');
    server.use(
      mock('saveSchedule', async ({ request }) => HttpResponse.json(await request.json())),
    );
    await routine('America/New_York');
    const card = scheduleCard();
    expect(within(card).getByTestId('zone-note')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Saturday' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(within(card).queryByTestId('zone-note')).not.toBeInTheDocument());
    document.body.innerHTML = '';
    await routine('America/New_York');
    expect(within(scheduleCard()).getByRole('combobox', { name: /Timezone/ })).toBeVisible();
    expect(within(scheduleCard()).queryByTestId('zone-note')).not.toBeInTheDocument();
  });

  it('the note can be closed, and stays closed on the next visit', async () => {
    browserIn('Europe/Berlin');
    await routine('Europe/Paris');
    await userEvent.click(
      within(within(scheduleCard()).getByTestId('zone-note')).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(within(scheduleCard()).queryByTestId('zone-note')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    await routine('Europe/Paris');
    expect(within(scheduleCard()).queryByTestId('zone-note')).not.toBeInTheDocument();
  });

  it('no note when the browser zone is listed', async () => {
    browserIn('Europe/Paris');
    await routine('Europe/Paris');
    expect(within(scheduleCard()).queryByTestId('zone-note')).not.toBeInTheDocument();
  });
});

describe('the schedule switch says what is true', () => {
  it('"Wake-up calls on", then "Wake-up calls off"', async () => {
    await routine();
    const on = within(scheduleCard()).getByRole('switch', { name: 'Wake-up calls on' });
    expect(on).toBeChecked();
    await userEvent.click(on);
    expect(
      within(scheduleCard()).getByRole('switch', { name: 'Wake-up calls off' }),
    ).not.toBeChecked();
  });
});

describe('the schedule card: every bounded number shows its range', () => {
  it('days left empty: the error under the days is what the day buttons are described by', async () => {
    await routine();
    const card = scheduleCard();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await userEvent.click(within(card).getByRole('button', { name: day }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Schedule' }));
    const days = within(card).getByRole('group', { name: /^Days/ });
    await waitFor(() => expect(days).toHaveAccessibleDescription(DAYS_ERROR));
    expect(within(card).getByText(DAYS_ERROR)).toBeVisible();
  });

  it('the snooze and the attempts are steppers stopped at their ends', async () => {
    await routine();
    const snooze = within(scheduleCard()).getByRole('spinbutton', { name: /Call again after/ });
    const attempts = within(scheduleCard()).getByRole('spinbutton', { name: /Attempts/ });
    expect(snooze).toHaveAttribute('aria-valuemin', '1');
    expect(snooze).toHaveAttribute('aria-valuemax', '60');
    expect(attempts).toHaveAttribute('aria-valuemax', '10');
    const field = (input: HTMLElement) => within(input.closest<HTMLElement>('[data-field]')!);
    expect(field(attempts).getByText('1–10')).toBeInTheDocument();
    await userEvent.click(field(attempts).getByRole('button', { name: 'One more' }));
    expect(attempts).toHaveValue(String(schedule.max_attempts + 1));
    await userEvent.click(attempts);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(attempts).toHaveValue(String(schedule.max_attempts - 1));
  });
});

describe('the voice card', () => {
  it('tests a custom voice id with the preview sample text', async () => {
    let sent: unknown = null;
    server.use(
      mock('voicePreview', async ({ request }) => {
        sent = await request.json();
        return new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
          headers: { 'Content-Type': 'audio/wav' },
        });
      }),
    );
    await routine();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Voice' }));
    await userEvent.type(await screen.findByLabelText(/Custom voice ID/), '  myVoice42 ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Voice' }));
    expect(await screen.findByText('Custom voice set successfully')).toBeInTheDocument();
    expect(sent).toEqual({ voice_id: 'myVoice42', text: PREVIEW_SAMPLE_TEXT });
  });

  it('a custom voice id that fails its test is said under the field, not in a toast', async () => {
    server.use(
      mock('voicePreview', () => HttpResponse.json({ message: 'Unknown voice' }, { status: 404 })),
    );
    await routine();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Voice' }));
    const id = await screen.findByLabelText(/Custom voice ID/);
    await userEvent.type(id, 'notAVoice');
    await userEvent.click(screen.getByRole('button', { name: 'Save Voice' }));
    await waitFor(() =>
      expect(id).toHaveAccessibleDescription('Invalid voice ID. Please check and try again.'),
    );
    // Said once, where the fault is.
    expect(screen.getAllByText('Invalid voice ID. Please check and try again.')).toHaveLength(1);
  });

  it('a custom voice id can be heard before it is saved; one that cannot is said under the field', async () => {
    // jsdom has no media playback nor object URLs: the browser's two parts the preview uses.
    const play = vi.fn(async () => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:voice', revokeObjectURL: () => undefined });
    const sent: unknown[] = [];
    server.use(
      mock('voicePreview', async ({ request }) => {
        const body = (await request.json()) as { voice_id: string };
        sent.push(body);
        return body.voice_id === 'myVoice42'
          ? new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
              headers: { 'Content-Type': 'audio/wav' },
            })
          : HttpResponse.json({ message: 'Unknown voice' }, { status: 404 });
      }),
    );
    await routine();
    // No id typed yet: nothing to hear.
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Voice' }));
    expect(screen.queryByRole('button', { name: 'Preview Custom Voice' })).not.toBeInTheDocument();
    const id = await screen.findByLabelText(/Custom voice ID/);
    await userEvent.type(id, ' myVoice42');
    await userEvent.click(screen.getByRole('button', { name: 'Preview Custom Voice' }));
    expect(await screen.findByRole('button', { name: 'Pause Custom Voice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sent).toEqual([{ voice_id: 'myVoice42', text: PREVIEW_SAMPLE_TEXT }]);
    expect(play).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pause Custom Voice' }));
    await userEvent.clear(id);
    await userEvent.type(id, 'notAVoice');
    await userEvent.click(screen.getByRole('button', { name: 'Preview Custom Voice' }));
    await waitFor(() =>
      expect(id).toHaveAccessibleDescription('Invalid voice ID. Please check and try again.'),
    );
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('a preview on its way says so on its button, then plays', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => undefined);
    Object.assign(URL, { createObjectURL: () => 'blob:voice', revokeObjectURL: () => undefined });
    let answer: (response: Response) => void = () => undefined;
    server.use(mock('voicePreview', () => new Promise<Response>((resolve) => (answer = resolve))));
    await routine();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Adam' }));
    expect(screen.getByRole('button', { name: 'Preview Adam' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer(
      new HttpResponse(new Uint8Array([82, 73, 70, 70]), {
        headers: { 'Content-Type': 'audio/wav' },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Pause Adam' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  });

  it('saving a custom voice says "Testing..." while its id is tested', async () => {
    let answer: (response: Response) => void = () => undefined;
    server.use(mock('voicePreview', () => new Promise<Response>((resolve) => (answer = resolve))));
    await routine();
    await userEvent.click(screen.getByRole('radio', { name: 'Custom Voice' }));
    await userEvent.type(await screen.findByLabelText(/Custom voice ID/), 'myVoice42');
    await userEvent.click(screen.getByRole('button', { name: 'Save Voice' }));
    expect(await screen.findByRole('button', { name: 'Testing...' })).toBeDisabled();
    answer(HttpResponse.json({ message: 'Unknown voice' }, { status: 404 }));
    expect(await screen.findByRole('button', { name: 'Save Voice' })).toBeInTheDocument();
  });

  it('a failed preview follows SPEC §8: the server text, else "Failed to generate voice preview"', async () => {
    server.use(
      mock('voicePreview', () =>
        HttpResponse.json({ message: 'Voice service is busy' }, { status: 503 }),
      ),
    );
    await routine();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Adam' }));
    expect(await screen.findByText('Voice service is busy')).toBeInTheDocument();
    server.use(mock('voicePreview', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Preview Domi' }));
    expect(
      await screen.findByText('Network error - please check your connection'),
    ).toBeInTheDocument();
  });
});

describe('configure: Connect fails like on the block cards (SPEC §8)', () => {
  it('shows the server text of a failed connect', async () => {
    signInLocally();
    server.use(
      mock('getUserBlocks', () =>
        HttpResponse.json([
          {
            id: 5,
            block: 'calendar',
            block_details: { id: 'calendar', name: 'Calendar' },
            name: 'Calendar',
            description: '',
            icon: 'event',
            settings: {},
            order: 0,
            is_enabled: true,
            required_integration: 'google_calendar',
          },
        ]),
      ),
      mock(
        'getBlockConfig',
        () =>
          HttpResponse.json({
            schema: {
              fields: [
                {
                  key: 'calendar',
                  label: 'Calendar',
                  type: 'integration',
                  integration_type: 'google_calendar',
                  required: true,
                },
              ],
            },
            current_settings: {},
          }),
        { params: { id: 5 } },
      ),
      mock(
        'connectIntegration',
        () => HttpResponse.json({ message: 'Google sign-in is not configured' }, { status: 503 }),
        { params: { provider: 'google_calendar' } },
      ),
    );
    const store = createStore();
    await store.set(loadDashboardAtom);
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Configure Calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Calendar' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Connect/ }));
    expect(await screen.findByText('Google sign-in is not configured')).toBeInTheDocument();
  });
});
