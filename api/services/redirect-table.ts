/**
 * The redirect table of a build (issue 26). Each build writes the redirects it was made from (REDIRECTS_FILE,
 * src/lib/build/redirects.ts); the server answers its 301s from the live build's table only
 * (api/middleware/redirects.ts). A rename's redirect therefore goes live with the build that holds its new page, and
 * a failed build leaves the old table, the old pages and the old redirects as they were.
 *
 * Before a build goes live, each redirect whose target the build does not hold (a page deleted or unpublished since)
 * is sent to the nearest parent page it does hold, and reported with the items the build left out.
 */
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { BuildSkippedItem } from '../../db/schema.ts';
import { REDIRECTS_FILE } from '../../src/lib/build/redirects.ts';

const Table = z.record(z.string(), z.string());
export type RedirectTable = z.infer<typeof Table>;

/** The redirect table of a build folder: empty when it has none (a build made before tables existed). */
export function readRedirectTable(folder: string): RedirectTable {
  try {
    return Table.safeParse(JSON.parse(readFileSync(join(folder, REDIRECTS_FILE), 'utf8'))).data ?? {};
  } catch {
    return {};
  }
}

/**
 * Targets whose presence the build decides: an article, a guide (French or English) or a top-level page (a city).
 * The server's own aliases (api/routes/site.ts) are answered without a page of the build.
 */
const PAGE_TARGET = /^\/(?:conseil\/|guide\/|en\/guide\/)?[^/]+$/;
const SERVER_ALIASES = /^\/(?:simulateur|thematiques|admin|api|media)$/;

/** Whether the build in `folder` holds the page (or file) at this canonical path. */
export function buildHolds(folder: string, path: string): boolean {
  if (path === '/') return true;
  const at = join(folder, path);
  if (existsSync(join(at, 'index.html'))) return true;
  return existsSync(at) && statSync(at).isFile();
}

/** The nearest parent of `path` the build holds and no redirect leaves from (`/` at worst). */
function nearestParent(folder: string, path: string, table: RedirectTable): string {
  const segments = path.slice(1).split('/');
  for (let k = segments.length - 1; k > 0; k--) {
    const parent = `/${segments.slice(0, k).join('/')}`;
    if (!(parent in table) && buildHolds(folder, parent)) return parent;
  }
  return '/';
}

/**
 * Sends each redirect of the build in `folder` whose target page it does not hold to the nearest parent page it
 * does, rewrites the table, and returns the redirects so changed, for the admin.
 */
export function settleRedirectTargets(folder: string): BuildSkippedItem[] {
  const table = readRedirectTable(folder);
  const changed: BuildSkippedItem[] = [];
  for (const [from, to] of Object.entries(table)) {
    if (!PAGE_TARGET.test(to) || SERVER_ALIASES.test(to) || buildHolds(folder, to)) continue;
    const parent = nearestParent(folder, to, table);
    table[from] = parent;
    changed.push({
      kind: 'redirect',
      path: from,
      cause: `page cible ${to} absente de la build : redirigée vers ${parent}`,
    });
  }
  if (changed.length > 0) {
    // Aside, then renamed: in an incremental build the file may be a hard link to the live build's.
    const tmp = join(folder, `.${REDIRECTS_FILE}.tmp`);
    writeFileSync(tmp, JSON.stringify(table));
    renameSync(tmp, join(folder, REDIRECTS_FILE));
  }
  return changed;
}
