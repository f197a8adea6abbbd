/**
 * Redirections (issue 15): the old addresses answered with a 301, listed, added, changed and removed by
 * editors and admins. An address is a path of this site only (src/core/redirects.ts); the table never holds
 * a chain or a loop (db/queries/redirects.ts); an old address that is a live page's own is refused. Every
 * change is audited and asks the publisher for a rebuild: the 301s come from the live build's own table
 * (redirects.json), so a redirect goes live with the build that contains its target (issue 26).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  activeRedirects,
  createRedirect,
  deleteRedirect,
  listRedirects,
  livePaths,
  type RedirectWrite,
  redirectById,
  updateRedirect,
} from '../../../db/queries/redirects.ts';
import {
  loopsThroughAliases,
  normalizeSitePath,
  REDIRECT_MESSAGES,
  type RedirectProblem,
  redirectSource,
} from '../../../src/core/redirects.ts';
import { isRedirectPage } from '../../../src/lib/build/redirects.ts';
import { audit } from '../../auth/roles.ts';
import type { AppContext } from '../../context.ts';
import { ApiFailure, notFound } from '../../errors.ts';
import { validate } from '../../middleware/validate.ts';
import { publisherOf } from '../../services/publisher.ts';
import { reservedPaths } from '../../services/reserved-paths.ts';
import { currentBuildDir } from '../../services/site-builds.ts';
import { type AdminEnv, type Answer, adminApp, IdParam } from './shared.ts';

const pathField = (label: string) =>
  z
    .string({ error: `${label} est requise` })
    .trim()
    .min(1, `${label} est requise`)
    .max(2000, REDIRECT_MESSAGES.longueur);

const RedirectInput = z.object({
  fromPath: pathField("L'ancienne adresse"),
  toPath: pathField('La nouvelle adresse'),
});
export type RedirectBody = z.input<typeof RedirectInput>;

const ListQuery = z.object({ q: z.string().trim().max(200, 'Recherche trop longue').optional() });

export type RedirectList = Answer<typeof listRedirects>;
export type RedirectItem = RedirectList['items'][number];

const CODES: Record<RedirectProblem, string> = {
  site: 'ADRESSE_HORS_SITE',
  requete: 'ADRESSE_INVALIDE',
  caracteres: 'ADRESSE_INVALIDE',
  format: 'ADRESSE_INVALIDE',
  longueur: 'ADRESSE_INVALIDE',
  segment: 'ADRESSE_INVALIDE',
  reservee: 'ADRESSE_RESERVEE',
  fichier: 'ADRESSE_FICHIER',
  boucle: 'BOUCLE',
  alias: 'BOUCLE',
  doublon: 'DEJA_REDIRIGEE',
  'en-ligne': 'PAGE_EN_LIGNE',
};

const refused = (problem: RedirectProblem, field: 'fromPath' | 'toPath') =>
  new ApiFailure(400, CODES[problem], REDIRECT_MESSAGES[problem], { [field]: [REDIRECT_MESSAGES[problem]] });

/**
 * The check of a redirect's body: its canonical paths, once each is a path of this site and the old one is free to
 * redirect — neither the server's own nor a file of the build or under one (issue 26), nor a path it would come back
 * to, nor a page the live build serves.
 */
function redirectCheck(ctx: AppContext) {
  // The files every build writes are listed now, at start; the live build's are looked up at each check.
  const reserved = reservedPaths(currentBuildDir(ctx.env.BUILDS_DIR));

  /** Whether the live build serves a page at this path (its own redirect pages aside). */
  const builtAt = (path: string) => {
    const base = join(currentBuildDir(ctx.env.BUILDS_DIR), path);
    for (const file of [join(base, 'index.html'), `${base}.html`])
      if (existsSync(file)) return !isRedirectPage(readFileSync(file, 'utf8').slice(0, 1000));
    return existsSync(base) && statSync(base).isFile();
  };

  return async (input: z.output<typeof RedirectInput>) => {
    const from = redirectSource(input.fromPath, reserved);
    if (!from.ok) throw refused(from.problem, 'fromPath');
    const to = normalizeSitePath(input.toPath);
    if (!to.ok) throw refused(to.problem, 'toPath');
    if (from.path === to.path) throw refused('boucle', 'toPath');
    if (loopsThroughAliases(from.path, to.path)) throw refused('alias', 'toPath');
    if (from.path === '/' || builtAt(from.path) || (await livePaths(ctx.db, [from.path])).has(from.path))
      throw refused('en-ligne', 'fromPath');
    return { fromPath: from.path, toPath: to.path };
  };
}

export function redirectRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  const checked = redirectCheck(ctx);

  /** The old addresses redirected now (a change may rewrite other rows too: chains are collapsed). */
  const redirectedPaths = async () => (await activeRedirects(db)).map((r) => r.fromPath);

  /**
   * After a change: audited, and the redirect pages of the old addresses redirected before or after it rebuilt (not
   * the whole site); every server answers the new 301s once that build is live (its redirects.json).
   */
  async function changed(
    c: Context<AdminEnv>,
    before: string[],
    action: string,
    id: number,
    details?: Record<string, unknown>,
  ) {
    await audit(c, db, action, 'redirect', id, details);
    const paths = [...before, ...(await redirectedPaths())];
    await publisherOf(ctx).request({ kind: 'redirects', reason: 'redirections modifiées', paths });
  }

  const written = (result: RedirectWrite | null): number => {
    if (result === null) throw notFound('Redirection introuvable');
    if (!result.ok) throw refused(result.problem, result.problem === 'doublon' ? 'fromPath' : 'toPath');
    return result.id;
  };

  app.get('/redirects', validate('query', ListQuery), async (c) => {
    const { q } = c.req.valid('query');
    return c.json(await listRedirects(db, q ? { q } : {}));
  });

  app.post('/redirects', validate('json', RedirectInput), async (c) => {
    const paths = await checked(c.req.valid('json'));
    const before = await redirectedPaths();
    const id = written(await createRedirect(db, { ...paths, userId: c.get('user').id }));
    await changed(c, before, 'create', id, paths);
    return c.json(await redirectById(db, id), 201);
  });

  app.put('/redirects/:id', validate('param', IdParam), validate('json', RedirectInput), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await redirectById(db, id))) throw notFound('Redirection introuvable');
    const paths = await checked(c.req.valid('json'));
    const before = await redirectedPaths();
    written(await updateRedirect(db, id, paths));
    await changed(c, before, 'update', id, paths);
    return c.json(await redirectById(db, id));
  });

  app.delete('/redirects/:id', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const before = await redirectedPaths();
    if (!(await deleteRedirect(db, id))) throw notFound('Redirection introuvable');
    await changed(c, before, 'delete', id);
    return c.json({ success: true });
  });

  return app;
}
