import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneVerificationWidget } from '../../../src/features/account/PhoneVerificationWidget';
import { HttpResponse, mock, server } from '../msw';
import { renderScreen, signInLocally } from '../render';

afterEach(() => vi.useRealTimers());

function setup(props: Partial<Parameters<typeof PhoneVerificationWidget>[0]> = {}) {
  signInLocally();
  const onVerified = vi.fn();
  const onCancel = vi.fn();
  renderScreen(
    <PhoneVerificationWidget
      phoneNumber="+12025550143"
      supabaseUid="user-1"
      verified={false}
      onVerified={onVerified}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onVerified, onCancel };
}

describe('PhoneVerificationWidget (SPEC §4 "Phone verification")', () => {
  it('Verify now is disabled without a phone number', () => {
    setup({ phoneNumber: '' });
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeDisabled();
  });

  it('Verify now, the only action, is a contained button at least 44 px tall, not a text link', () => {
    setup();
    const action = screen.getByRole('button', { name: 'Verify now' });
    expect(action).toBeEnabled();
    expect(action.tagName).toBe('BUTTON');
    expect(action).toHaveAttribute('type', 'button');
    expect(action).toHaveClass('MuiButton-contained');
    expect(action).not.toHaveClass('MuiLink-root');
    expect(getComputedStyle(action).minHeight).toBe('44px');
  });

  it('sends (with the session’s token), shows the code form and the banner, which hides after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let auth: string | null = 'unset';
    server.use(
      mock('sendPhoneVerification', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'Verification call initiated!' });
      }),
    );
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Verification call initiated!')).toBeInTheDocument();
    // Signed in as the uid it names: the server records the call in the user's call history.
    expect(auth).toBe('Bearer test-access-token');
    expect(screen.getByText('Incoming Verification Call')).toBeInTheDocument();
    // The banner shows the number formatted for reading.
    expect(screen.getByText('Calling +1 202 555 0143')).toBeInTheDocument();
    expect(screen.getByText('Listen for your verification code.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter 6-digit code')).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByText('Incoming Verification Call')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByText('Incoming Verification Call')).not.toBeInTheDocument();
  });

  it('a wrong code shows the error and clears the field; a right one verifies', async () => {
    const user = userEvent.setup();
    server.use(
      mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })),
      mock('verifyPhone', async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        return code === '123456'
          ? HttpResponse.json({ message: 'Phone number verified successfully!' })
          : HttpResponse.json({ message: 'Invalid verification code' }, { status: 400 });
      }),
    );
    const { onVerified } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    const input = await screen.findByPlaceholderText('Enter 6-digit code');
    await user.type(input, '999999');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    // With the number the code was spoken to.
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('+12025550143'));
    // The stale error is closed (jsdom never ends its exit animation, so it is seen leaving); the
    // host says the success once, in its own words (no second toast here).
    await waitFor(() =>
      expect(
        screen.queryByText('Invalid verification code')?.closest('.Toastify__toast')?.className ??
          'exit',
      ).toMatch(/exit/),
    );
    expect(screen.queryByText('Phone number verified successfully!')).not.toBeInTheDocument();
  });

  it('a right code closes "Verification call initiated!": the call it announced is over', async () => {
    const user = userEvent.setup();
    server.use(
      mock('sendPhoneVerification', () =>
        HttpResponse.json({ message: 'Verification call initiated!' }),
      ),
      mock('verifyPhone', () =>
        HttpResponse.json({ message: 'Phone number verified successfully!' }),
      ),
    );
    const { onVerified } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    const initiated = await screen.findByText('Verification call initiated!');
    expect(initiated.closest('.Toastify__toast')?.className).not.toMatch(/exit/);
    await user.type(await screen.findByPlaceholderText('Enter 6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    // (jsdom never ends the exit animation: the toast is seen leaving)
    await waitFor(() =>
      expect(
        screen.queryByText('Verification call initiated!')?.closest('.Toastify__toast')
          ?.className ?? 'exit',
      ).toMatch(/exit/),
    );
  });

  it('Cancel returns to unverified and asks for the original number back', async () => {
    const user = userEvent.setup();
    server.use(mock('sendPhoneVerification', () => HttpResponse.json({ message: 'ok' })));
    const { onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Verify now' })).toBeEnabled();
  });

  it('a failed send shows the server text, else "Failed to initiate verification"', async () => {
    const user = userEvent.setup();
    server.use(
      mock('sendPhoneVerification', () =>
        HttpResponse.json({ error: 'Too many verification calls.' }, { status: 429 }),
      ),
    );
    setup();
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Too many verification calls.')).toBeInTheDocument();
    server.use(mock('sendPhoneVerification', () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Verify now' }));
    expect(await screen.findByText('Failed to initiate verification')).toBeInTheDocument();
  });
});
