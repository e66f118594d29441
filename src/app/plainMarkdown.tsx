/**
 * Stands in for `markdown-to-jsx/react` (aliased in vite.config.ts). RJSF renders markdown only when a
 * uiSchema enables it, which this app never does, and otherwise for its own fallback messages (an
 * unsupported field), which read fine as plain text. Saves ~19 kB gzipped on every form screen.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
