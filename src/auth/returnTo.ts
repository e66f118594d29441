/**
 * Where sign-in returns to: the dashboard page a signed-out visitor asked for. Only a path of this
 * app is kept (never another origin, `//host` or `/\host`), so the parameter cannot send anyone away.
 */
export const RETURN_PARAM = 'next';
const HOME = '/dashboard/routine';

/** The path to return to, from a `next` value; the routine when there is none or it is not ours. */
export function returnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return HOME;
  return next;
}

/** The sign-in page. */
export const SIGN_IN = '/signin';

/** `/signin?next=…` for the page the visitor asked for. */
export function signInFor(path: string): string {
  return `${SIGN_IN}?${new URLSearchParams({ [RETURN_PARAM]: returnPath(path) }).toString()}`;
}
