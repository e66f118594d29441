import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom } from 'jotai';
import { ApiError } from '../../../src/api/client';
import { Refusal } from '../../../src/state/refusal';
import { useAction, type ActionTexts } from '../../../src/state/useAction';
import { renderScreen } from '../render';

type Result = 'server text' | 'no text' | 'refused' | 'network' | 'ok';

let release: () => void = () => undefined;
const action = atom(null, async (_get, _set, result: Result) => {
  await new Promise<void>((resolve) => (release = resolve));
  if (result === 'server text') throw new ApiError('Quota reached', 429, 'Quota reached');
  if (result === 'no text') throw new ApiError('Request failed with status code 500', 500, null);
  if (result === 'network') throw new ApiError('offline', null, null);
  if (result === 'refused') throw new Refusal('Phone number is required');
  return 'done';
});

function Probe({ texts, result }: { texts: ActionTexts<[Result], string>; result: Result }) {
  const { run, busy, args } = useAction(action, texts);
  return (
    <button type="button" disabled={busy} onClick={() => void run(result)}>
      {busy ? `Working on ${args?.[0]}` : 'Go'}
    </button>
  );
}

async function press(result: Result, texts: ActionTexts<[Result], string>) {
  renderScreen(<Probe texts={texts} result={result} />);
  await userEvent.click(screen.getByRole('button', { name: 'Go' }));
  expect(screen.getByRole('button', { name: `Working on ${result}` })).toBeDisabled();
  release();
  expect(await screen.findByRole('button', { name: 'Go' })).toBeEnabled();
}

describe('useAction', () => {
  it('busy while running, then the success toast (a function of the result and arguments)', async () => {
    await press('ok', { success: (value, result) => `${value} with ${result}`, error: 'Failed' });
    expect(await screen.findByText('done with ok')).toBeInTheDocument();
  });

  it("a failure follows SPEC §8: the server's text first", async () => {
    await press('server text', { error: 'Failed to save settings. Please try again.' });
    expect(await screen.findByText('Quota reached')).toBeInTheDocument();
  });

  it("without the server's text: the screen's own failure text", async () => {
    await press('no text', { error: 'Failed to save settings. Please try again.' });
    expect(
      await screen.findByText('Failed to save settings. Please try again.'),
    ).toBeInTheDocument();
  });

  it('no response at all: the network text', async () => {
    await press('network', { error: 'Failed to save settings. Please try again.' });
    expect(
      await screen.findByText('Network error - please check your connection'),
    ).toBeInTheDocument();
  });

  it('a Refusal shows its own spec text', async () => {
    await press('refused', { error: 'Failed to save settings. Please try again.' });
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
  });
});
