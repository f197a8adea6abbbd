/** /conseil?q=…: the live build's Conseil page with the results inserted, escaped (no JavaScript needed). */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { fillSearchPage, type SearchEntry } from '../../../src/lib/server/conseil-search.ts';
import type { BuiltPages } from './pages.ts';

export function conseilSearchRoute(app: Hono, pages: BuiltPages) {
  const { root } = pages;
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

  app.get('/conseil', (c, next) => {
    const q = c.req.query('q');
    if (q === undefined) return next();
    const file = join(root, 'conseil', 'index.html');
    if (!existsSync(file)) return pages.notFound(c);
    return c.html(fillSearchPage(readFileSync(file, 'utf8'), q, searchEntries()), 200, {
      'Cache-Control': 'no-store',
    });
  });
}
