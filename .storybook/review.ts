/**
 * Review links: a story's whole state — every arg, the colour mode and the viewport (globals) — in one
 * URL parameter, `review`, as base64url JSON. Storybook's own `args=` keeps only args written with
 * letters, digits, spaces, `_` and `-` (a field with a pattern, an error with a full stop are dropped
 * silently); this parameter keeps any JSON value. Functions (actions) are not state and are left out.
 */

export interface ReviewState {
  args: Record<string, unknown>;
  globals: Record<string, unknown>;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The state as the `review` parameter's value. */
export function encodeReview(state: ReviewState): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(state)));
}

/** The state a `review` parameter carries; null when there is none or it is not one. */
export function decodeReview(param: string | null | undefined): ReviewState | null {
  if (!param) return null;
  try {
    const state: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(param)));
    if (!state || typeof state !== 'object') return null;
    const { args, globals } = state as Partial<ReviewState>;
    return args && typeof args === 'object' && globals && typeof globals === 'object'
      ? { args, globals }
      : null;
  } catch {
    return null;
  }
}

/** The link to a story in the catalogue at `location` (any of its pages), showing it in `state`. */
export function reviewUrl(location: string, storyId: string, state: ReviewState): string {
  const url = new URL(location);
  url.search = '';
  url.hash = '';
  url.searchParams.set('path', `/story/${storyId}`);
  url.searchParams.set('review', encodeReview(state));
  return url.toString();
}
