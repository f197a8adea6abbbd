/**
 * Simulator pages that the static build cannot decide alone: an unknown step answers 404 with
 * « Étape non trouvée », and a shareable results link (/resultats/<resultsId>) exists only if its
 * simulation has a result. The results page is never indexed and never sends its address to another site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { sessionByResultsId } from '../../db/queries/simulations.ts';
import { resultsIdSchema } from '../../src/core/simulation/api.ts';
import { isStepSlug } from '../../src/core/simulation/steps.ts';
import type { AppContext } from '../context.ts';
import { currentBuildDir } from '../services/site-builds.ts';

export function simulatorPageRoutes(ctx: AppContext) {
  const root = currentBuildDir(ctx.env.BUILDS_DIR);
  const page = (c: Context, relative: string, status: 200 | 404) => {
    const file = join(root, relative, 'index.html');
    const fallback = join(root, '404.html');
    const body = existsSync(file)
      ? readFileSync(file, 'utf8')
      : existsSync(fallback)
        ? readFileSync(fallback, 'utf8')
        : '';
    c.header('Cache-Control', 'no-store');
    return c.html(
      body ||
        '<!doctype html><html lang="fr"><title>Page non trouvée</title><h1>Page non trouvée</h1></html>',
      status,
    );
  };

  return new Hono()
    .get('/v2/simulateur/:step', (c, next) =>
      isStepSlug(c.req.param('step')) ? next() : page(c, 'v2/etape-introuvable', 404),
    )
    .get('/v2/etape-introuvable', (c) => page(c, 'v2/etape-introuvable', 404))
    .get('/resultats', (c) => page(c, 'resultats-introuvables', 404))
    .get('/resultats/:id', async (c) => {
      const id = resultsIdSchema.safeParse(c.req.param('id'));
      const session = id.success ? await sessionByResultsId(ctx.db, id.data) : null;
      c.header('X-Robots-Tag', 'noindex');
      c.header('Referrer-Policy', 'no-referrer');
      return session?.finalResult ? page(c, 'resultats', 200) : page(c, 'resultats-introuvables', 404);
    });
}
