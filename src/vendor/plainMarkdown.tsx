/**
 * Stands in for `markdown-to-jsx/react` (aliased in the build: ./swaps.ts). RJSF renders markdown only
 * when a uiSchema enables it, which this app never does, and otherwise for its own fallback messages
 * (an unsupported field), which read fine as plain text. Saves ~19 kB gzipped on every form screen.
 * Delete when a form enables markdown, or RJSF loads its renderer only for one that does.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
