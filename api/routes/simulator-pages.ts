/**
 * Simulator pages that the static build cannot decide alone: an unknown step answers 404 with
 * « Étape non trouvée » (at /v2/simulateur and at the English /en/simulator alike), and a shareable results
 * link (/resultats/<resultsId>, /en/resultats/<resultsId> from the English simulator) exists only if its simulation
 * has a result. The results page is never indexed and never sends its address to another site.
 *
 * The embedded simulator (/integrer/simulateur/<step>, framed by partners' pages; its headers are in
 * api/security/headers.ts): never indexed; its bare address and an unknown step open its first step. On the embed
 * and on the site's steps alike, a city page's slug in `?ville=` becomes the commune's INSEE code, which the island
 * finds with the postal-code lookup (src/islands/simulator/city-prefill.ts); an unknown city is dropped. The city
 * pages link with the code itself (no redirect).
 *
 * The store down: a results link answers 503 with a page saying so and a Retry-After (api/middleware/store-down.ts,
 * through the application's error handler); the embed opens without its city.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { publishedCityInsee } from '../../db/queries/embed-city.ts';
import { sessionByResultsId } from '../../db/queries/simulations.ts';
import { isStoreUnavailable } from '../../db/store-unavailable.ts';
import { slugCandidates } from '../../src/core/cities/slug.ts';
import { resultsIdSchema } from '../../src/core/simulation/api.ts';
import { isStepSlug } from '../../src/core/simulation/steps.ts';
import { SIMULATOR_BASE } from '../../src/i18n/simulator/paths.ts';
import { EMBED_BASE, readVille } from '../../src/lib/shared/embed.ts';
import type { AppContext } from '../context.ts';
import { sameSiteLocation } from '../redirect.ts';
import { currentBuildDir } from '../services/site-builds.ts';

/** A page of the live build under `root`, else its 404 page, never cached (it may carry a session's page). */
const pageOf = (root: string) => (c: Context, relative: string, status: 200 | 404) => {
  const file = join(root, relative, 'index.html');
  const fallback = join(root, '404.html');
  const body = existsSync(file)
    ? readFileSync(file, 'utf8')
    : existsSync(fallback)
      ? readFileSync(fallback, 'utf8')
      : '';
  c.header('Cache-Control', 'no-store');
  return c.html(
    body || '<!doctype html><html lang="fr"><title>Page non trouvée</title><h1>Page non trouvée</h1></html>',
    status,
  );
};

/** A `ville` the island cannot read by itself: a slug (to turn into an INSEE code) or anything invalid. */
const needsCity = (c: Context) => {
  const query = new URL(c.req.url).searchParams;
  return query.has('ville') && readVille(query)?.kind !== 'insee';
};

export function simulatorPageRoutes(ctx: AppContext) {
  const page = pageOf(currentBuildDir(ctx.env.BUILDS_DIR));
  /**
   * A city page's commune, or undefined. The store down, the simulator opens without its city (the visitor types
   * it) rather than not at all.
   */
  const cityInsee = (slug: string) =>
    publishedCityInsee(ctx.db, slugCandidates(slug)).catch((error: unknown) => {
      if (isStoreUnavailable(error)) return undefined;
      throw error;
    });
  /**
   * The step `step` under `base` (the embed, or the site's simulator in a language), with `?ville=<slug>` replaced
   * by the commune's INSEE code (or dropped): the island resolves only a code.
   */
  const stepWithCity = async (c: Context, base: string, step: string) => {
    const query = new URL(c.req.url).searchParams;
    const ville = readVille(query);
    const insee = ville?.kind === 'slug' ? await cityInsee(ville.slug) : ville?.code;
    if (insee) query.set('ville', insee);
    else query.delete('ville');
    const search = query.size > 0 ? `?${query}` : '';
    return c.redirect(sameSiteLocation(`${base}/${step}`, search), 302);
  };
  const embedStep = (c: Context, step: string) => stepWithCity(c, EMBED_BASE, step);
  /** A step of the site's simulator: unknown, « Étape non trouvée »; a city page's slug in `?ville=`, its code. */
  const siteStep = (base: string) => (c: Context, next: () => Promise<void>) => {
    const step = c.req.param('step') ?? '';
    if (!isStepSlug(step)) return page(c, 'v2/etape-introuvable', 404);
    return needsCity(c) ? stepWithCity(c, base, step) : next();
  };

  /** A results link's page when its simulation has a result, else « Résultats introuvables » (404). */
  const sharedResult = async (c: Context, prefix: '' | 'en/') => {
    const id = resultsIdSchema.safeParse(c.req.param('id'));
    const session = id.success ? await sessionByResultsId(ctx.db, id.data) : null;
    c.header('X-Robots-Tag', 'noindex');
    c.header('Referrer-Policy', 'no-referrer');
    return session?.finalResult
      ? page(c, `${prefix}resultats`, 200)
      : page(c, `${prefix}resultats-introuvables`, 404);
  };

  return (
    new Hono()
      .use(`${EMBED_BASE}/*`, async (c, next) => {
        await next();
        c.res.headers.set('X-Robots-Tag', 'noindex');
      })
      .get(EMBED_BASE, (c) => embedStep(c, 'email'))
      .get(`${EMBED_BASE}/:step`, (c, next) => {
        const step = c.req.param('step');
        if (!isStepSlug(step)) return embedStep(c, 'email');
        return needsCity(c) ? embedStep(c, step) : next();
      })
      // The site's steps in each language (/v2/simulateur, /en/simulator): an unknown one is « Étape non trouvée ».
      // A city page's slug in `?ville=` (a link written by hand, or an older city page) becomes its INSEE code.
      .get(`${SIMULATOR_BASE.fr}/:step`, siteStep(SIMULATOR_BASE.fr))
      .get(`${SIMULATOR_BASE.en}/:step`, siteStep(SIMULATOR_BASE.en))
      .get('/v2/etape-introuvable', (c) => page(c, 'v2/etape-introuvable', 404))
      // A shareable results link, in French and, from the English simulator, in English (/en/resultats/<id>).
      .get('/resultats', (c) => page(c, 'resultats-introuvables', 404))
      .get('/resultats/:id', (c) => sharedResult(c, ''))
      .get('/en/resultats', (c) => page(c, 'en/resultats-introuvables', 404))
      .get('/en/resultats/:id', (c) => sharedResult(c, 'en/'))
  );
}
