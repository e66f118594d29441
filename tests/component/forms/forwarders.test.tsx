/**
 * A widget's handler in `ui:options` that changes between renders reaches the widget: RJSF keeps a
 * uiSchema that is deep-equal to the last one and counts any two functions as equal, so without the
 * layer's forwarders (src/forms/forwarders.ts) the widget kept calling the first handler.
 */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UiSchema, WidgetProps } from '@rjsf/utils';
import { SchemaForm } from '../../../src/forms/SchemaForm';

function PingWidget({ options }: WidgetProps) {
  return (
    <button type="button" onClick={() => (options.onPing as () => void)()}>
      Ping
    </button>
  );
}

function Form({ onPing }: { onPing: (round: number) => void }) {
  const [round, setRound] = useState(1);
  const uiSchema: UiSchema = {
    note: { 'ui:widget': PingWidget, 'ui:options': { onPing: () => onPing(round) } },
  };
  return (
    <>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        Next round
      </button>
      <SchemaForm
        schema={{ type: 'object', properties: { note: { type: 'string', title: 'Note' } } }}
        uiSchema={uiSchema}
        formData={{ note: '' }}
        onSubmit={vi.fn()}
        submitLabel="Save"
      />
    </>
  );
}

describe("a widget's handler in ui:options", () => {
  it('is the latest one the form was given', async () => {
    const onPing = vi.fn();
    render(<Form onPing={onPing} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next round' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ping' }));
    expect(onPing.mock.calls).toEqual([[1], [3]]);
  });
});
