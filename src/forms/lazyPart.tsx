import { lazy, Suspense, type ComponentType } from 'react';
import Skeleton from '@mui/material/Skeleton';

/**
 * A part of the form layer (a widget, a field, a template) loaded when a form first shows it, a
 * placeholder of about its height holding its place meanwhile, so the form does not jump. Any form
 * may still use it; no form pays for it until one does.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  height = 56,
  label = 'Loading...',
): ComponentType<Props> {
  const Loaded = lazy(load);
  return function LazyPart(props: Props) {
    return (
      <Suspense
        fallback={
          <Skeleton variant="rounded" height={height} role="progressbar" aria-label={label} />
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  };
}
