import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RoutineScreen } from '../../../src/app/RoutineScreen';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import {
  IntegrationRequiredError,
  addBlockAtom,
  moveBlockAtom,
  userBlocksAtom,
} from '../../../src/state/routine';
import { ZONE_PLACES } from '../../../src/core/zonePlaces';
import { HttpResponse, available, mock, profile, server, userBlock } from '../msw';
import { renderScreen, signInLocally } from '../render';

async function loaded() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  return store;
}

afterEach(() => vi.restoreAllMocks());

/** jsdom lays nothing out: each routine entry gets a 72 px row, one under the other, as on a screen. */
function layOutRoutine() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const item = this.closest('[data-testid="routine-item"]');
    const index = item ? screen.getAllByTestId('routine-item').indexOf(item as HTMLElement) : -1;
    const top = Math.max(index, 0) * 72;
    const height = item ? 64 : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: item ? 600 : 0, height });
  });
}

describe('RoutineScreen', () => {
  it('shows the grid with badges and the sorted routine', async () => {
    server.use(
      mock('getUserBlocks', () =>
        HttpResponse.json([userBlock(2, 'horoscope', 1), userBlock(1, 'weather', 0)]),
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    expect(screen.getByRole('heading', { name: 'My Morning Routine' })).toBeInTheDocument();
    const calendar = screen.getByRole('article', { name: 'Calendar' });
    expect(within(calendar).getByText('Needs Calendar')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Connect Calendar' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Weather' })).getByRole('button', {
        name: 'Add to Routine',
      }),
    ).toBeInTheDocument();
    const items = screen.getAllByTestId('routine-item');
    expect(items.map((i) => i.textContent?.slice(0, 10))).toEqual(['1. Weather', '2. Horosco']);
  });

  it('adds a block at the end: "Added Word of the Day to your routine"', async () => {
    let body: unknown = null;
    server.use(
      mock('addUserBlock', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(userBlock(3, 'word_of_the_day', 2), { status: 201 });
      }),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Word of the Day' })).getByRole('button', {
        name: 'Add to Routine',
      }),
    );
    expect(await screen.findByText('Added Word of the Day to your routine')).toBeInTheDocument();
    expect(body).toMatchObject({ block: 'word_of_the_day', order: 2 });
    expect(screen.getAllByTestId('routine-item')).toHaveLength(3);
  });

  it('a failed add shows the server text, else "Failed to add block. Please try again."', async () => {
    server.use(mock('addUserBlock', () => new HttpResponse(null, { status: 500 })));
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Weather' })).getByRole('button', {
        name: 'Add to Routine',
      }),
    );
    expect(await screen.findByText('Failed to add block. Please try again.')).toBeInTheDocument();
  });

  it('the integration gate: adding the calendar without an active integration is refused with the spec message', async () => {
    const store = await loaded();
    const calendar = available.find((b) => b.id === 'calendar')!;
    await expect(store.set(addBlockAtom, calendar)).rejects.toThrow(
      new IntegrationRequiredError(
        'This block requires google_calendar integration. Please connect first.',
      ),
    );
  });

  it('reorder is optimistic, sent once as the whole list, and rolled back when the server refuses', async () => {
    const sent: unknown[] = [];
    server.use(
      mock('reorderUserBlocks', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'Failed to update block order. Please try again.' },
          { status: 500 },
        );
      }),
    );
    const store = await loaded();
    const before = store.get(userBlocksAtom)?.map((b) => b.id);
    await expect(store.set(moveBlockAtom, { from: 1, to: 0 })).rejects.toThrow(
      'Failed to update block order. Please try again.',
    );
    expect(sent).toEqual([
      [
        { id: 2, order: 0 },
        { id: 1, order: 1 },
      ],
    ]);
    expect(store.get(userBlocksAtom)?.map((b) => b.id)).toEqual(before);
    expect(await store.set(moveBlockAtom, { from: 0, to: 0 })).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('a keyboard drag is announced by the block\'s name and position, not "Draggable item 3"', async () => {
    server.use(
      mock('getUserBlocks', () =>
        HttpResponse.json([
          userBlock(1, 'weather', 0),
          userBlock(2, 'horoscope', 1),
          userBlock(3, 'word_of_the_day', 2),
        ]),
      ),
      mock('reorderUserBlocks', async ({ request }) => HttpResponse.json(await request.json())),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    layOutRoutine();
    const user = userEvent.setup();
    const handle = screen.getByRole('button', { name: 'Drag to reorder Weather' });
    // The handle tells how to drag with the keys it takes.
    expect(handle).toHaveAccessibleDescription(
      'To pick up a block, press Space or Enter. Use the up and down arrow keys to move it. Press Space or Enter again to drop it in its new place, or Escape to cancel.',
    );
    // dnd-kit says what happens in its live region.
    const said = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent;
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(said()).toBe('Picked up Weather. It is at position 1 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(said()).toBe('Weather was moved to position 2 of 3.'));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(said()).toBe('Moving Weather was cancelled. It is back at position 1 of 3.'),
    );
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(said()).toBe('Picked up Weather. It is at position 1 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(said()).toBe('Weather was moved to position 2 of 3.'));
    await user.keyboard(' ');
    await waitFor(() => expect(said()).toBe('Weather was dropped at position 2 of 3.'));
    await waitFor(() => expect(store.get(userBlocksAtom)?.map((b) => b.id)).toEqual([2, 1, 3]));
  });

  it('remove: "Block removed from routine"', async () => {
    server.use(
      mock('removeUserBlock', () => new HttpResponse(null, { status: 204 }), { params: { id: 1 } }),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Weather' }));
    expect(await screen.findByText('Block removed from routine')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('routine-item')).toHaveLength(1));
  });

  it('Undo in the removal toast puts the block back where it stood, with its settings (re-add, then reorder)', async () => {
    const weather = {
      ...userBlock(1, 'weather', 0),
      settings: { place: ZONE_PLACES['Asia/Tokyo'], use_celsius: true, detail_level: 3 },
    };
    const posted: unknown[] = [];
    const reordered: unknown[] = [];
    server.use(
      mock('getUserBlocks', () => HttpResponse.json([weather, userBlock(2, 'horoscope', 1)])),
      mock('removeUserBlock', () => new HttpResponse(null, { status: 204 }), { params: { id: 1 } }),
      mock('addUserBlock', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ...weather, id: 7, order: 1 }, { status: 201 });
      }),
      mock('reorderUserBlocks', async ({ request }) => {
        reordered.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Weather' }));
    const toast = (await screen.findByText('Block removed from routine')).closest('[role="alert"]');
    await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Added Weather to your routine')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        block: 'weather',
        settings: { place: ZONE_PLACES['Asia/Tokyo'], use_celsius: true, detail_level: 3 },
        order: 1,
      },
    ]);
    expect(reordered).toEqual([
      [
        { id: 7, order: 0 },
        { id: 2, order: 1 },
      ],
    ]);
    const items = screen.getAllByTestId('routine-item');
    expect(items.map((i) => i.textContent?.slice(0, 10))).toEqual(['1. Weather', '2. Horosco']);
    expect(within(items[0]!).getByText('Tokyo · °C · full forecast')).toBeInTheDocument();
  });

  it('each entry says its settings in one line: two Weather blocks read differently', async () => {
    server.use(
      mock('getUserBlocks', () =>
        HttpResponse.json([
          userBlock(1, 'weather', 0),
          {
            ...userBlock(2, 'weather', 1),
            settings: { place: ZONE_PLACES['Asia/Tokyo'], use_celsius: true, detail_level: 1 },
          },
        ]),
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    const [first, second] = screen.getAllByTestId('routine-item');
    expect(within(first!).getByText('New York · °F · high, low and rain')).toBeInTheDocument();
    expect(within(second!).getByText('Tokyo · °C · sky and high')).toBeInTheDocument();
  });

  it('a Calendar entry while Google Calendar is disconnected: "Calendar disconnected — this block will be skipped"', async () => {
    server.use(
      mock('getUserBlocks', () =>
        HttpResponse.json([userBlock(1, 'weather', 0), userBlock(2, 'calendar', 1)]),
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    const [weather, calendar] = screen.getAllByTestId('routine-item');
    expect(calendar).toHaveAccessibleDescription(
      'Calendar disconnected — this block will be skipped',
    );
    expect(within(weather!).queryByText(/disconnected/)).not.toBeInTheDocument();
  });

  it('configure: loads the fields, refuses an invalid value, saves a valid one', async () => {
    server.use(
      mock(
        'getBlockConfig',
        () =>
          HttpResponse.json({
            schema: {
              fields: [
                {
                  key: 'detail_level',
                  label: 'Detail level',
                  type: 'number',
                  required: true,
                  // A range wider than 7 values, so the field is a text box (smaller ones are segmented).
                  validation: { min_value: 1, max_value: 10 },
                },
              ],
            },
            current_settings: { detail_level: 2 },
          }),
        { params: { id: 1 } },
      ),
      mock(
        'updateBlockSettings',
        async ({ request }) => {
          const { settings } = (await request.json()) as { settings: object };
          return HttpResponse.json({ ...userBlock(1, 'weather', 0), settings });
        },
        { params: { id: 1 } },
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Weather' });
    const input = await within(dialog).findByLabelText(/Detail level/);
    await userEvent.clear(input);
    await userEvent.type(input, '11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 10')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Block settings updated successfully')).toBeInTheDocument();
    expect(store.get(userBlocksAtom)?.[0]?.settings).toEqual({ detail_level: 3 });
  });

  it("configure: 'Loading configuration...' until the fields arrive", async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mock(
        'getBlockConfig',
        async () => {
          await arrived;
          return HttpResponse.json({ schema: { fields: [] }, current_settings: {} });
        },
        { params: { id: 1 } },
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    expect(await screen.findByText('Loading configuration...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('Loading configuration...')).not.toBeInTheDocument();
  });

  it('configure: a config that fails to load says so, by the error-text rule of SPEC §8', async () => {
    server.use(
      mock('getBlockConfig', () => new HttpResponse(null, { status: 500 }), { params: { id: 1 } }),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configure Weather' });
    expect(
      await within(dialog).findByText('Failed to load configuration. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // No response at all: the network text, in the dialog as in the toast.
    server.use(mock('getBlockConfig', () => HttpResponse.error(), { params: { id: 1 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    const again = await screen.findByRole('dialog', { name: 'Configure Weather' });
    expect(
      await within(again).findByText('Network error - please check your connection'),
    ).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The server's own words win.
    server.use(
      mock(
        'getBlockConfig',
        () => HttpResponse.json({ message: 'Block not found' }, { status: 404 }),
        { params: { id: 1 } },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    const third = await screen.findByRole('dialog', { name: 'Configure Weather' });
    expect(await within(third).findByText('Block not found')).toBeInTheDocument();
  });

  it('test call: refused without a phone; placed with one', async () => {
    server.use(mock('getProfile', () => HttpResponse.json({ ...profile, phone_number: '' })));
    const store = await loaded();
    const view = renderScreen(<RoutineScreen />, { store });
    await userEvent.click(screen.getByRole('button', { name: 'Make Test Call' }));
    expect(
      await screen.findByText('Please set up your phone number in your profile first.'),
    ).toBeInTheDocument();
    view.unmount();

    server.use(
      mock('getProfile', () => HttpResponse.json(profile)),
      mock('testCall', () =>
        HttpResponse.json({ message: 'Test call initiated! You should receive a call shortly.' }),
      ),
    );
    const store2 = await loaded();
    renderScreen(<RoutineScreen />, { store: store2 });
    await userEvent.click(screen.getByRole('button', { name: 'Make Test Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Test Call' });
    // The number as it will be dialled (once the numbering metadata, asked for as the pointer reached
    // the button, is in), and how the wake-up call itself is confirmed.
    await waitFor(() => expect(dialog).toHaveTextContent(/We will call \+1\s202\s555\s0123 now/));
    expect(dialog).toHaveTextContent(
      "On your wake-up call: Press 1 to confirm you're awake. If you don't, we call again in 5 minutes, up to 3 times.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Call Me' }));
    expect(
      await screen.findByText('Test call initiated! You should receive a call shortly.'),
    ).toBeInTheDocument();
  });
});
