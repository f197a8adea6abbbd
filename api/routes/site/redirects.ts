/**
 * The site's own redirects (spec §2): old and alias routes, /ville/<slug>, one trailing-slash form, a city typed
 * without (or with) its apl- prefix; and the guide not-found page. Every redirect built from the request goes
 * through sameSiteLocation: it never leaves the site.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { isZoneSlug, slugCandidates } from '../../../src/core/cities/slug.ts';
import { sameSiteLocation } from '../../redirect.ts';
import { pageKey, surrogateKeys } from '../../services/edge/cache-policy.ts';
import type { BuiltPages } from './pages.ts';

const SIMULATOR_ENTRY = '/v2/simulateur/email';

/** The request's query string, `?` included ('' without one). */
const query = (c: Context) => {
  const i = c.req.url.indexOf('?');
  return i === -1 ? '' : c.req.url.slice(i);
};

/** A guide that does not exist or is not published: « Page introuvable » with a link back to /guide. */
export function guideNotFoundRoute(app: Hono, pages: BuiltPages) {
  app.get('/guide/:slug', (c, next) => {
    const slug = c.req.param('slug');
    if (
      slug !== 'introuvable' &&
      /^[a-z0-9-]+$/.test(slug) &&
      existsSync(join(pages.root, 'guide', slug, 'index.html'))
    )
      return next();
    return pages.builtPage(c, 'guide/introuvable', 404);
  });
}

/** Old and alias routes (spec §2), and /ville/apl-<ville> to the prebuilt page when it exists. */
export function aliasRedirects(app: Hono, pages: BuiltPages) {
  app.get('/v2/simulateur', (c) => c.redirect(sameSiteLocation(SIMULATOR_ENTRY, query(c)), 302));
  app.get('/simulateur', (c) => c.redirect(sameSiteLocation(SIMULATOR_ENTRY, query(c)), 301));
  app.get('/simulateur/:step', (c) =>
    c.redirect(sameSiteLocation(`/v2/simulateur/${encodeURIComponent(c.req.param('step'))}`, query(c)), 301),
  );
  app.get('/thematiques', (c) => c.redirect('/guide', 301));
  app.get('/thematiques/:slug', (c) =>
    c.redirect(sameSiteLocation(`/guide/${encodeURIComponent(c.req.param('slug'))}`), 301),
  );
  app.get('/ville/:slug', (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (isZoneSlug(slug)) return pages.notFound(c);
    const found = slugCandidates(slug).find((s) => s.startsWith('apl-') && pages.pageExists(s));
    if (!found) return pages.notFound(c, ...pages.candidateKeys(slug));
    c.header('Surrogate-Key', surrogateKeys(pageKey(c.req.path), ...pages.candidateKeys(slug)));
    return c.redirect(sameSiteLocation(`/${found}`), 302);
  });
}

/** One trailing slash form: /apl-lyon/ → /apl-lyon (and //evil.example/ → /evil.example, on this site). */
export const oneTrailingSlashForm: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (path.length > 1 && path.endsWith('/'))
    return c.redirect(sameSiteLocation(path.replace(/\/+$/, ''), query(c)), 301);
  return next();
};

/** A single segment that is not a file: maybe a city typed without (or with) the apl- prefix. */
export function citySlugFallback(app: Hono, pages: BuiltPages) {
  app.get('/:slug{[^/.]+}', (c) => {
    const slug = c.req.param('slug');
    if (isZoneSlug(slug) && !slug.startsWith('apl-zone-')) return pages.notFound(c);
    const found = slugCandidates(slug).find(
      (s) => s !== slug && s.startsWith('apl-') && !isZoneSlug(s) && pages.pageExists(s),
    );
    if (!found) return pages.notFound(c, ...pages.candidateKeys(slug));
    c.header('Surrogate-Key', surrogateKeys(pageKey(c.req.path), ...pages.candidateKeys(slug)));
    return c.redirect(sameSiteLocation(`/${found}`), 301);
  });
}
