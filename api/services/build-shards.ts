/**
 * A full build split across processes (api/services/site-builds.ts): Astro renders pages on one core, so the
 * published city pages, articles and guides are dealt into N scopes (src/lib/server/build-scope.ts), one astro
 * process renders each into a folder of its own, and the folders are merged into one build with one sitemap.
 * The pages every build has, static (home, lists, legal pages…) or dynamic (simulator steps, zone and partner
 * pages), only the first shard renders (`sharedPages: false` in the others: src/middleware.ts, sharedPaths).
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import { readSitemap, writeSitemap } from './sitemap-files.ts';

/** The published addresses of the site, as db/queries/builds.ts `publishedAddresses` reads them. */
export type Addresses = { cities: string[]; articles: string[]; guides: string[] };

/**
 * How many astro processes a full build uses: BUILD_SHARDS when set, else one per core (at most 4: each process
 * holds its own copy of the bundled site and of the store's rows, 0.6–1 GB).
 */
export function defaultShardCount(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env.BUILD_SHARDS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.max(1, Math.min(availableParallelism(), 4));
}

/**
 * What a shard does on top of its share of the pages, in city pages' worth (one astro process renders about 200
 * city pages a second on 2 busy cores), measured on the default site by scoped builds of each alone:
 * - the first shard renders the 72 pages every build has, which the others skip (`sharedPages: false`): the
 *   simulator's 39 steps with their React island, the zone and partner pages, and the 32 pages and endpoints
 *   without parameters: 0.6 s alone (a build of them only, less one of none). Checked by when the two processes
 *   of the default site end: with 90 the first ended 0.15–0.7 s after the other, with 160 0.2–0.3 s before;
 * - the last one writes the communes data files (every commune, by postal-code prefix): 0.4–1.0 s.
 */
export const SHARED_PAGES_WEIGHT = 120;
export const COMMUNES_DATA_WEIGHT = 110;

/**
 * Deals the pages into `count` scopes that take about as long to render: each page, city pages first, then
 * articles and guides, goes to the shard with the least to do so far, the first and the last starting with the
 * weight of their extra work. The communes data files go to the last shard.
 */
export function shardScopes(addresses: Addresses, count: number): BuildScope[] {
  const lists = Array.from({ length: count }, () => ({
    cities: [] as string[],
    articles: [] as string[],
    guides: [] as string[],
  }));
  const load = lists.map((_, k) =>
    count === 1 ? 0 : (k === 0 ? SHARED_PAGES_WEIGHT : 0) + (k === count - 1 ? COMMUNES_DATA_WEIGHT : 0),
  );
  for (const kind of ['cities', 'articles', 'guides'] as const) {
    for (const slug of addresses[kind]) {
      let lightest = 0;
      for (let k = 1; k < count; k++) if ((load[k] ?? 0) < (load[lightest] ?? 0)) lightest = k;
      lists[lightest]?.[kind].push(slug);
      load[lightest] = (load[lightest] ?? 0) + 1;
    }
  }
  return lists.map((list, k) => ({
    ...list,
    ...(k === count - 1 ? { communesData: true } : {}),
    ...(k > 0 ? { sharedPages: false } : {}),
  }));
}

/**
 * A ceiling on the V8 old space of an astro process that renders many pages. Left to grow, V8 collects lazily: a
 * build of all communes (two processes of 17,500 pages) peaked at 1,963 MB, near its 2 GB budget, while what the
 * pages keep alive fits in far less: at 768 MB the bench measured 1,480 MB in the same time (68.6 s, 67.0 s
 * without), and one process rendering all 34,969 pages under 512 MB stayed at 809 MB. On the default site's 1,200
 * pages a process, the same ceiling cost 1 CPU-second more (more frequent collections, 4 paired runs out of 4):
 * time is that site's tight budget, so a process gets the ceiling only from this many pages. A NODE_OPTIONS of the
 * server's own that sets it comes after, and wins.
 */
export const HEAP_CEILING = { pages: 10_000, mb: 768 };

/** The NODE_OPTIONS flag of the astro process that renders `scope` (null: every page, one process). */
export function heapOption(scope: BuildScope | null): string {
  const pages = scope
    ? (scope.cities?.length ?? 0) + (scope.articles?.length ?? 0) + (scope.guides?.length ?? 0)
    : 0;
  return pages >= HEAP_CEILING.pages ? `--max-old-space-size=${HEAP_CEILING.mb}` : '';
}

/**
 * Merges the shards' folders into the first one: each file the first lacks is moved in (the assets every shard
 * writes are the same; the first's copy stays), then one sitemap lists the pages of all. The other folders are
 * removed.
 */
export function mergeShards(folders: string[]): string {
  const [target, ...others] = folders;
  if (!target) throw new Error('aucune part de build à assembler');
  const sitemap = readSitemap(target);
  if (!sitemap) throw new Error('fichier manquant dans la build : sitemap-index.xml');
  for (const folder of others) {
    const part = readSitemap(folder);
    if (!part) throw new Error('fichier manquant dans une part de la build : sitemap-index.xml');
    for (const [loc, entry] of part.entries) sitemap.entries.set(loc, entry);
    moveMissing(folder, target, folder);
    rmSync(folder, { recursive: true, force: true });
  }
  writeSitemap(target, sitemap);
  return target;
}

const SITEMAP_FILE = /^sitemap-(?:index|\d+)\.xml$/;

function moveMissing(root: string, target: string, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const source = join(dir, entry.name);
    const dest = join(target, source.slice(root.length + 1));
    if (entry.isDirectory()) {
      if (!existsSync(dest)) {
        mkdirSync(dirname(dest), { recursive: true });
        renameSync(source, dest); // a whole folder of pages at once
      } else moveMissing(root, target, source);
      continue;
    }
    if (dir === root && SITEMAP_FILE.test(entry.name)) continue;
    if (!existsSync(dest)) renameSync(source, dest);
  }
}
