/**
 * Publishing fast (issue 15): a publication, an unpublication, a deletion and a rename of an article, each built
 * incrementally over the live build (only the pages they affect), leave the same site as a full build of the same
 * store: the same files, byte for byte, and the same sitemap. The live build they start from is split across two
 * processes and the full build they are compared with runs in one: so the comparison also proves that a split
 * build gives the files of a build in one process (two full builds, not three: CI time).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroBuilders } from '../../api/services/astro-builders.ts';
import { scopeOfItemChange, storeLookups } from '../../api/services/change-scope.ts';
import { mergeScopes } from '../../api/services/publisher.ts';
import { buildSite, keepBuildersWarm, liveBuild, redirectsScope } from '../../api/services/site-builds.ts';
import { readSitemap } from '../../api/services/sitemap-files.ts';
import { type Db, openDb } from '../../db/client.ts';
import { publicationStateBySlug } from '../../db/queries/admin-publishing.ts';
import { isRedirectPage } from '../../src/lib/build/redirects.ts';
import { siteServer } from '../support/site.ts';

const dir = resolve('data/test', `${process.pid}-publishing-scope`);
let db: Db;
let store: string;
let buildsDir: string;
/** The full build split across two processes that the changes below start from. */
let split: string;
/** The processes that waited for that build. */
let waited: number[];

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // A copy of the test database and of the live build (hard links): the other tests never see these builds.
  store = join(dir, 'apl.db');
  const source = new Database(siteServer().databasePath, { readonly: true });
  await source.backup(store);
  source.close();
  buildsDir = join(dir, 'builds');
  db = openDb(store);
  // The live build to change is built from this very copy, in two processes (the shared test build may predate
  // articles other test files published since), started ahead as a server's are (api/services/astro-builders.ts):
  // compared below with a build by a process started for it, the files prove the waiting changes nothing.
  keepBuildersWarm(2, store);
  expect(await astroBuilders.ready()).toEqual([]);
  waited = astroBuilders.waitingPids();
  const two = await buildSite({ buildsDir, store, reason: 'test : deux parts', shards: 2 });
  if (!two.ok) throw new Error(`${two.error}\n${two.log}`);
  split = two.folder;
  // Then it starts processes for the next build, and the test's own builds (one at a time) use them.
}, 300_000);

afterAll(() => {
  keepBuildersWarm(0, store);
  db?.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every file of a build (but its own description), with its content. */
function files(folder: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name !== 'build-info.json') out.set(relative(folder, path), readFileSync(path, 'utf8'));
    }
  };
  walk(folder);
  return out;
}
const sitemapLocs = (folder: string) => [...(readSitemap(folder)?.entries.keys() ?? [])];
const live = () => liveBuild(buildsDir)?.folder as string;

/**
 * Applies `write` to article (or guide) `slug` as the back-office would, then builds what the change affects
 * (with the redirect pages of `redirects`, old addresses whose redirect `write` added or removed).
 */
async function change(
  slug: string,
  write: () => void,
  newSlug = slug,
  kind: 'article' | 'guide' = 'article',
  redirects: string[] = [],
) {
  const before = await publicationStateBySlug(db, kind, slug);
  write();
  const after = await publicationStateBySlug(db, kind, newSlug);
  const scope = await scopeOfItemChange(
    { kind, slug: after?.published ? newSlug : slug, reason: 'test', before, after },
    storeLookups(db),
  );
  expect(scope).not.toBeNull();
  const withRedirects = redirects.length > 0 ? mergeScopes(scope, redirectsScope(redirects)) : scope;
  expect(withRedirects).not.toBeNull();
  const result = await buildSite({ buildsDir, store, reason: `test ${slug}`, scope: withRedirects });
  if (!result.ok) throw new Error(`${result.error}\n${result.log}`);
  expect(result.info.partial).not.toBeNull();
  return scope;
}

describe('a full build split across processes', () => {
  it('ran in the two processes started ahead, and two more wait for the next build', () => {
    const alive = (pid: number) => {
      try {
        return process.kill(pid, 0);
      } catch {
        return false;
      }
    };
    expect(waited).toHaveLength(2);
    expect(waited.filter(alive)).toEqual([]);
    const next = astroBuilders.waitingPids();
    expect(next).toHaveLength(2);
    expect(next.filter((pid) => waited.includes(pid))).toEqual([]);
  });

  it('has one sitemap listing every page', () => {
    const pages = [...files(split).keys()].filter((p) => p.endsWith('index.html') && !p.startsWith('v2/'));
    const locs = sitemapLocs(split);
    expect(readdirSync(split).filter((f) => /^sitemap-\d+\.xml$/.test(f))).toEqual(['sitemap-0.xml']);
    expect(locs.length).toBeGreaterThan(2_200);
    for (const page of pages.filter((p) =>
      /^(apl-[^/]+|conseil\/[^/]+|guide\/(?!introuvable)[^/]+)\/index\.html$/.test(p),
    ))
      expect(locs, page).toContain(`https://www.apl-simulateur.fr/${page.replace(/\/index\.html$/, '')}`);
  });
});

describe('incremental builds of every kind of change', () => {
  it('over a split build, give the files and the sitemap of a full build in one process', async () => {
    const slugs = db.$client
      .prepare("SELECT slug FROM articles WHERE status = 'published' AND category_id IS NOT NULL ORDER BY id")
      .pluck()
      .all() as string[];
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    const [unpublished, renamed, deleted] = slugs as [string, string, string];
    const site = 'https://www.apl-simulateur.fr';
    const sql = (statement: string, ...args: unknown[]) => db.$client.prepare(statement).run(...args);

    // Unpublished: its page and its sitemap entry go.
    await change(unpublished, () => sql("UPDATE articles SET status = 'draft' WHERE slug = ?", unpublished));
    expect(files(live()).has(`conseil/${unpublished}/index.html`)).toBe(false);
    expect(sitemapLocs(live())).not.toContain(`${site}/conseil/${unpublished}`);

    // Published again: back, with the pages listing it.
    const scope = await change(unpublished, () =>
      sql("UPDATE articles SET status = 'published' WHERE slug = ?", unpublished),
    );
    expect(scope?.articles?.length).toBeGreaterThan(1);
    expect(files(live()).has(`conseil/${unpublished}/index.html`)).toBe(true);
    expect(sitemapLocs(live())).toContain(`${site}/conseil/${unpublished}`);

    // Renamed, with the redirect the back-office records: the new address, and a redirect page at the old one.
    const old = `/conseil/${renamed}`;
    await change(
      renamed,
      () => {
        sql('UPDATE articles SET slug = ? WHERE slug = ?', `${renamed}-renomme`, renamed);
        sql(
          "INSERT INTO redirects (from_path, to_path, source) VALUES (?, ?, 'slug')",
          old,
          `${old}-renomme`,
        );
      },
      `${renamed}-renomme`,
      'article',
      [old],
    );
    expect(files(live()).has(`conseil/${renamed}-renomme/index.html`)).toBe(true);
    expect(isRedirectPage(files(live()).get(`conseil/${renamed}/index.html`) ?? '')).toBe(true);

    // Deleted; and the redirect of the renamed one removed (Redirections screen): its page goes too.
    await change(
      deleted,
      () => {
        sql('DELETE FROM article_tags WHERE article_id = (SELECT id FROM articles WHERE slug = ?)', deleted);
        sql('DELETE FROM articles WHERE slug = ?', deleted);
        sql('DELETE FROM redirects WHERE from_path = ?', old);
      },
      deleted,
      'article',
      [old],
    );
    expect(files(live()).has(`conseil/${deleted}/index.html`)).toBe(false);
    expect(files(live()).has(`conseil/${renamed}/index.html`)).toBe(false);

    // An English guide unpublished (issue 16): its page, its sitemap entry and its French guide's hreflang go.
    const english = 'how-apl-is-calculated';
    const hreflangEn = () =>
      files(live())
        .get('guide/calcul-montant-apl/index.html')
        ?.includes('<link rel="alternate" hreflang="en"');
    expect(hreflangEn()).toBe(true);
    await change(
      english,
      () => sql("UPDATE thematic_pages SET status = 'draft' WHERE slug = ?", english),
      english,
      'guide',
    );
    expect(files(live()).has(`en/guide/${english}/index.html`)).toBe(false);
    expect(files(live()).get('en/guide/index.html')).not.toContain(`/en/guide/${english}"`);
    expect(sitemapLocs(live())).not.toContain(`${site}/en/guide/${english}`);
    expect(hreflangEn()).toBe(false);
    // (Publishing again is the article's case above: one build fewer, CI time.)
    const incremental = live();

    // The incremental builds ran in processes started ahead; this one starts its own.
    keepBuildersWarm(0, store);
    const full = await buildSite({ buildsDir, store, reason: 'test : build complète', shards: 1 });
    if (!full.ok) throw new Error(`${full.error}\n${full.log}`);
    expect(sitemapLocs(incremental)).toEqual(sitemapLocs(full.folder));
    const a = files(incremental);
    const b = files(full.folder);
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    const differing = [...a].filter(([path, content]) => b.get(path) !== content).map(([path]) => path);
    expect(differing).toEqual([]);
  }, 900_000);
});
