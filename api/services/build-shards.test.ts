/** Assembling builds without astro: shard scopes, merged folders and sitemaps, the incremental overlay. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COMMUNES_DATA_WEIGHT,
  defaultShardCount,
  heapOption,
  mergeShards,
  SHARED_PAGES_WEIGHT,
  shardScopes,
} from './build-shards.ts';
import { overlay, scopePaths } from './site-builds.ts';
import { pathOfLoc, readSitemap, SITEMAP_ENTRY_LIMIT, writeSitemap } from './sitemap-files.ts';

const root = mkdtempSync(join(tmpdir(), 'apl-shards-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SITE = 'https://www.apl-simulateur.fr/';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">';
const INDEX = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE}sitemap-0.xml</loc></sitemap></sitemapindex>`;

/** A build folder as astro writes it: pages (`path` → content) and the sitemap of the pages listed. */
function fakeBuild(name: string, pages: Record<string, string>, listed = Object.keys(pages)): string {
  const folder = join(root, name);
  for (const [path, content] of Object.entries(pages)) {
    const file = join(folder, path === '' ? 'index.html' : `${path}/index.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const urls = listed
    .map((p) => `${SITE}${p}`)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((u) => `<url><loc>${u}</loc></url>`);
  writeFileSync(join(folder, 'sitemap-0.xml'), `${HEAD}${urls.join('')}</urlset>`);
  writeFileSync(join(folder, 'sitemap-index.xml'), INDEX);
  return folder;
}
const locs = (folder: string) => [...(readSitemap(folder)?.entries.keys() ?? [])];

describe('shards of a full build', () => {
  it('deals every page to one shard, the first (shared pages) and the last (communes data) lighter', () => {
    const addresses = {
      cities: Array.from({ length: 101 }, (_, i) => `apl-ville-${i}`),
      articles: ['a', 'b', 'c'],
      guides: ['g'],
    };
    const scopes = shardScopes(addresses, 2);
    expect(scopes).toHaveLength(2);
    const all = scopes.flatMap((s) => [...(s.cities ?? []), ...(s.articles ?? []), ...(s.guides ?? [])]);
    expect(all.sort()).toEqual([...addresses.cities, ...addresses.articles, ...addresses.guides].sort());
    // The first shard also renders the shared pages, the last the communes data: each gets their weight fewer.
    const sizes = scopes.map(
      (s) => (s.cities?.length ?? 0) + (s.articles?.length ?? 0) + (s.guides?.length ?? 0),
    );
    expect(sizes).toEqual([48, 57]);
    expect(scopes.map((s) => s.communesData ?? false)).toEqual([false, true]);
    expect(scopes.map((s) => s.sharedPages ?? true)).toEqual([true, false]);
  });

  it('balances a larger site between the shards, the first and the last lighter by their extra work', () => {
    const addresses = {
      cities: Array.from({ length: 2275 }, (_, i) => `apl-ville-${i}`),
      articles: Array.from({ length: 20 }, (_, i) => `a-${i}`),
      guides: Array.from({ length: 12 }, (_, i) => `g-${i}`),
    };
    for (const count of [2, 3, 4]) {
      const scopes = shardScopes(addresses, count);
      const loads = scopes.map(
        (s, k) =>
          (s.cities?.length ?? 0) +
          (s.articles?.length ?? 0) +
          (s.guides?.length ?? 0) +
          (k === 0 ? SHARED_PAGES_WEIGHT : 0) +
          (k === count - 1 ? COMMUNES_DATA_WEIGHT : 0),
      );
      expect(Math.max(...loads) - Math.min(...loads), `${count}`).toBeLessThanOrEqual(1);
      // Each shard renders some of every kind, not all the articles in one.
      for (const s of scopes) expect(s.articles?.length ?? 0).toBeGreaterThan(0);
    }
    // A single process renders everything, shared pages included.
    expect(shardScopes(addresses, 1)[0]).toMatchObject({ communesData: true });
    expect(shardScopes(addresses, 1)[0]?.sharedPages).toBeUndefined();
  });

  it('sets a heap ceiling for the processes of a build of all communes only', () => {
    const cities = (n: number) => Array.from({ length: n }, (_, i) => `apl-ville-${i}`);
    const all = shardScopes({ cities: cities(34_875), articles: ['a'], guides: ['g'] }, 2);
    expect(all.map(heapOption)).toEqual(['--max-old-space-size=768', '--max-old-space-size=768']);
    const site = shardScopes({ cities: cities(2_275), articles: ['a'], guides: ['g'] }, 2);
    expect(site.map(heapOption)).toEqual(['', '']);
    expect(heapOption({ articles: ['a'] })).toBe('');
  });

  it('uses BUILD_SHARDS, else one process per core (at most 4)', () => {
    expect(defaultShardCount({ BUILD_SHARDS: '3' })).toBe(3);
    expect(defaultShardCount({})).toBeGreaterThanOrEqual(1);
    expect(defaultShardCount({})).toBeLessThanOrEqual(4);
  });

  it('merges the folders into one build whose one sitemap lists the pages of all, in astro’s order', () => {
    const a = fakeBuild('shard-a', { '': 'accueil', 'apl-ville-10': '10', 'conseil/a': 'A' });
    const b = fakeBuild('shard-b', { '': 'accueil bis', 'apl-ville-9': '9', 'guide/g': 'G' });
    mergeShards([a, b]);
    expect(existsSync(b)).toBe(false);
    expect(readFileSync(join(a, 'index.html'), 'utf8')).toBe('accueil');
    expect(readFileSync(join(a, 'apl-ville-9/index.html'), 'utf8')).toBe('9');
    expect(readFileSync(join(a, 'guide/g/index.html'), 'utf8')).toBe('G');
    expect(locs(a)).toEqual([
      SITE,
      `${SITE}apl-ville-9`,
      `${SITE}apl-ville-10`,
      `${SITE}conseil/a`,
      `${SITE}guide/g`,
    ]);
    expect(readFileSync(join(a, 'sitemap-index.xml'), 'utf8')).toBe(INDEX);
    expect(readFileSync(join(a, 'sitemap-0.xml'), 'utf8')).toMatch(/^<\?xml[^>]*\?><urlset [^>]*><url><loc>/);
  });
});

describe('sitemap files', () => {
  it('writes back what it read byte for byte', () => {
    const folder = fakeBuild('roundtrip', { '': 'x', 'apl-b': 'b', 'apl-a2': 'a2', 'apl-a10': 'a10' });
    const before = readFileSync(join(folder, 'sitemap-0.xml'), 'utf8');
    writeSitemap(folder, readSitemap(folder) as NonNullable<ReturnType<typeof readSitemap>>);
    expect(readFileSync(join(folder, 'sitemap-0.xml'), 'utf8')).toBe(before);
    expect(readFileSync(join(folder, 'sitemap-index.xml'), 'utf8')).toBe(INDEX);
  });

  it('splits past the entry limit into more files, listed by the index', () => {
    const folder = fakeBuild('big', { '': 'x' });
    const sitemap = readSitemap(folder) as NonNullable<ReturnType<typeof readSitemap>>;
    for (let i = 0; i < SITEMAP_ENTRY_LIMIT + 1; i++) {
      const loc = `${SITE}apl-${i}`;
      sitemap.entries.set(loc, `<url><loc>${loc}</loc></url>`);
    }
    writeSitemap(folder, sitemap);
    expect(readFileSync(join(folder, 'sitemap-index.xml'), 'utf8')).toContain(`${SITE}sitemap-1.xml`);
    expect(locs(folder)).toHaveLength(SITEMAP_ENTRY_LIMIT + 2);
  });

  it('reads the path of an address', () => {
    expect(pathOfLoc(`${SITE}conseil/visale`)).toBe('/conseil/visale');
    expect(pathOfLoc(SITE)).toBe('/');
  });
});

describe('incremental overlay', () => {
  it('puts the rendered pages over a copy of the live build, removes the scope’s pages not rendered, merges the sitemap', () => {
    const live = fakeBuild('live', {
      '': 'accueil',
      'conseil/ancien': 'ancien',
      'conseil/retire': 'retiré',
      'conseil/garde': 'gardé',
      'apl-lyon': 'lyon',
    });
    // Renamed « ancien » → « nouveau » (with a redirect in its place), unpublished « retire ».
    const rendered = fakeBuild(
      'rendered',
      { '': 'accueil 2', 'conseil/nouveau': 'nouveau', 'conseil/ancien': '<meta http-equiv="refresh">' },
      ['', 'conseil/nouveau'],
    );
    const liveSitemap = readFileSync(join(live, 'sitemap-0.xml'), 'utf8');
    const target = join(root, 'target');
    overlay(live, target, rendered, { articles: ['nouveau', 'ancien', 'retire'] });
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('accueil 2');
    expect(readFileSync(join(target, 'conseil/nouveau/index.html'), 'utf8')).toBe('nouveau');
    expect(readFileSync(join(target, 'conseil/ancien/index.html'), 'utf8')).toContain('refresh');
    expect(existsSync(join(target, 'conseil/retire'))).toBe(false);
    expect(readFileSync(join(target, 'apl-lyon/index.html'), 'utf8')).toBe('lyon');
    expect(locs(target)).toEqual([SITE, `${SITE}apl-lyon`, `${SITE}conseil/garde`, `${SITE}conseil/nouveau`]);
    // The live build is untouched: same files, same sitemap, and its pages still shared by hard links.
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toBe('accueil');
    expect(readFileSync(join(live, 'conseil/retire/index.html'), 'utf8')).toBe('retiré');
    expect(readFileSync(join(live, 'sitemap-0.xml'), 'utf8')).toBe(liveSitemap);
    expect(statSync(join(live, 'apl-lyon/index.html')).nlink).toBe(2);
  });

  it('names the folders of a scope, never outside the build', () => {
    expect(scopePaths({ cities: ['apl-lyon', '../etc'], articles: ['a'], guides: ['g'] })).toEqual([
      'apl-lyon',
      'conseil/a',
      'guide/g',
      'en/guide/g',
    ]);
  });
});
