import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { HearMyCallCard } from '../../../src/features/calls/HearMyCallCard';
import { loadDashboardAtom } from '../../../src/state/dashboard';
import { HttpResponse, delay, mock, server } from '../msw';
import { renderScreen, signInLocally } from '../render';
import { fakeMedia } from './fakeMedia';

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(() => media.restore());

async function rendered() {
  signInLocally();
  const store = createStore();
  await store.set(loadDashboardAtom);
  renderScreen(<HearMyCallCard />, { store });
  return within(screen.getByRole('region', { name: 'Hear my call' }));
}

describe('HearMyCallCard', () => {
  it('says it reflects saved changes only, prepares, then plays in the app player with words and Stop', async () => {
    let release = () => {};
    server.use(
      mock('previewCall', async () => {
        await new Promise<void>((r) => (release = r));
        return undefined;
      }),
    );
    const card = await rendered();
    expect(card.getByText(/unsaved changes are heard once saved/)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Hear my call' }));
    expect(card.getByRole('button', { name: 'Preparing your call...' })).toBeDisabled();
    release();
    expect(await card.findByText(/Good morning, Ada\. It is 7:30 on Monday/)).toBeInTheDocument();
    // The player loads while the call is prepared; its place is held if the words come first.
    const player = within(await card.findByRole('group', { name: 'Call playback' }));
    expect(player.getByRole('slider', { name: 'Position' })).toBeInTheDocument();
    // It starts at once: the user just asked to hear it.
    // (asked from the player's effect: on a loaded machine it may come a moment after the words show)
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    expect(await player.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toMatch(/^data:audio\/wav;base64,/);
    await userEvent.click(card.getByRole('button', { name: 'Stop' }));
    expect(media.pause).toHaveBeenCalled();
    expect(card.queryByText(/Good morning, Ada/)).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Hear my call' })).toBeEnabled();
  });

  it('a refusal shows the server text (the rate limit)', async () => {
    server.use(
      mock('previewCall', async () => {
        await delay(10);
        return HttpResponse.json(
          { message: 'Too many previews. Please wait a few minutes and try again.' },
          { status: 429 },
        );
      }),
    );
    const card = await rendered();
    await userEvent.click(card.getByRole('button', { name: 'Hear my call' }));
    expect(
      await screen.findByText('Too many previews. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Hear my call' })).toBeEnabled();
  });

  it('with no enabled block there is no call to hear: says so, and asks for none', async () => {
    let asked = 0;
    server.use(
      mock('getUserBlocks', () => HttpResponse.json([])),
      mock('previewCall', () => {
        asked += 1;
        return undefined;
      }),
    );
    const card = await rendered();
    expect(card.getByText('Add a block to your routine to hear your call.')).toBeVisible();
    const hear = card.getByRole('button', { name: 'Hear my call' });
    expect(hear).toBeDisabled();
    expect(hear).toHaveAccessibleDescription('Add a block to your routine to hear your call.');
    await userEvent.click(hear).catch(() => {});
    expect(asked).toBe(0);
  });
});
