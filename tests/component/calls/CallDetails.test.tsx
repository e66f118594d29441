import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CallAttempt } from '../../../src/core/types';
import { CallDetails } from '../../../src/features/calls/CallDetails';
import { callRecord } from '../../fixtures/api';
import { renderScreen } from '../render';
import { fakeMedia } from './fakeMedia';

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(() => media.restore());

const attempt = (number: number, over: Partial<CallAttempt> = {}): CallAttempt => ({
  number,
  started_at: `2026-11-19T12:3${number}:00.000Z`,
  answered_at: `2026-11-19T12:3${number}:05.000Z`,
  ended_at: `2026-11-19T12:3${number}:49.000Z`,
  outcome: 'completed',
  confirmed: false,
  keys: '',
  ...over,
});

function details(call: ReturnType<typeof callRecord>) {
  renderScreen(<CallDetails call={call} zone="America/New_York" open onClose={() => {}} />);
  return within(screen.getByRole('dialog'));
}

describe('CallDetails', () => {
  it('a morning answered but never confirmed: missed, and every attempt with its time, line time and key', () => {
    const dialog = details(
      callRecord(4, {
        confirmed: false,
        status: 'missed',
        attempts: [attempt(1, { outcome: 'no-answer', answered_at: null }), attempt(2), attempt(3)],
      }),
    );
    expect(dialog.getByText('Missed: not confirmed after 3 attempts')).toBeInTheDocument();
    expect(dialog.queryByText('Answered', { exact: true, selector: 'dd' })).toBeNull();
    const list = dialog.getByRole('list', { name: 'Attempts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Attempt 1 · 7:31 AM · No answerNo key pressed',
      'Attempt 2 · 7:32 AM · Answered0:44 on the line · No key pressed',
      'Attempt 3 · 7:33 AM · Answered0:44 on the line · No key pressed',
    ]);
  });

  it('an attempt a machine took without ringing says so, with the guide to let it ring', async () => {
    const dialog = details(
      callRecord(5, {
        confirmed: false,
        status: 'missed',
        attempts: [
          attempt(1, { outcome: 'silenced', ended_at: '2026-11-19T12:31:06.000Z' }),
          attempt(2, { outcome: 'no-answer', answered_at: null }),
        ],
      }),
    );
    const [silenced, unanswered] = within(
      dialog.getByRole('list', { name: 'Attempts' }),
    ).getAllByRole('listitem');
    expect(silenced).toHaveTextContent('Attempt 1 · 7:31 AM · Went to voicemail without ringing');
    expect(within(silenced!).getByText('Make sure it rings')).toBeVisible();
    expect(within(unanswered!).queryByText('Make sure it rings')).toBeNull();
  });

  it('a confirmed morning: 1 pressed; the recording in the app player, not the native controls', () => {
    const dialog = details(callRecord(6));
    expect(dialog.getByText('Confirmed awake')).toBeInTheDocument();
    const list = dialog.getByRole('list', { name: 'Attempts' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Attempt 1 · 7:30 AM · Answered1:05 on the line · 1 pressed',
    );
    const player = dialog.getByRole('group', { name: 'Recording of this call' });
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(within(player).getByText('0:00 / -:--')).toBeInTheDocument();
    const audio = player.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'http://localhost/api/calls/6/audio?exp=1&sig=test');
    expect(audio).not.toHaveAttribute('controls');
  });

  it('a call never placed says why and that it made no attempt', () => {
    const dialog = details(
      callRecord(9, {
        confirmed: false,
        status: 'expired',
        attempts: [],
        audio_url: null,
        last_error: 'More than 15 minutes late',
      }),
    );
    expect(dialog.getByText('Expired: more than 15 minutes late')).toBeInTheDocument();
    expect(dialog.getByText('No attempt was made.')).toBeInTheDocument();
    expect(dialog.getByText('No recording for this call.')).toBeInTheDocument();
  });

  it('a call that could not be placed says the last failure', () => {
    const dialog = details(
      callRecord(1, {
        kind: 'verification',
        confirmed: false,
        status: 'dead',
        attempts: [attempt(1, { outcome: 'failed', answered_at: null, ended_at: null })],
        last_error: 'The line refused the number',
      }),
    );
    expect(dialog.getByText('Failed')).toBeInTheDocument();
    expect(dialog.getByText('The line refused the number')).toBeInTheDocument();
    // A verification call asks for no key.
    expect(
      within(dialog.getByRole('list', { name: 'Attempts' })).getByRole('listitem'),
    ).toHaveTextContent(/^Attempt 1 · 7:31 AM · Failed$/);
  });
});
