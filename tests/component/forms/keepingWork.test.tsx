import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouting, Route, Switch } from '../../../src/components/routing/Routing';
import { ToastContainer } from 'react-toastify';
import { notify, useInlineError } from '../../../src/components/notify';
import { toastContainerProps } from '../../../src/components/Toasts';
import { SchemaForm } from '../../../src/forms/SchemaForm';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name', maxLength: 20 } },
} as const;

function NameForm() {
  const saved = { name: 'Ada' };
  const [data, setData] = useState(saved);
  return (
    <>
      <SchemaForm
        schema={schema}
        formData={data}
        savedData={saved}
        onChange={setData}
        onSubmit={() => undefined}
        submitLabel="Save"
      />
      <Link to="/elsewhere">Go elsewhere</Link>
    </>
  );
}

describe('leaving a form with unsaved changes', () => {
  it('asks before the app navigates away; keep editing stays, discard leaves', async () => {
    // SchemaForm loads the guard lazily; the dashboard has it loaded before its first form shows
    // (src/app/DashboardShell.tsx), so here it is loaded first too (on a busy machine it came after
    // the click).
    await import('../../../src/forms/unsaved/LeaveGuard');
    const user = userEvent.setup();
    render(
      <MemoryRouting>
        <Switch>
          <Route path="/">
            <NameForm />
          </Route>
          <Route path="/elsewhere">
            <p>Elsewhere</p>
          </Route>
        </Switch>
      </MemoryRouting>,
    );
    await user.type(screen.getByLabelText('Name'), 'x');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveValue('Adax');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});

function InlineError({ text }: { text: string }) {
  useInlineError(text);
  return <p data-testid="inline">{text}</p>;
}

describe('toasts', () => {
  it('merge identical messages and skip an error already shown inline', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      notify.error('Failed to save settings. Please try again.');
      notify.error('Failed to save settings. Please try again.');
    });
    await waitFor(() =>
      expect(screen.getAllByText('Failed to save settings. Please try again.')).toHaveLength(1),
    );
    render(<InlineError text="Failed to load configuration. Please try again." />);
    act(() => {
      notify.error('Failed to load configuration. Please try again.');
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText('Failed to load configuration. Please try again.')).toHaveLength(1);
    expect(screen.getByTestId('inline')).toHaveTextContent('Failed to load configuration');
  });

  it('show at most 3 at once, newest first', async () => {
    render(<ToastContainer {...toastContainerProps} />);
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.success(`Message ${n}`);
    });
    await waitFor(() => expect(screen.getAllByText(/^Message \d$/)).toHaveLength(3));
    const shown = screen.getAllByText(/^Message \d$/).map((el) => el.textContent);
    expect(shown[0]).toBe('Message 3');
  });
});
