import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { RoutineScreen } from '../../../src/app/RoutineScreen';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { HttpResponse, mock, server, userBlock } from '../msw';
import { renderScreen, signInLocally } from '../render';

/** Counts the configuration requests per routine entry, answering with the given zip code. */
function countConfigs(zip: () => string) {
  const asked: Record<string, number> = {};
  server.use(
    mock('getBlockConfig', ({ params }) => {
      const id = String(params.id);
      asked[id] = (asked[id] ?? 0) + 1;
      return HttpResponse.json({
        schema: {
          fields: [{ key: 'zip_code', label: 'Zip code', type: 'text', required: true }],
        },
        current_settings: { zip_code: zip() },
      });
    }),
  );
  return asked;
}

async function loaded() {
  signInLocally();
  server.use(
    mock('getUserBlocks', () =>
      HttpResponse.json([userBlock(1, 'weather', 0), userBlock(2, 'horoscope', 1)]),
    ),
  );
  const store = createStore();
  await store.set(loadDashboardAtom);
  return store;
}

describe('configure: each entry prefetched on idle, a save written into the cache', () => {
  it('opens with no request once idle; after a save the next open shows the saved value, asking nothing', async () => {
    let zip = '10001';
    const asked = countConfigs(() => zip);
    server.use(
      mock(
        'updateBlockSettings',
        async ({ request }) => {
          const { settings } = (await request.json()) as { settings: { zip_code: string } };
          zip = settings.zip_code;
          return HttpResponse.json({ ...userBlock(1, 'weather', 0), settings });
        },
        { params: { id: 1 } },
      ),
    );
    const store = await loaded();
    renderScreen(<RoutineScreen />, { store });
    // Both entries are fetched once, with nobody opening anything.
    await waitFor(() => expect(asked).toEqual({ '1': 1, '2': 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    // The dialog's code may still be on its way here (loaded after the list shows; in the browser it
    // is there by then: tests/e2e/dialog.spec.ts); its fields come with it, no loading step.
    const dialog = await screen.findByRole('dialog', { name: 'Configure Weather' });
    expect(within(dialog).queryByText('Loading configuration...')).toBeNull();
    expect(within(dialog).getByLabelText(/Zip code/)).toHaveValue('10001');
    expect(asked['1']).toBe(1);

    await userEvent.clear(within(dialog).getByLabelText(/Zip code/));
    await userEvent.type(within(dialog).getByLabelText(/Zip code/), '94110');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Block settings updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Configure Weather' }));
    const again = await screen.findByRole('dialog', { name: 'Configure Weather' });
    expect(await within(again).findByLabelText(/Zip code/)).toHaveValue('94110');
    // The save's answer became the entry's settings: no request after it.
    expect(asked).toEqual({ '1': 1, '2': 1 });
  }, 45_000); // two opens and a save: slow on a loaded 2-core machine
});
