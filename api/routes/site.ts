/**
 * The public static site: prebuilt files from the live build, real HTTP redirects for the old and
 * alias routes, city-slug fallbacks, and a real 404 status with the not-found page.
 *
 * Serving needs no database (issue 28): everything comes from the live build's own files (its pages, its redirect
 * table, its city tiers). Every answer carries what a CDN edge needs (api/services/edge/cache-policy.ts): a
 * Cache-Control with `s-maxage` and `stale-*`, a `Surrogate-Key` the publisher purges, and for a file a strong
 * ETag with its Last-Modified, a conditional GET answering 304.
 */
import { existsSync, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { isZoneSlug, slugCandidates } from '../../src/core/cities/slug.ts';
import { fillSearchPage, type SearchEntry } from '../../src/lib/server/conseil-search.ts';
import type { AppContext } from '../context.ts';
import { redirectOldAddresses } from '../middleware/redirects.ts';
import { sameSiteLocation } from '../redirect.ts';
import {
  cityCacheControl,
  fileKey,
  IMMUTABLE,
  pageCacheControl,
  pageKey,
  SHORT_CACHE_CONTROL,
  surrogateKeys,
} from '../services/edge/cache-policy.ts';
import { cityTiersReader } from '../services/edge/city-tiers.ts';
import { fileETag, notModified } from '../services/edge/validators.ts';
import { currentBuildDir } from '../services/site-builds.ts';

const SIMULATOR_ENTRY = '/v2/simulateur/email';

export function siteRoutes(ctx: AppContext) {
  const root = currentBuildDir(ctx.env.BUILDS_DIR);
  const pageExists = (slug: string) => existsSync(join(root, slug, 'index.html'));
  const query = (c: Context) => {
    const i = c.req.url.indexOf('?');
    return i === -1 ? '' : c.req.url.slice(i);
  };
  /** A 404 is purged with the page that may appear at its address, and with the not-found page itself. */
  const notFound = (c: Context, ...keys: Array<string | null>) => {
    const file = join(root, '404.html');
    const body = existsSync(file)
      ? readFileSync(file, 'utf8')
      : '<!doctype html><html lang="fr"><title>Page non trouvée</title><h1>Page non trouvée</h1></html>';
    c.header('Surrogate-Key', surrogateKeys(pageKey(c.req.path), '/404.html', ...keys));
    return c.html(body, 404);
  };

  /** Serves a built page with the given status (the guide not-found page answers with a real 404). */
  const builtPage = (c: Context, page: string, status: 200 | 404) => {
    const file = join(root, page, 'index.html');
    if (!existsSync(file)) return notFound(c);
    c.header('Surrogate-Key', surrogateKeys(pageKey(c.req.path), pageKey(`/${page}`)));
    return c.html(readFileSync(file, 'utf8'), status);
  };
  /** The page keys of the city pages a slug typed by a visitor may lead to (purged when one appears). */
  const candidateKeys = (slug: string) =>
    slugCandidates(slug)
      .filter((s) => s.startsWith('apl-'))
      .map((s) => pageKey(`/${s}`));

  // The Conseil search index of the live build, reread when the build changes.
  let searchCache: { key: string; entries: SearchEntry[] } | undefined;
  const searchEntries = (): SearchEntry[] => {
    const file = join(root, 'conseil', 'search-index.json');
    try {
      const key = `${realpathSync(file)}:${statSync(file).mtimeMs}`;
      if (searchCache?.key !== key) searchCache = { key, entries: JSON.parse(readFileSync(file, 'utf8')) };
      return searchCache.entries;
    } catch {
      return [];
    }
  };

  const app = new Hono();
  // Every GET of the site is purgeable by its address; a redirect or a 404 is kept a short while at the edge.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return;
    const headers = c.res.headers;
    if (!headers.has('Surrogate-Key')) headers.set('Surrogate-Key', surrogateKeys(pageKey(c.req.path)));
    if (!headers.has('Cache-Control') && [301, 302, 404].includes(c.res.status))
      headers.set('Cache-Control', SHORT_CACHE_CONTROL);
  });
  // Redirects of old addresses (slug changes, the editors' Redirections) before anything else is served.
  app.use('*', redirectOldAddresses(ctx.env.BUILDS_DIR));

  // /conseil?q=…: the prebuilt page with the results inserted, escaped (no JavaScript needed).
  app.get('/conseil', (c, next) => {
    const q = c.req.query('q');
    if (q === undefined) return next();
    const file = join(root, 'conseil', 'index.html');
    if (!existsSync(file)) return notFound(c);
    return c.html(fillSearchPage(readFileSync(file, 'utf8'), q, searchEntries()), 200, {
      'Cache-Control': 'no-store',
    });
  });
  // A guide that does not exist or is not published: « Page introuvable » with a link back to /guide.
  app.get('/guide/:slug', (c, next) => {
    const slug = c.req.param('slug');
    if (
      slug !== 'introuvable' &&
      /^[a-z0-9-]+$/.test(slug) &&
      existsSync(join(root, 'guide', slug, 'index.html'))
    )
      return next();
    return builtPage(c, 'guide/introuvable', 404);
  });

  // Old and alias routes (spec §2).
  // Every redirect built from the request goes through sameSiteLocation: it never leaves the site.
  app.get('/v2/simulateur', (c) => c.redirect(sameSiteLocation(SIMULATOR_ENTRY, query(c)), 302));
  app.get('/simulateur', (c) => c.redirect(sameSiteLocation(SIMULATOR_ENTRY, query(c)), 301));
  app.get('/simulateur/:step', (c) =>
    c.redirect(sameSiteLocation(`/v2/simulateur/${encodeURIComponent(c.req.param('step'))}`, query(c)), 301),
  );
  app.get('/thematiques', (c) => c.redirect('/guide', 301));
  app.get('/thematiques/:slug', (c) =>
    c.redirect(sameSiteLocation(`/guide/${encodeURIComponent(c.req.param('slug'))}`), 301),
  );
  // /ville/apl-<ville>: send the visitor to the prebuilt page when it exists.
  app.get('/ville/:slug', (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (isZoneSlug(slug)) return notFound(c);
    const found = slugCandidates(slug).find((s) => s.startsWith('apl-') && pageExists(s));
    if (!found) return notFound(c, ...candidateKeys(slug));
    c.header('Surrogate-Key', surrogateKeys(pageKey(c.req.path), ...candidateKeys(slug)));
    return c.redirect(sameSiteLocation(`/${found}`), 302);
  });

  // One trailing slash form: /apl-lyon/ → /apl-lyon (and //evil.example/ → /evil.example, on this site).
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith('/'))
      return c.redirect(sameSiteLocation(path.replace(/\/+$/, ''), query(c)), 301);
    return next();
  });

  // The live build's files, with their validators and cache headers.
  app.use('*', liveBuildFiles(root));

  // A single segment that is not a file: maybe a city typed without (or with) the apl- prefix.
  app.get('/:slug{[^/.]+}', (c) => {
    const slug = c.req.param('slug');
    if (isZoneSlug(slug) && !slug.startsWith('apl-zone-')) return notFound(c);
    const found = slugCandidates(slug).find(
      (s) => s !== slug && s.startsWith('apl-') && !isZoneSlug(s) && pageExists(s),
    );
    if (!found) return notFound(c, ...candidateKeys(slug));
    c.header('Surrogate-Key', surrogateKeys(pageKey(c.req.path), ...candidateKeys(slug)));
    return c.redirect(sameSiteLocation(`/${found}`), 301);
  });
  app.all('*', (c) => notFound(c));
  return app;
}

/**
 * The live build's files (serveStatic), each with its cache headers: a strong ETag and its Last-Modified, a
 * Cache-Control for the browser and the edge, its Surrogate-Key. A conditional GET whose validators match answers
 * 304. Needs no database: a city page's tier comes from the build's own tier file.
 */
function liveBuildFiles(root: string): MiddlewareHandler {
  // Spec §9: a city page's edge lifetime follows its tier, read from the live build (no database).
  const cityTier = cityTiersReader(root);

  /** Cache headers of a file of the live build (200 and 304 alike). */
  const fileHeaders = (headers: Headers, file: string, stats: Stats) => {
    const rel = relative(root, file);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('ETag', fileETag(file, stats));
    headers.set('Last-Modified', stats.mtime.toUTCString());
    if (rel.startsWith('_astro/')) {
      // Hashed: never purged, not even with the whole site (a new version has a new name).
      headers.set('Cache-Control', IMMUTABLE);
      headers.set('Surrogate-Key', fileKey(rel) ?? 'asset');
      return;
    }
    const city = /^(apl-[a-z0-9-]+)\/index\.html$/.exec(rel)?.[1];
    headers.set(
      'Cache-Control',
      city && !isZoneSlug(city) ? cityCacheControl(cityTier(city)) : pageCacheControl(),
    );
    headers.set('Surrogate-Key', surrogateKeys(fileKey(rel)));
  };

  /** The file of the live build a request path names, as serveStatic finds it; null when it serves none. */
  const buildFile = (path: string): { file: string; stats: Stats } | null => {
    if (path.includes('%') || /(?:^|[/\\])\.{1,2}(?:$|[/\\])|[/\\]{2,}|\\/.test(path)) return null;
    try {
      let file = join(root, path);
      let stats = statSync(file);
      if (stats.isDirectory()) {
        file = join(file, 'index.html');
        stats = statSync(file);
      }
      return stats.isFile() ? { file, stats } : null;
    } catch {
      return null;
    }
  };

  /** 304 when the request's validators match the file it names; null otherwise (served in full). */
  const conditional = (c: Context): Response | null => {
    const ifNoneMatch = c.req.header('if-none-match');
    const ifModifiedSince = c.req.header('if-modified-since');
    if (ifNoneMatch === undefined && ifModifiedSince === undefined) return null;
    const found = buildFile(c.req.path);
    if (!found) return null;
    const { file, stats } = found;
    const tag = notModified({ ifNoneMatch, ifModifiedSince }, fileETag(file, stats), stats.mtime);
    if (tag === null) return null;
    const res = c.body(null, 304);
    fileHeaders(res.headers, file, stats);
    res.headers.set('ETag', tag);
    return res;
  };

  // Created once the build exists (a test app may start before any build), so serveStatic never warns about a
  // missing root. The file it serves is noted, and its headers set on its answer.
  let statics: MiddlewareHandler | undefined;
  const served = new WeakMap<Context, string>();
  return async (c, next) => {
    if (!statics && !existsSync(root)) return next();
    statics ??= serveStatic({ root, onFound: (path, c) => void served.set(c, path) });
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const unchanged = conditional(c);
      if (unchanged) return unchanged;
    }
    const res = await statics(c, next);
    const path = served.get(c);
    if (res && path) {
      try {
        fileHeaders(res.headers, path, statSync(path));
      } catch {
        // replaced by a new build in between: served without validators
      }
    }
    return res;
  };
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
