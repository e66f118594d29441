/**
 * The parts of RJSF no form of the app draws — @rjsf/core's array, anyOf/oneOf, layout-grid, cyclic,
 * optional-data and fallback fields with their templates, its own checkbox, radio, select, file, rating
 * and alternative date widgets, and @rjsf/mui's counterparts of those templates and its slider,
 * checkbox group and text area — in one chunk, loaded when a form first shows any of them (`rare`).
 * One chunk, not one per part: each lazy part is a separate entry to the bundler, and entries split
 * what they share with the forms chunk into files of their own, a request each on the first load.
 * Delete with RJSF 7, with the registries' stand-ins (./fields.ts, ./widgets.ts, ./templates.ts).
 */
import type { ComponentType } from 'react';
import { loadRareParts } from '../../forms/fieldParts';
import { lazyPart } from '../../forms/lazyPart';
import type * as Parts from './rareParts';

/**
 * The rarely drawn part `name`, loaded (with all the others) when a form first shows it; a placeholder
 * of `height` meanwhile. Loosely typed, as RJSF's registries hold components generic in their data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- RJSF's registries hold ComponentType<any>.
export function rare<Props extends object = any>(
  name: keyof typeof Parts,
  height?: number,
): ComponentType<Props> {
  return lazyPart<Props>(
    () =>
      loadRareParts().then((parts) => ({
        default: parts[name] as unknown as ComponentType<Props>,
      })),
    height,
  );
}
