/**
 * Security headers of every response: HTML pages, JSON, media, redirects and errors alike. A header a route
 * set itself wins (the sandbox CSP of /media files, the admin SPA's own CSP).
 *
 * No page may be framed (`frame-ancestors 'none'`, `X-Frame-Options: DENY`) but the embedded simulator:
 * under /integrer/simulateur (src/lib/shared/embed.ts) the pages allow any http(s) site to frame them and send
 * no X-Frame-Options. The prefix is matched exactly (path segments), so no other address shares it. An error
 * under the prefix (404, 4xx, 5xx) is not the simulator: it may not be framed either.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { isEmbedPath } from '../../src/lib/shared/embed.ts';
import { readScriptHashes } from './csp-hashes.ts';

/** Who may frame a page: nobody, or (the embedded simulator) any http or https site. */
export type Framing = 'none' | 'any';

/** The policy of an HTML page: scripts only from the site or with one of the given hashes, never inline. */
export function pagePolicy(scriptHashes: readonly string[], framing: Framing = 'none'): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes.map((h) => `'${h}'`)].join(' '),
    // Inlined stylesheets and style attributes; scripts are the review's scope.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // `*` matches every http(s) origin (CSP Level 3), nothing else (no data:, blob: or file:).
    framing === 'any' ? 'frame-ancestors *' : "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON, media, redirects: nothing of theirs may load or run anything, nor be framed. */
export const NON_HTML_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Powerful features the site never uses, denied to the pages and anything they might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const COMMON_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Permitted-Cross-Domain-Policies': 'none',
};

/**
 * API answers are never cached unless their route says otherwise: many carry personal data (back-office,
 * session, a visitor's simulation or results, a form sent back with what was typed).
 */
const PRIVATE_API = /^\/api\//;

/**
 * The middleware. HTML gets the page policy with the script hashes of the live build (its `csp.json`, reread
 * when `current` points to another build); every other response gets the strict policy.
 */
export function securityHeaders(buildsDir: string): MiddlewareHandler {
  const current = join(buildsDir, 'current');
  let cache: { folder: string; policies: Record<Framing, string> } | undefined;
  const livePagePolicy = (framing: Framing): string => {
    let folder: string;
    try {
      folder = realpathSync(current);
    } catch {
      return pagePolicy([], framing); // never built
    }
    if (cache?.folder !== folder) {
      const hashes = readScriptHashes(folder);
      cache = { folder, policies: { none: pagePolicy(hashes), any: pagePolicy(hashes, 'any') } };
    }
    return cache.policies[framing];
  };

  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const framing: Framing = isEmbedPath(c.req.path) && c.res.status < 400 ? 'any' : 'none';
    for (const [name, value] of Object.entries(COMMON_HEADERS))
      if (!headers.has(name) && !(framing === 'any' && name === 'X-Frame-Options')) headers.set(name, value);
    // A 304 would replace the cached page's policy with its own: it gets none.
    if (!headers.has('Content-Security-Policy') && c.res.status !== 304) {
      const html = headers.get('Content-Type')?.startsWith('text/html');
      headers.set('Content-Security-Policy', html ? livePagePolicy(framing) : NON_HTML_POLICY);
    }
    if (PRIVATE_API.test(c.req.path) && !headers.has('Cache-Control'))
      headers.set('Cache-Control', 'no-store');
  };
}
