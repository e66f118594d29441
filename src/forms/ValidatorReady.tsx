import { lazy, Suspense, type ReactNode } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { RJSFSchema } from '@rjsf/utils';
import { loading } from '../core/messages';
import { loadValidation, needsValidatorToRender } from './loadValidation';

/** A field with its helper line, and the actions row: the placeholder of a form still loading. */
const FIELD_HEIGHT = 80;
const ACTIONS_HEIGHT = 52;

/** Its children once the validation has loaded (suspends until then). */
const AfterValidation = lazy(() =>
  loadValidation().then(() => ({ default: ({ children }: { children: ReactNode }) => children })),
);

/**
 * The form as soon as RJSF can render it: at once, unless its schema branches (oneOf, if…), which
 * RJSF resolves with its validator while rendering; then after the validation has loaded, a
 * placeholder of about the form's height holding its place meanwhile. The tree depends on the schema
 * alone, so the form is never mounted again when the validation arrives.
 */
export function ValidatorReady({ schema, children }: { schema: RJSFSchema; children: ReactNode }) {
  if (!needsValidatorToRender(schema)) return children;
  const fields = Object.keys(schema.properties ?? {}).length;
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={fields * FIELD_HEIGHT + ACTIONS_HEIGHT}
          aria-label={loading.generic}
        />
      }
    >
      <AfterValidation>{children}</AfterValidation>
    </Suspense>
  );
}
