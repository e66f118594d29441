import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { ZONE_PLACES } from '../../src/core/zonePlaces';
import type { BlockSettings } from '../../src/core/types';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { RoutineScreen } from '../../src/app/RoutineScreen';
import { active, apiHandlers, mock, picturedCatalogue, profile, userBlock } from '../support/api';
import { blockCatalogue } from '../../tests/fixtures/catalogue';
import { forEachBlock } from '../support/eachBlock';
import { loadDashboard } from '../support/session';

const meta = {
  title: 'Screens/Routine',
  component: RoutineScreen,
  parameters: { layout: 'fullscreen', msw: { handlers: apiHandlers() } },
  loaders: [loadDashboard],
  excludeStories: ['eachBlock'],
} satisfies Meta<typeof RoutineScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Morning Routine' })).toBeVisible();
    await expect(
      canvas.getAllByTestId('routine-item').map((i) => i.textContent?.slice(0, 10)),
    ).toEqual(['1. Weather', '2. Horosco']);
    const calendar = canvas.getByRole('article', { name: 'Calendar' });
    await expect(within(calendar).getByText('Needs Calendar')).toBeVisible();
    await expect(within(calendar).getByRole('button', { name: 'Connect Calendar' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Wake-up Schedule' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Wake-up Voice' })).toBeVisible();
    await expectCardTargets(canvasElement);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: apiHandlers({ blocks: [] }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Your routine is empty/)).toBeVisible();
  },
};

/** Every button on the catalogue's cards is a 44 px touch target (WCAG 2.5.5). */
async function expectCardTargets(canvasElement: HTMLElement) {
  const buttons = within(canvasElement)
    .getAllByRole('article')
    .flatMap((card) => within(card).getAllByRole('button'));
  await expect(buttons.length).toBeGreaterThan(0);
  const small = buttons
    .map((b) => ({ label: b.textContent, box: b.getBoundingClientRect() }))
    .filter(({ box }) => box.height < 44 || box.width < 44)
    .map(({ label, box }) => `${label}: ${Math.round(box.width)}×${Math.round(box.height)}`);
  await expect(small, 'card buttons under 44 × 44 px').toEqual([]);
}

/** Whether an element shows all of its text (nothing cut off by a line clamp). */
const whole = (el: HTMLElement) => el.scrollHeight <= el.clientHeight + 1;

const desktop1280 = { viewport: { value: 'desktop1280', isRotated: false } };

/**
 * At 1280 px the catalogue's four columns clamp Weather's description to two lines: More opens the
 * rest (and Less closes it), a real button; the row's cards keep their buttons on one line.
 */
export const ReadAWholeDescription: Story = {
  globals: desktop1280,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const weather = canvas.getByRole('article', { name: 'Weather' });
    const description = within(weather).getByText(/^Today's forecast/);
    await waitFor(() => expect(whole(description)).toBe(false));
    const more = within(weather).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent('Less');
    await expect(whole(description)).toBe(true);
    // Less closes it again; the picture shows it open.
    await userEvent.click(more);
    await expect(more).toHaveAccessibleName('More');
    await expect(whole(description)).toBe(false);
    await userEvent.click(more);
    await expect(whole(description)).toBe(true);
    // It credits whose data it speaks, linked as Open-Meteo's licence (CC BY 4.0) asks.
    await expect(
      within(weather).getByRole('link', { name: 'Weather data by Open-Meteo.com' }),
    ).toHaveAttribute('href', 'https://open-meteo.com/');
    // A description that fits offers no toggle.
    const horoscope = canvas.getByRole('article', { name: 'Horoscope' });
    await expect(within(horoscope).queryByRole('button', { name: 'More' })).toBeNull();
    await expectCardTargets(canvasElement);
    // The row stays aligned: every card's main button on one line.
    const tops = canvas
      .getAllByRole('article')
      .map((card) =>
        Math.round(within(card).getAllByRole('button').at(-1)!.getBoundingClientRect().top),
      );
    await expect(new Set(tops).size).toBe(1);
    more.blur();
  },
};

const phone390 = { viewport: { value: 'phone390', isRotated: false } };
/** Whether `a` comes before `b` in the document (and so on screen, and for the keyboard). */
const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/** A returning user on a phone: their routine, schedule and voice first, the catalogue after. */
export const ReturningUserOnAPhone: Story = {
  globals: phone390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const catalogue = canvas.getByRole('heading', { name: 'Available Blocks' });
    const [first] = canvas.getAllByTestId('routine-item');
    await expect(first).toBeVisible();
    await expect(before(first as Element, catalogue)).toBe(true);
    for (const name of ['Wake-up Schedule', 'Wake-up Voice'])
      await expect(before(canvas.getByRole('region', { name }), catalogue)).toBe(true);
  },
};

/** Someone with an empty routine on a phone starts from the catalogue. */
export const EmptyOnAPhone: Story = {
  globals: phone390,
  parameters: { msw: { handlers: apiHandlers({ blocks: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = canvas.getByText(/Your routine is empty/);
    await expect(before(canvas.getByRole('heading', { name: 'Available Blocks' }), empty)).toBe(
      true,
    );
  },
};

export const CalendarConnected: Story = {
  parameters: { msw: { handlers: apiHandlers({ integrations: active }) } },
  play: async ({ canvasElement }) => {
    const calendar = within(within(canvasElement).getByRole('article', { name: 'Calendar' }));
    await expect(calendar.getByText('Connected')).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Add to Routine' })).toBeVisible();
  },
};

export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Drag to reorder Horoscope' });
    handle.focus();
    const pause = () => new Promise((r) => setTimeout(r, 250));
    await userEvent.keyboard(' ');
    await pause();
    await userEvent.keyboard('{ArrowUp}');
    await pause();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvas.getAllByTestId('routine-item')[0]).toHaveTextContent('1. Horoscope'),
    );
    await expect(await screen.findByText('Routine order updated successfully')).toBeInTheDocument();
  },
};

const nameOf = (id: string) => blockCatalogue.find((b) => b.id === id)?.name ?? id;

const configure = (blockId: string, name: string): Story => ({
  parameters: {
    msw: {
      handlers: apiHandlers({
        blocks: [userBlock(7, blockId, 0)],
        integrations: active,
        catalogue: picturedCatalogue(blockId),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Configure ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Configure ${name}` });
    const save = await within(dialog).findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeVisible());
    // Save waits for a change: every block has a switch to flip.
    await expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getAllByRole('switch')[0] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await screen.findByText('Block settings updated successfully'),
    ).toBeInTheDocument();
  },
});

/** One per block of the catalogue (a new block folder adds its own): configure it and save a change. */
export const eachBlock = forEachBlock('Configure', (id: string) => configure(id, nameOf(id)));

/**
 * A user whose calls are in French: the Word of the Day (English words) says so on its card and in
 * its configure dialog; the blocks that speak French say nothing of it.
 */
export const CallsInFrench: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        profile: { ...profile, language: 'fr' },
        blocks: [userBlock(7, 'word_of_the_day', 0)],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = /^English words: the word, its meaning and the example are said in English/;
    const word = canvas.getByRole('article', { name: 'Word of the Day' });
    await expect(within(word).getByText(note)).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Weather' })).queryByText(note),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Configure Word of the Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Word of the Day' });
    await waitFor(() => expect(within(dialog).getByText(note)).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible());
  },
};

export const TestCallDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make Test Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Test Call' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText(/\+1\s202\s555\s0123/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    await expect(
      await screen.findByText('Test call initiated! You should receive a call shortly.'),
    ).toBeInTheDocument();
  },
};

const weatherIn = (id: number, order: number, settings: BlockSettings) => ({
  ...userBlock(id, 'weather', order),
  settings,
});

/** Issue 11: each entry's settings in one line, and a Calendar entry whose integration is disconnected. */
const summaryAndWarning: Story = {
  parameters: {
    msw: {
      handlers: apiHandlers({
        blocks: [
          userBlock(1, 'weather', 0),
          weatherIn(2, 1, { place: ZONE_PLACES['Asia/Tokyo'], use_celsius: true, detail_level: 3 }),
          userBlock(3, 'calendar', 2),
        ],
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const [home, away, calendar] = within(canvasElement).getAllByTestId('routine-item');
    await expect(within(home!).getByText('New York · °F · high, low and rain')).toBeVisible();
    await expect(within(away!).getByText('Tokyo · °C · full forecast')).toBeVisible();
    await expect(calendar).toHaveAccessibleDescription(
      'Calendar disconnected — this block will be skipped',
    );
    await expect(within(calendar!).getByText('3 events · with all-day')).toBeVisible();
  },
};
export const SummaryAndDisconnectedWarning: Story = summaryAndWarning;
export const SummaryAndDisconnectedWarningDark: Story = {
  ...summaryAndWarning,
  globals: { theme: 'dark' },
};

/** Removing a block: the spec's toast, with Undo for 5 s. */
export const RemoveWithUndo: Story = {
  parameters: {
    msw: {
      handlers: [
        mock('removeUserBlock', () => new HttpResponse(null, { status: 204 })),
        ...apiHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Weather' }));
    // The toast, looked up afresh each try: react-toastify may render it again as it enters.
    await waitFor(async () => {
      const toast = screen
        .getAllByRole('alert')
        .find((el) => el.textContent?.includes('Block removed from routine'));
      if (!toast) throw new Error('No toast yet');
      await expect(within(toast).getByRole('button', { name: 'Undo' })).toBeVisible();
    });
  },
};
