/**
 * The same message again while its toast is on its way out (closed, its exit animation running) is a
 * new toast on screen: react-toastify ignores a toast whose id is still in its list, so one id per
 * text dropped the second "Schedule updated successfully!" of two saves a few seconds apart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer, toast } from 'react-toastify';
import { notify } from '../../../src/components/notify';
import { toastContainerProps } from '../../../src/components/Toasts';

const TEXT = 'Schedule updated successfully!';

/** The toasts of a text on screen and not leaving (jsdom never ends an exit animation). */
const staying = (text: string) =>
  screen
    .queryAllByText(text)
    .map((node) => node.closest('.Toastify__toast'))
    .filter((node) => node && !/-exit/.test(node.className));

afterEach(() => {
  toast.dismiss();
  cleanup();
});

describe('a message shown again', () => {
  it('while the same toast is leaving, shows it anew', async () => {
    const user = userEvent.setup();
    render(<ToastContainer {...toastContainerProps} />);
    notify.success(TEXT);
    await waitFor(() => expect(staying(TEXT)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(staying(TEXT)).toHaveLength(0));
    notify.success(TEXT);
    await waitFor(() => expect(staying(TEXT)).toHaveLength(1));
  });

  it('while the same toast is open, keeps the one toast', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    notify.success(TEXT);
    await waitFor(() => expect(staying(TEXT)).toHaveLength(1));
    notify.success(TEXT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(TEXT)).toHaveLength(1);
  });

  it('an error shown again after its toast was closed shows anew, and dismissError closes it', async () => {
    const user = userEvent.setup();
    render(<ToastContainer {...toastContainerProps} />);
    const error = 'Failed to update schedule';
    notify.error(error);
    await waitFor(() => expect(staying(error)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    notify.error(error);
    await waitFor(() => expect(staying(error)).toHaveLength(1));
    notify.dismissError(error);
    await waitFor(() => expect(staying(error)).toHaveLength(0));
  });
});
