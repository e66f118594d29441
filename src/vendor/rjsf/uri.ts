/**
 * Stands in for fast-uri where @rjsf/utils imports it (findSchemaDefinition.js; swapped in the build:
 * ../swaps.ts; AJV keeps the real one): @rjsf/utils asks only `resolve` — a `$ref` against its
 * schema's `$id` — and `equal` — two `$id`s — which the browser's URL parser answers.
 * tests/unit/vendor/uri.test.ts checks both against fast-uri itself. fast-uri is 7.3 kB gzipped in
 * every form route's first load. Delete when @rjsf/utils no longer imports it (check at RJSF 7), or
 * the form routes' first load can afford it.
 */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Percent-escapes of characters that never need one (RFC 3986 §2.3): `%7E` and `~` are one URI. */
const UNRESERVED_ESCAPE = /%(2[DE]|3\d|[46][1-9A-F]|[57][\dA]|5F|7E)/gi;

function absolute(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

/**
 * A relative `ref` against a base with no authority (`urn:…`): RFC 3986's merge — the base's path up
 * to its last '/', then `ref` — with the URL parser removing the dot segments.
 */
function opaque(scheme: string, basePath: string, ref: string): string {
  const path = basePath.split(/[?#]/)[0] ?? '';
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  const rooted = ref.startsWith('/') || dir.startsWith('/');
  const url = new URL(ref.startsWith('/') ? ref : rooted ? dir + ref : `/${dir}${ref}`, 'x://x');
  const merged = url.pathname + url.search + url.hash;
  return scheme + (rooted ? merged : merged.slice(1));
}

/** `ref` resolved against `base` (RFC 3986 §5.2). */
function resolve(base: string, ref: string): string {
  if (SCHEME.test(ref)) return absolute(ref);
  const scheme = SCHEME.exec(base)?.[0];
  if (scheme && base.startsWith('//', scheme.length)) return new URL(ref, base).href;
  if (scheme && !ref.startsWith('#')) return opaque(scheme, base.slice(scheme.length), ref);
  // A base with no scheme (RJSF's '#' for a root schema with no $id): a same-document reference
  // stays in the base's document; any other is as written.
  return ref.startsWith('#') ? (base.split('#')[0] ?? '') + ref : ref;
}

function normal(uri: string): string {
  const decoded = uri.replace(UNRESERVED_ESCAPE, (escape) =>
    String.fromCharCode(parseInt(escape.slice(1), 16)),
  );
  return SCHEME.test(decoded) ? absolute(decoded) : decoded;
}

/** Whether two URIs name the same resource (case of scheme and host, needless escapes aside). */
function equal(a: string, b: string): boolean {
  return normal(a) === normal(b);
}

export default { resolve, equal };
