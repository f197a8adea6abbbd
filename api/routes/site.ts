/**
 * The public static site: prebuilt files from the live build, real HTTP redirects for the old and
 * alias routes, city-slug fallbacks, and a real 404 status with the not-found page.
 *
 * Serving needs no database (issue 28): everything comes from the live build's own files (its pages, its redirect
 * table, its city tiers). Every answer carries what a CDN edge needs (api/services/edge/cache-policy.ts): a
 * Cache-Control with `s-maxage` and `stale-*`, a `Surrogate-Key` the publisher purges, and for a file a strong
 * ETag with its Last-Modified, a conditional GET answering 304.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { isZoneSlug } from '../../src/core/cities/slug.ts';
import type { AppContext } from '../context.ts';
import { redirectOldAddresses } from '../middleware/redirects.ts';
import { pageKey, SHORT_CACHE_CONTROL, surrogateKeys } from '../services/edge/cache-policy.ts';
import { currentBuildDir } from '../services/site-builds.ts';
import { builtPages } from './site/pages.ts';
import {
  aliasRedirects,
  citySlugFallback,
  guideNotFoundRoute,
  oneTrailingSlashForm,
} from './site/redirects.ts';
import { conseilSearchRoute } from './site/search.ts';
import { liveBuildFiles } from './site/static-files.ts';

/** Every GET of the site is purgeable by its address; a redirect or a 404 is kept a short while at the edge. */
const edgeDefaults: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
  const headers = c.res.headers;
  if (!headers.has('Surrogate-Key')) headers.set('Surrogate-Key', surrogateKeys(pageKey(c.req.path)));
  if (!headers.has('Cache-Control') && [301, 302, 404].includes(c.res.status))
    headers.set('Cache-Control', SHORT_CACHE_CONTROL);
};

/** The site, in the order its answers are tried (site/: one module per concern). */
export function siteRoutes(ctx: AppContext) {
  const root = currentBuildDir(ctx.env.BUILDS_DIR);
  const pages = builtPages(root);
  const app = new Hono();
  app.use('*', edgeDefaults);
  // Redirects of old addresses (slug changes, the editors' Redirections) before anything else is served.
  app.use('*', redirectOldAddresses(ctx.env.BUILDS_DIR));
  conseilSearchRoute(app, pages);
  guideNotFoundRoute(app, pages);
  aliasRedirects(app, pages);
  app.use('*', oneTrailingSlashForm);
  // The live build's files, with their validators and cache headers.
  app.use('*', liveBuildFiles(root));
  citySlugFallback(app, pages);
  app.all('*', (c) => pages.notFound(c));
  return app;
}

/** GET|HEAD /api/city-pages/<slug>: whether the live build has the page, its size and date (spec §7, /ville/…). */
export function cityPageExistenceRoutes(ctx: AppContext) {
  const root = currentBuildDir(ctx.env.BUILDS_DIR);
  return new Hono().on(['GET', 'HEAD'], '/:slug', (c) => {
    const slug = c.req.param('slug').toLowerCase();
    const info =
      /^apl-[a-z0-9-]+$/.test(slug) && !isZoneSlug(slug) ? fileInfo(join(root, slug, 'index.html')) : null;
    c.header('Cache-Control', 'no-store');
    if (!info) return c.json({ exists: false, slug }, 404);
    c.header('Last-Modified', info.lastModified);
    return c.json({ exists: true, slug, size: info.size, lastModified: info.lastModified, url: `/${slug}` });
  });
}

export function fileInfo(path: string): { size: number; lastModified: string } | null {
  try {
    const s = statSync(path);
    return { size: s.size, lastModified: s.mtime.toUTCString() };
  } catch {
    return null;
  }
}
