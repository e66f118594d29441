/** What the Playground's Every state pages must show, row by row (checked by their stories' plays). */
import { expect, within } from 'storybook/test';
import { fieldType } from '../../src/core/fields/fieldTypes';
import { humanMessage } from '../../src/core/fields/errorMessages';
import { busy } from '../../src/core/messages';
import { cellsOf, partsLoaded } from '../states/cells';
import { formErrors } from './GeneratedStates';
import { generateStates } from './generateStates';
import { sampleOf } from './samples';

/** The error text shown under the field `key` in a cell, or null. */
export const errorUnder = (cell: HTMLElement, key: string) =>
  cell.querySelector<HTMLElement>(`[id$="_${key}__error"]`)?.textContent ?? null;

const errorsIn = (cell: HTMLElement) =>
  [...cell.querySelectorAll('.db-helper-error')].map((e) => e.textContent);

/**
 * Every generated row is there, in its four cells, showing what it is named for: each rule's own error
 * under its field (the rule's text itself where the value breaks that rule alone, else the form's
 * first), the server's refusal under the field it names, Save waiting, Saving…, Connect.
 */
export const everyStatePlay =
  (id: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const sample = sampleOf(id);
    if (!sample) throw new Error(`No sample ${id}`);
    const states = generateStates(sample.fields);
    await expect(canvasElement.querySelectorAll('[data-state]')).toHaveLength(states.length * 4);
    await partsLoaded(canvasElement);
    for (const state of states) {
      for (const cell of cellsOf(canvasElement, state.name)) {
        const where = cell.dataset.state;
        const inside = within(cell);
        await expect(
          inside.getByRole('dialog', { name: `Configure ${sample.name}` }),
          where,
        ).toBeVisible();
        const save = () => inside.getByRole('button', { name: /^Sav/ });
        switch (state.kind) {
          case 'rule': {
            const { key } = state.rule;
            await expect(state.breaks, `${where}: the value breaks its rule`).toContain(
              state.rule.keyword,
            );
            // A field type with its own error text (a place) says it whatever the rule's keyword.
            const field = sample.fields.find((f) => f.key === key);
            const own = field && fieldType(field).errorText?.(state.rule);
            const expected =
              own ??
              (state.breaks.length === 1
                ? humanMessage(state.rule)
                : formErrors(sample.fields, state.values)[key]?.[0]);
            await expect(errorUnder(cell, key), where).toBe(expected);
            await expect(errorsIn(cell), `${where}: no other error`).toHaveLength(1);
            break;
          }
          case 'refused':
            for (const { field, message } of state.refusal) {
              await expect(errorUnder(cell, field), where).toContain(message);
            }
            await expect(save()).toBeEnabled();
            break;
          case 'saving':
            await expect(save()).toHaveTextContent(busy.saving);
            await expect(save()).toBeDisabled();
            break;
          case 'defaults':
            await expect(errorsIn(cell), where).toEqual([]);
            await expect(save()).toBeDisabled();
            break;
          case 'filled':
            await expect(errorsIn(cell), where).toEqual([]);
            await expect(save()).toBeEnabled();
            break;
          case 'notConnected':
            await expect(inside.getByRole('button', { name: 'Connect' })).toBeVisible();
            break;
        }
      }
    }
  };
