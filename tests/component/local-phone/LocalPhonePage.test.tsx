import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalPhonePage } from '../../../src/features/local-phone/LocalPhonePage';
import {
  answeredLine,
  endedWakeUp,
  localCall,
  localPhoneHandlers,
} from '../../fixtures/localCalls';
import { HttpResponse, mock, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

const page = () => renderScreen(<LocalPhonePage />, { route: '/local/phone' });

describe('LocalPhonePage', () => {
  it('shows a ringing verification call, its code heard once answered; Answer, then Press 1, posts each choice and the call ends', async () => {
    signInLocally();
    const posted: unknown[] = [];
    server.use(
      mock('answerLocalCall', async ({ request }) => {
        posted.push(await request.clone().json());
        return undefined;
      }),
      ...localPhoneHandlers(),
    );
    page();
    const call = await screen.findByRole('article', { name: 'Verification call' });
    expect(
      screen.getByText('Local mode: this page is your phone. No real call is made.'),
    ).toBeInTheDocument();
    // Ringing, its words are not heard yet, as on a phone: neither the code nor the text is shown.
    expect(within(call).queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(within(call).queryByText(/481516|4 8 1 5 1 6/)).not.toBeInTheDocument();
    expect(within(call).getByText('Answer to hear what it says.')).toBeInTheDocument();
    expect(within(call).getByText('Ringing')).toBeInTheDocument();
    expect(within(call).getByText(/To \+1 202 555 0123/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A call is ringing.');
    // Ringing: no hanging up yet, and no key until it is answered, as on a phone.
    expect(within(call).getByRole('button', { name: 'Hang up' })).toBeDisabled();
    expect(within(call).getByRole('button', { name: 'Press 1 — I’m awake' })).toBeDisabled();
    expect(within(call).getByRole('button', { name: 'Decline' })).toBeEnabled();

    await userEvent.click(within(call).getByRole('button', { name: 'Answer' }));
    expect(await within(call).findByText('Answered')).toBeInTheDocument();
    expect(within(call).getByLabelText('Verification code')).toHaveTextContent('481516');
    expect(within(call).queryByText('Answer to hear what it says.')).not.toBeInTheDocument();
    await userEvent.click(within(call).getByRole('button', { name: 'Press 1 — I’m awake' }));
    expect(posted).toEqual([{ action: 'answer' }, { action: 'press-1' }]);
    expect(await within(call).findByText('Ended: answered')).toBeInTheDocument();
    for (const button of within(call).getAllByRole('button')) expect(button).toBeDisabled();

    // A text message lists with the calls: sent, with nothing to press.
    const text = screen.getByRole('article', { name: 'Text message' });
    expect(within(text).getByText('Text sent')).toBeInTheDocument();
    expect(within(text).getByText(/didn't confirm their 7:00 wake-up call/)).toBeInTheDocument();
    expect(within(text).queryByRole('group', { name: /phone buttons/ })).not.toBeInTheDocument();

    // The ended wake-up call below it: confirmed, with its audio.
    const wakeUp = screen.getByRole('article', { name: 'Wake-up call' });
    expect(within(wakeUp).getByText('Ended: confirmed awake')).toBeInTheDocument();
    expect(
      within(wakeUp).getByRole('group', { name: 'Audio of the wake-up call' }),
    ).toBeInTheDocument();
  });

  it('an answered call offers the keys and Hang up only', async () => {
    signInLocally();
    server.use(
      ...localPhoneHandlers([
        localCall(3, {
          line: answeredLine,
        }),
      ]),
    );
    page();
    const call = await screen.findByRole('article', { name: 'Verification call' });
    expect(within(call).getByRole('button', { name: 'Hang up' })).toBeEnabled();
    expect(within(call).getByRole('button', { name: 'Press 2 — snooze' })).toBeEnabled();
    expect(within(call).getByRole('button', { name: 'Press 3 — hear it again' })).toBeEnabled();
    expect(within(call).getByRole('button', { name: 'Answer' })).toBeDisabled();
    expect(within(call).getByRole('button', { name: 'Send to voicemail' })).toBeDisabled();
  });

  it('a call that ends stops its sound: Answer plays it, Press 1 ends the call and the audio with it', async () => {
    signInLocally();
    const sound: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (
      this: HTMLMediaElement,
    ) {
      sound.push('play');
      this.dispatchEvent(new Event('play'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      sound.push('pause');
      this.dispatchEvent(new Event('pause'));
    });
    server.use(
      ...localPhoneHandlers([
        localCall(4, { kind: 'wakeup', text: 'Good morning!', audio_url: endedWakeUp.audio_url }),
      ]),
    );
    page();
    const call = await screen.findByRole('article', { name: 'Wake-up call' });
    await userEvent.click(within(call).getByRole('button', { name: 'Answer' }));
    const player = within(call).getByRole('group', { name: 'Audio of the wake-up call' });
    expect(await within(player).findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(sound.at(-1)).toBe('play');
    sound.length = 0;
    await userEvent.click(within(call).getByRole('button', { name: 'Press 1 — I’m awake' }));
    expect(await within(call).findByText('Ended: confirmed awake')).toBeInTheDocument();
    expect(sound).toEqual(['pause']);
    // Still there to hear again, at rest.
    expect(
      within(within(call).getByRole('group', { name: 'Audio of the wake-up call' })).getByRole(
        'button',
        { name: 'Play' },
      ),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the code big in any language a call speaks: a Japanese verification call, answered', async () => {
    signInLocally();
    server.use(
      ...localPhoneHandlers([
        localCall(5, {
          // As server/calls/verification speaks it in Japanese (digits read with 、).
          text: 'Daybreakです。確認コードは6、9、0、4、8、1です。もう一度言います、コードは6、9、0、4、8、1です。',
          line: answeredLine,
        }),
      ]),
    );
    page();
    const call = await screen.findByRole('article', { name: 'Verification call' });
    expect(within(call).getByLabelText('Verification code')).toHaveTextContent('690481');
  });

  it('says when there are no calls yet', async () => {
    signInLocally();
    server.use(...localPhoneHandlers([]));
    page();
    expect(
      await screen.findByText('No calls yet. Calls the app places appear here as they ring.'),
    ).toBeInTheDocument();
  });

  it('a failed load shows the server’s text and Retry loads again', async () => {
    signInLocally();
    let fail = true;
    server.use(
      mock('getLocalCalls', () =>
        fail ? HttpResponse.json({ message: 'Not found' }, { status: 404 }) : undefined,
      ),
      ...localPhoneHandlers(),
    );
    page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not found');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Verification call' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a signed-out visitor goes to sign in', async () => {
    page();
    expect(await screen.findByText(/^Now at \/signin\?next=/)).toBeInTheDocument();
  });
});
