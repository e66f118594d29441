import { useMemo } from 'react';
import type { BlockField, BlockSettings, Integration } from '../../src/core/types';
import { defaultSettings, settingsSchema } from '../../src/core/fields/settingsSchema';
import { validateForm, type FieldErrors } from '../../src/forms/validation';
import { ConfigureDialog } from '../../src/features/routine/ConfigureDialog';
import { StatesGrid, type StateCell } from '../states/StatesGrid';
import { generateStates, type GeneratedState } from './generateStates';
import { readyConfig } from '../../tests/fixtures/blockConfig';

const noop = () => undefined;

/** Each integration the fields name, connected (the other rows are not about connecting). */
const connected = (fields: readonly BlockField[]): Integration[] =>
  [...new Set(fields.map((f) => f.integration_type).filter((p) => typeof p === 'string'))].map(
    (provider) => ({ provider, is_active: true, last_sync: '2026-01-15T06:00:00Z' }),
  );

/** The errors the form shows for `values` after a submit (the forms layer's own check). */
export const formErrors = (fields: readonly BlockField[], values: BlockSettings): FieldErrors =>
  validateForm(settingsSchema(fields), { ...defaultSettings(fields), ...values });

function byField(refusal: { field: string; message: string }[]): FieldErrors {
  const shown: Record<string, string[]> = {};
  for (const { field, message } of refusal) shown[field] = [...(shown[field] ?? []), message];
  return shown;
}

/** One generated state as a States row: the configure dialog, laid in the page, in that state. */
function cellOf(state: GeneratedState, fields: BlockField[], name: string): StateCell {
  const integrations = state.kind === 'notConnected' ? [] : connected(fields);
  const config = readyConfig({ schema: { fields }, current_settings: state.values });
  const extra =
    state.kind === 'rule'
      ? { initialErrors: formErrors(fields, state.values), guardUnsaved: false }
      : state.kind === 'refused'
        ? { serverErrors: byField(state.refusal), guardUnsaved: false }
        : state.kind === 'defaults'
          ? {}
          : { guardUnsaved: false, saving: state.kind === 'saving' };
  return {
    name: state.name,
    render: (id) => (
      <ConfigureDialog
        inline
        id={id}
        name={name}
        config={config}
        integrations={integrations}
        onSave={noop}
        onClose={noop}
        onConnectIntegration={noop}
        {...extra}
      />
    ),
  };
}

/**
 * Every state of a configure dialog for `fields` (see generateStates): a row per state, each in light
 * and dark at a phone's 390 px and a desktop's 1280 px, as the States pages show them.
 */
export function GeneratedStates({ fields, name }: { fields: BlockField[]; name: string }) {
  const states = useMemo(
    () => generateStates(fields).map((state) => cellOf(state, fields, name)),
    [fields, name],
  );
  return <StatesGrid states={states} />;
}
