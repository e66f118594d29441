import { useLayoutEffect, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { FormStore, Values } from './store';

/**
 * The values RJSF's Form is given (`seed`): the caller's `formData` once, and again only when the
 * caller replaces it — the caller handing back what the form reported is not new. A replaced formData
 * becomes the store's values, unless RJSF already reported it with its defaults. `report` tells the
 * caller the values; `onFormChange` is RJSF's, which reports the whole data only for the values it
 * derives itself (defaults, a new formData).
 */
export function useFormSeed<T>(formData: T, store: FormStore, onChange: (data: Values) => void) {
  const reported = useRef<unknown>(formData);
  const [seed, setSeed] = useState(formData);
  if (formData !== seed && formData !== reported.current) setSeed(formData);
  const seeded = useRef(seed);
  useLayoutEffect(() => {
    if (seeded.current !== seed) {
      seeded.current = seed;
      store.replaceValues(seed as Values);
    }
  }, [seed, store]);

  const report = (data: Values) => {
    reported.current = data;
    onChange(data);
  };
  const onFormChange = (event: IChangeEvent<T>) => {
    seeded.current = seed;
    const data = event.formData as Values;
    store.replaceValues(data);
    report(data);
  };
  return { seed, report, onFormChange };
}
