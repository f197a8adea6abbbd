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
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDb, openDb, storeTarget } from '../../../db/client.ts';
import { activeRedirects } from '../../../db/queries/redirects.ts';
import { isPostgresUrl } from '../../../db/store-kind.ts';
import { normalizeSitePath, pathLocation } from '../../core/redirects.ts';
import { pathFits, skipItem } from './skipped.ts';

const PAGES_DIR = fileURLToPath(new URL('../../pages/', import.meta.url));
const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

/**
 * The redirect table of a build, written at the root of its output: the server answers its 301s from the live
 * build's own table (api/middleware/redirects.ts), so a redirect goes live, and is suspended, with its build.
 */
export const REDIRECTS_FILE = 'redirects.json';

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

/** The files of a build (not folders of pages): an old address at or under one of them cannot be written. */
export type BuildFiles = { paths: ReadonlySet<string>; patterns: ReadonlyArray<RegExp> };

const NO_FILES: BuildFiles = { paths: new Set(), patterns: [] };

/** The names every build writes at its root, beside its pages (Astro, the sitemap, the server's own files). */
const GENERATED_FILES = [
  '/404.html',
  '/sitemap-index.xml',
  '/build-info.json',
  '/csp.json',
  `/${REDIRECTS_FILE}`,
];
const GENERATED_PATTERNS = [/^\/sitemap-\d+\.xml$/, /^\/_astro(?:\/|$)/];

/** A route file's path pattern: each `[param]` one segment. */
const routePattern = (route: string) =>
  new RegExp(
    `^${route
      .split(/\[[^\]/]+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

/**
 * The files of the build: those of public/, the endpoints of src/pages (`robots.txt.ts` → /robots.txt,
 * `data/communes/[prefix].json.ts` → any /data/communes/<x>.json) and what every build writes at its root.
 */
export function buildFiles(pagesDir = PAGES_DIR, publicDir = PUBLIC_DIR): BuildFiles {
  const paths = new Set(GENERATED_FILES);
  const patterns = [...GENERATED_PATTERNS];
  const walk = (root: string, dir: string, onFile: (rel: string) => void) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(root, path, onFile);
      else onFile(relative(root, path).split('\\').join('/'));
    }
  };
  walk(publicDir, publicDir, (rel) => paths.add(`/${rel}`));
  walk(pagesDir, pagesDir, (rel) => {
    const endpoint = /^(.+\.[a-z0-9]+)\.(ts|js)$/i.exec(rel);
    if (!endpoint) return;
    const route = `/${endpoint[1]}`;
    if (route.includes('[')) patterns.push(routePattern(route));
    else paths.add(route);
  });
  return { paths, patterns };
}

/** The file of the build that `path` is, or sits under; null when its folders can all be written. */
export function fileOnTheWay(path: string, files: BuildFiles): string | null {
  const segments = path.slice(1).split('/');
  for (let k = 1; k <= segments.length; k++) {
    const prefix = `/${segments.slice(0, k).join('/')}`;
    if (files.paths.has(prefix) || files.patterns.some((p) => p.test(prefix))) return prefix;
  }
  return null;
}

/** Why an old address cannot have its redirect page in the build, or null when it can. */
function unwritable(fromPath: string, files: BuildFiles): string | null {
  if (!pathFits(fromPath))
    return 'ancienne adresse impossible à écrire (segment vide, caractère interdit ou plus de 255 octets)';
  const file = fileOnTheWay(fromPath, files);
  return file ? `ancienne adresse sur un fichier du site (${file})` : null;
}

/**
 * Astro's redirects for these rows (pure: the rows, the static routes and the build's files given). A row whose old
 * address the build cannot write is left out and given to `onSkip` with its cause (issue 26).
 */
export function astroRedirects(
  rows: ReadonlyArray<{ fromPath: string; toPath: string }>,
  routes: ReadonlySet<string>,
  files: BuildFiles = NO_FILES,
  onSkip: (fromPath: string, cause: string) => void = () => {},
): AstroRedirects {
  const out: AstroRedirects = {};
  for (const { fromPath, toPath } of rows) {
    if (fromPath === '/' || routes.has(fromPath)) continue;
    const cause =
      canonical(fromPath) && canonical(toPath)
        ? unwritable(fromPath, files)
        : 'adresse refusée par les règles des redirections (src/core/redirects.ts)';
    if (cause) onSkip(fromPath, cause);
    else out[fromPath] = { status: 301, destination: pathLocation(toPath) };
  }
  return out;
}

/** Whether a built HTML file is one of Astro's redirect pages (not a page of the site). */
export function isRedirectPage(html: string): boolean {
  return /^<!doctype html>\s*<title>Redirecting to: [^<]*<\/title>\s*<meta http-equiv="refresh"/i.test(html);
}

/**
 * What a build makes of the store's redirects: Astro's redirect pages, and the table of the same redirects
 * (old address → new address, canonical paths) that the server answers from (REDIRECTS_FILE).
 */
export function redirectsOfTheBuild(
  rows: ReadonlyArray<{ fromPath: string; toPath: string }>,
  onSkip?: (fromPath: string, cause: string) => void,
): { redirects: AstroRedirects; table: Record<string, string> } {
  const redirects = astroRedirects(rows, staticRoutes(), buildFiles(), onSkip);
  const kept = rows.filter((r) => Object.hasOwn(redirects, r.fromPath));
  return { redirects, table: Object.fromEntries(kept.map((r) => [r.fromPath, r.toPath])) };
}

/** The table this build's redirect pages were made from: old address → new address (canonical paths). */
let table: Record<string, string> = {};

/** The redirects of the store this build reads (its own read-only connection, closed at once). */
export async function buildRedirects(): Promise<AstroRedirects> {
  const target = storeTarget();
  // No SQLite store yet (a fresh checkout's `astro check`, `astro dev` before `npm start`): nothing to redirect.
  if (!isPostgresUrl(target) && !existsSync(target)) return {};
  const db = openDb(target, { readonly: true, max: 1 });
  try {
    const onSkip = (path: string, cause: string) => skipItem({ kind: 'redirect', path, cause });
    const built = redirectsOfTheBuild(await activeRedirects(db), onSkip);
    table = built.table;
    return built.redirects;
  } finally {
    await closeDb(db);
  }
}

/** Writes the table of this build's redirects (REDIRECTS_FILE) into its output once Astro is done (astro.config.mjs). */
export const redirectTable = {
  name: 'redirect-table',
  hooks: {
    'astro:build:done': ({ dir }: { dir: URL }) => {
      writeFileSync(join(fileURLToPath(dir), REDIRECTS_FILE), JSON.stringify(table));
    },
  },
};
