/**
 * Redirects built from the request (trailing slash, old routes, city slugs) go through sameSiteLocation, so
 * the browser never leaves the site: a Location of `//evil.example` or `/\evil.example` would send it to
 * another host. Browsers drop tabs and newlines from a URL and read a backslash as a slash; this does the
 * same first, resolves dot segments, then keeps a single leading slash.
 */

const BASE = 'http://same-site.invalid';
/** C0 and C1 control characters and every kind of white space. */
const CONTROL_OR_SPACE = /[\p{Cc}\s]/gu;

/**
 * A path-absolute Location on our own host for `path` (as decoded by the router) and `query` (`?…` or '').
 * Always starts with exactly one `/`, has no control character, space or backslash, and keeps the query.
 */
export function sameSiteLocation(path: string, query = ''): string {
  const cleaned = path.replace(CONTROL_OR_SPACE, '').replace(/\\/g, '/');
  const url = new URL(`/${cleaned.replace(/^\/+/, '')}`, BASE);
  // A backslash in the query is harmless after `?`, but encoded all the same: the Location has none.
  url.search = query.replace(CONTROL_OR_SPACE, '').replace(/\\/g, '%5C');
  // Dot segments may bring a double slash back to the front (`/.//host` resolves to `//host`).
  const pathname = url.pathname.replace(/^\/+/, '/');
  return `${pathname}${url.search}`;
}
