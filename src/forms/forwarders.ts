import type { UiSchema } from '@rjsf/utils';

type Handler = (...args: unknown[]) => unknown;

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * The uiSchema to give RJSF, with each function under a `ui:options` (a widget's handler) replaced by
 * a forwarder that is the same for the form's life and calls the function now at that place in
 * `latest()`. RJSF's Form keeps its uiSchema while a new one is deep-equal to it, and its deep
 * equality counts any two functions as equal: a handler that changed (a closure over new state)
 * never reached the widget, which kept calling the first one it was given.
 */
export function withForwarders(
  uiSchema: UiSchema | undefined,
  latest: () => UiSchema | undefined,
  forwarders: Map<string, Handler>,
): UiSchema {
  const walk = (value: unknown, path: readonly string[], inOptions: boolean): unknown => {
    if (typeof value === 'function' && inOptions) {
      const key = JSON.stringify(path);
      let forward = forwarders.get(key);
      if (!forward) {
        forward = (...args: unknown[]) => {
          let now: unknown = latest();
          for (const step of path)
            now =
              isPlain(now) || Array.isArray(now)
                ? (now as Record<string, unknown>)[step]
                : undefined;
          return typeof now === 'function' ? (now as Handler)(...args) : undefined;
        };
        forwarders.set(key, forward);
      }
      return forward;
    }
    if (Array.isArray(value))
      return value.map((item, i) => walk(item, [...path, String(i)], inOptions));
    if (isPlain(value))
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          walk(v, [...path, k], inOptions || k === 'ui:options'),
        ]),
      );
    return value;
  };
  return (walk(uiSchema ?? {}, [], false) ?? {}) as UiSchema;
}
