/**
 * The redirects table as Astro's `redirects` config (astro.config.mjs), read from the store when the build
 * starts: the static output then holds, at each old address, a small page that sends the browser on
 * (`<meta http-equiv="refresh">`, a canonical link to the new address, `noindex`), so that a CDN serving the
 * files alone keeps old addresses working. The Node server answers the same addresses with a real 301 before
 * serving any file (api/middleware/redirects.ts), so these pages are only met without it.
 *
 * Left out: a row that is not canonical (written past the admin's checks), and an old address that a page of
 * src/pages has (a redirect would replace that page in Astro's routes). Old addresses that a published item
 * has again are already left out by activeRedirects.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDb, openDb, storeTarget } from '../../../db/client.ts';
import { activeRedirects } from '../../../db/queries/redirects.ts';
import { isPostgresUrl } from '../../../db/store-kind.ts';
import { normalizeSitePath, pathLocation } from '../../core/redirects.ts';

const PAGES_DIR = fileURLToPath(new URL('../../pages/', import.meta.url));

export type AstroRedirects = Record<string, { status: 301; destination: string }>;

/** The routes of the files of src/pages without a parameter (`faq.astro` → /faq, `conseil/index.astro` → /conseil). */
export function staticRoutes(pagesDir = PAGES_DIR): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.includes('[')) walk(path);
        continue;
      }
      const page = /^(.+)\.(astro|md|mdx|html|ts|js)$/.exec(relative(pagesDir, path).split('\\').join('/'));
      if (!page || page[1]?.includes('[')) continue;
      const route = `/${(page[1] as string).replace(/(^|\/)index$/, '')}`;
      routes.add(route.length > 1 ? route.replace(/\/$/, '') : route);
    }
  };
  walk(pagesDir);
  return routes;
}

const canonical = (path: string) => {
  const normalized = normalizeSitePath(path);
  return normalized.ok && normalized.path === path;
};

/** Astro's redirects for these rows (pure: the rows and the static routes given). */
export function astroRedirects(
  rows: ReadonlyArray<{ fromPath: string; toPath: string }>,
  routes: ReadonlySet<string>,
): AstroRedirects {
  const out: AstroRedirects = {};
  for (const { fromPath, toPath } of rows) {
    if (fromPath === '/' || !canonical(fromPath) || !canonical(toPath) || routes.has(fromPath)) continue;
    out[fromPath] = { status: 301, destination: pathLocation(toPath) };
  }
  return out;
}

/** Whether a built HTML file is one of Astro's redirect pages (not a page of the site). */
export function isRedirectPage(html: string): boolean {
  return /^<!doctype html>\s*<title>Redirecting to: [^<]*<\/title>\s*<meta http-equiv="refresh"/i.test(html);
}

/** The redirects of the store this build reads (its own read-only connection, closed at once). */
export async function buildRedirects(): Promise<AstroRedirects> {
  const target = storeTarget();
  // No SQLite store yet (a fresh checkout's `astro check`, `astro dev` before `npm start`): nothing to redirect.
  if (!isPostgresUrl(target) && !existsSync(target)) return {};
  const db = openDb(target, { readonly: true, max: 1 });
  try {
    return astroRedirects(await activeRedirects(db), staticRoutes());
  } finally {
    await closeDb(db);
  }
}
