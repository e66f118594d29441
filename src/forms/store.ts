/**
 * What a form holds — its values and the errors it shows — outside React state, so a change to one field
 * re-renders that field alone: each field subscribes to its own key (`useSyncExternalStore`), the form's
 * actions and its unsaved-change guard to the whole.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { FieldErrors } from './validation';

type Listener = () => void;
export type Values = Record<string, unknown>;

/** What the layer does with a field's change and blur (SchemaForm's handlers). */
export interface FieldEvents {
  change(key: string, value: unknown, id: string | undefined): void;
  blur(key: string, value: unknown): void;
}

export class FormStore {
  values: Values;
  errors: FieldErrors;
  readonly events: FieldEvents;
  private readonly byKey = new Map<string, Set<Listener>>();
  private readonly all = new Set<Listener>();

  constructor(values: Values, errors: FieldErrors, events: FieldEvents) {
    this.values = values;
    this.errors = errors;
    this.events = events;
  }

  /** Subscribes to everything (values and errors); returns the unsubscribe. */
  subscribe = (listener: Listener): (() => void) => {
    this.all.add(listener);
    return () => this.all.delete(listener);
  };

  /** Subscribes to one field's value and errors; returns the unsubscribe. */
  subscribeKey(key: string, listener: Listener): () => void {
    let set = this.byKey.get(key);
    if (!set) {
      set = new Set();
      this.byKey.set(key, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  /** One field's new value (a new values object, the other fields' values kept). */
  setValue(key: string, value: unknown): void {
    if (Object.is(this.values[key], value) && key in this.values) return;
    this.values = { ...this.values, [key]: value };
    this.notify([key]);
  }

  /** Every value replaced (a reset, the form's defaults, a new `formData` from the caller). */
  replaceValues(values: Values): void {
    if (values === this.values) return;
    const before = this.values;
    this.values = values;
    const keys = new Set([...Object.keys(before), ...Object.keys(values)]);
    this.notify([...keys].filter((key) => !Object.is(before[key], values[key])));
  }

  /** The errors shown; only fields whose errors changed (by identity) are told. */
  setErrors(errors: FieldErrors): void {
    if (errors === this.errors) return;
    const before = this.errors;
    this.errors = errors;
    const keys = new Set([...Object.keys(before), ...Object.keys(errors)]);
    this.notify([...keys].filter((key) => before[key] !== errors[key]));
  }

  private notify(keys: string[]): void {
    for (const key of keys) this.byKey.get(key)?.forEach((listener) => listener());
    this.all.forEach((listener) => listener());
  }
}

export const FormStoreContext = createContext<FormStore | null>(null);

/** One field's value and errors, re-rendering only when they change. */
export function useField(store: FormStore, key: string) {
  const subscribe = useCallback(
    (listener: Listener) => store.subscribeKey(key, listener),
    [store, key],
  );
  const value = useSyncExternalStore(subscribe, () => store.values[key]);
  const errors = useSyncExternalStore(subscribe, () => store.errors[key]);
  return { value, errors };
}

/** Every value, re-rendering on each change. */
export function useValues(store: FormStore): Values {
  return useSyncExternalStore(store.subscribe, () => store.values);
}

/** Every error shown, re-rendering when they change. */
export function useErrors(store: FormStore): FieldErrors {
  return useSyncExternalStore(store.subscribe, () => store.errors);
}

export function useFormStore(): FormStore | null {
  return useContext(FormStoreContext);
}
