/**
 * Security headers of every response: HTML pages, JSON, media, redirects and errors alike. A header a route
 * set itself wins (the sandbox CSP of /media files, the admin SPA's own CSP).
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { readScriptHashes } from './csp-hashes.ts';

/** The policy of an HTML page: scripts only from the site or with one of the given hashes, never inline. */
export function pagePolicy(scriptHashes: readonly string[]): string {
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
    "frame-ancestors 'none'",
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
  let cache: { folder: string; policy: string } | undefined;
  const livePagePolicy = (): string => {
    let folder: string;
    try {
      folder = realpathSync(current);
    } catch {
      return pagePolicy([]); // never built
    }
    if (cache?.folder !== folder) cache = { folder, policy: pagePolicy(readScriptHashes(folder)) };
    return cache.policy;
  };

  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(COMMON_HEADERS))
      if (!headers.has(name)) headers.set(name, value);
    // A 304 would replace the cached page's policy with its own: it gets none.
    if (!headers.has('Content-Security-Policy') && c.res.status !== 304) {
      const html = headers.get('Content-Type')?.startsWith('text/html');
      headers.set('Content-Security-Policy', html ? livePagePolicy() : NON_HTML_POLICY);
    }
    if (PRIVATE_API.test(c.req.path) && !headers.has('Cache-Control'))
      headers.set('Cache-Control', 'no-store');
  };
}
