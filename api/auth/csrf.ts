/**
 * CSRF protection for our cookie-authenticated writes (better-auth protects its own endpoints):
 * a POST/PUT/PATCH/DELETE must come from a page of this site. The Origin header (sent by every
 * browser on such requests) must be one of the trusted origins; without Origin, the Fetch Metadata
 * header must say same-origin; with neither, the write is refused. The session cookie is also
 * SameSite=Strict, so a cross-site request carries no session anyway: this is the second lock.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../context.ts';
import { ApiFailure } from '../errors.ts';
import { trustedOrigins } from './auth.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function sameOrigin(ctx: AppContext): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const ok = origin ? trustedOrigins(ctx, c.req.raw).includes(origin) : site === 'same-origin';
      if (!ok) throw new ApiFailure(403, 'ORIGINE_REFUSEE', 'Requête refusée : origine non autorisée');
    }
    await next();
  };
}
