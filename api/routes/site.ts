/**
 * The public static site: prebuilt files from the live build, real HTTP redirects for the old and
 * alias routes, city-slug fallbacks, and a real 404 status with the not-found page.
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { cityPages, frenchCities } from '../../db/tables.ts';
import { isZoneSlug, slugCandidates } from '../../src/core/cities/slug.ts';
import { cityPageMaxAge, type PriorityTier } from '../../src/core/cities/tiers.ts';
import { fillSearchPage, type SearchEntry } from '../../src/lib/server/conseil-search.ts';
import type { AppContext } from '../context.ts';
import { redirectOldAddresses } from '../middleware/redirects.ts';
import { sameSiteLocation } from '../redirect.ts';
import { currentBuildDir } from '../services/site-builds.ts';

const SIMULATOR_ENTRY = '/v2/simulateur/email';

export function siteRoutes(ctx: AppContext) {
  const root = currentBuildDir(ctx.env.BUILDS_DIR);
  const pageExists = (slug: string) => existsSync(join(root, slug, 'index.html'));
  const query = (c: Context) => {
    const i = c.req.url.indexOf('?');
    return i === -1 ? '' : c.req.url.slice(i);
  };
  const notFound = (c: Context) => {
    const file = join(root, '404.html');
    const body = existsSync(file)
      ? readFileSync(file, 'utf8')
      : '<!doctype html><html lang="fr"><title>Page non trouvée</title><h1>Page non trouvée</h1></html>';
    return c.html(body, 404);
  };

  /** Serves a built page with the given status (the guide not-found page answers with a real 404). */
  const builtPage = (c: Context, page: string, status: 200 | 404) => {
    const file = join(root, page, 'index.html');
    return existsSync(file) ? c.html(readFileSync(file, 'utf8'), status) : notFound(c);
  };

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

  // Spec §9: a static city page is cached 3,600 s for the largest cities (tier 1), 86,400 s otherwise.
  let tiers: { at: number; bySlug: Map<string, PriorityTier> } | undefined;
  const cityMaxAge = async (slug: string): Promise<number | null> => {
    if (!tiers || Date.now() - tiers.at > 60_000) {
      const rows = await ctx.db
        .select({ slug: cityPages.slug, tier: frenchCities.priorityTier })
        .from(cityPages)
        .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode));
      tiers = { at: Date.now(), bySlug: new Map(rows.map((r) => [r.slug, r.tier as PriorityTier])) };
    }
    const tier = tiers.bySlug.get(slug);
    return tier ? cityPageMaxAge(tier) : null;
  };

  const app = new Hono();
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
    return found ? c.redirect(sameSiteLocation(`/${found}`), 302) : notFound(c);
  });

  // One trailing slash form: /apl-lyon/ → /apl-lyon (and //evil.example/ → /evil.example, on this site).
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.length > 1 && path.endsWith('/'))
      return c.redirect(sameSiteLocation(path.replace(/\/+$/, ''), query(c)), 301);
    return next();
  });

  // The live build's files. Created once the build exists (a test app may start before any build), so
  // serveStatic never warns about a missing root.
  let statics: MiddlewareHandler | undefined;
  app.use('*', (c, next) => {
    if (!statics && !existsSync(root)) return next();
    statics ??= serveStatic({
      root,
      onFound: async (path, c) => {
        c.header('X-Content-Type-Options', 'nosniff');
        if (path.includes('/_astro/')) {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
          return;
        }
        const city = /\/(apl-[a-z0-9-]+)\/index\.html$/.exec(path)?.[1];
        const maxAge = city && !isZoneSlug(city) ? await cityMaxAge(city) : null;
        if (maxAge) c.header('Cache-Control', `public, max-age=${maxAge}`);
        else if (path.endsWith('.html')) c.header('Cache-Control', 'public, max-age=0, must-revalidate');
      },
    });
    return statics(c, next);
  });

  // A single segment that is not a file: maybe a city typed without (or with) the apl- prefix.
  app.get('/:slug{[^/.]+}', (c) => {
    const slug = c.req.param('slug');
    if (isZoneSlug(slug) && !slug.startsWith('apl-zone-')) return notFound(c);
    const found = slugCandidates(slug).find(
      (s) => s !== slug && s.startsWith('apl-') && !isZoneSlug(s) && pageExists(s),
    );
    return found ? c.redirect(sameSiteLocation(`/${found}`), 301) : notFound(c);
  });
  app.all('*', notFound);
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
