/**
 * The live build's pages as the site serves them by name: a built page, the not-found page, the city pages a slug
 * may mean.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { slugCandidates } from '../../../src/core/cities/slug.ts';
import { pageKey, surrogateKeys } from '../../services/edge/cache-policy.ts';

export type BuiltPages = ReturnType<typeof builtPages>;

/** `root`: the live build's folder (BUILDS_DIR/current). */
export function builtPages(root: string) {
  const pageExists = (slug: string) => existsSync(join(root, slug, 'index.html'));
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
  return { root, pageExists, notFound, builtPage, candidateKeys };
}
