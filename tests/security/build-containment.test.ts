/**
 * Issue 26: one item saved in the store stopped every later build, and a server started on an empty BUILDS_DIR then
 * exited 1 — the site never came up. The attack: the four build-breaking inputs of the report are written straight
 * into the store (past every check of the API), with a redirect to a page that no longer exists:
 * - a redirect whose old address sits under a file of the build (`/robots.txt/x`: EISDIR);
 * - a path segment over 255 bytes (an article's slug, a redirect's old address: ENAMETOOLONG);
 * - a city slug of 300 characters;
 * - Markdown of 2,000 nested `>` (marked overflows its stack).
 * A real server started on an empty BUILDS_DIR with that store answers 200 on `/`, leaves those items out and
 * records them with their cause; the next publication goes live within 10 s, and a rename's redirect goes live with
 * it, not before. A store that cannot be built at all gives a live server with a 503 maintenance page.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroBuilders } from '../../api/services/astro-builders.ts';
import { Publisher } from '../../api/services/publisher.ts';
import { keepBuildersWarm } from '../../api/services/site-builds.ts';
import { rawRun } from '../../db/dialect.ts';
import { citiesShowing } from '../../db/queries/builds.ts';
import { faqSetting } from '../../db/queries/content.ts';
import { articles, builds, cityPages, redirects, siteSettings, thematicPages } from '../../db/tables.ts';
import {
  createSandbox,
  ROOT,
  type Sandbox,
  startServerProcess,
  stopServerProcess,
} from '../support/sandbox.ts';
import { type TestStore, testStore } from '../support/test-store.ts';

const LONG_ARTICLE = 'a'.repeat(260);
const LONG_CITY = `apl-${'x'.repeat(300)}`;
const LONG_REDIRECT = `/${'é'.repeat(150)}`; // 300 bytes in UTF-8
const DEEP_MARKDOWN = `${'>'.repeat(2000)} une citation sans fond`;

function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** The variables of a real server on this sandbox's store and builds (no secret of the developer's shell). */
function serverEnv(sandbox: Sandbox, store: TestStore): NodeJS.ProcessEnv {
  return {
    DATABASE_PATH: sandbox.env.DATABASE_PATH,
    DATABASE_URL: store.env.DATABASE_URL ?? '',
    BUILDS_DIR: sandbox.env.BUILDS_DIR,
    BETTER_AUTH_SECRET: 'secret-du-test-de-confinement-des-builds',
    BUILD_WARM_PROCESSES: '0',
    NODE_ENV: 'test',
  };
}

type Started = { sandbox: Sandbox; store: TestStore; server: ChildProcess | null; base: string };

/**
 * A fresh store written by `prepare` (straight into the tables, past the API), then a real server started on it
 * with an empty BUILDS_DIR (its first start builds the site); `stop` ends both.
 */
async function startOn(
  name: string,
  prepare: (db: Sandbox['db']) => Promise<void>,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<Started> {
  const dir = join(ROOT, 'data', 'test', name);
  const store = await testStore(dir);
  const sandbox = await createSandbox(`test/${name}`, { env: store.env });
  await prepare(sandbox.db);
  const port = await freePort();
  const server = await startServerProcess(port, { ...serverEnv(sandbox, store), ...extraEnv }, 540_000);
  return { sandbox, store, server, base: `http://127.0.0.1:${port}` };
}

async function stop(started: Started | undefined): Promise<void> {
  await stopServerProcess(started?.server);
  await started?.sandbox.close();
  await started?.store.drop();
}

describe('un élément impossible à rendre ne fait pas tomber le site (issue 26)', { timeout: 600_000 }, () => {
  let started: Started | undefined;
  let sandbox: Sandbox;
  let base = '';
  let guideSlug = '';
  let longCityInsee = '';
  beforeAll(async () => {
    started = await startOn(`containment-${process.pid}`, async (db) => {
      await db.insert(redirects).values([
        { fromPath: '/robots.txt/x', toPath: '/faq' },
        { fromPath: LONG_REDIRECT, toPath: '/faq' },
        { fromPath: '/conseil/ancien-article', toPath: '/conseil/article-supprime' },
      ]);
      await db
        .insert(articles)
        .values({ slug: LONG_ARTICLE, title: 'Adresse trop longue', status: 'published' });
      const city = await db
        .select({ id: cityPages.id, insee: cityPages.inseeCode })
        .from(cityPages)
        .where(eq(cityPages.status, 'published'))
        .orderBy(desc(cityPages.id))
        .limit(1);
      await db
        .update(cityPages)
        .set({ slug: LONG_CITY })
        .where(eq(cityPages.id, city[0]?.id as number));
      longCityInsee = city[0]?.insee as string;
      const [guide] = await db
        .select({ id: thematicPages.id, slug: thematicPages.slug })
        .from(thematicPages)
        .where(eq(thematicPages.status, 'published'))
        .limit(1);
      guideSlug = guide?.slug as string;
      // One answer of the FAQ page too: the page is published without that question.
      const faq = await faqSetting(db);
      const items = [
        ...(faq?.items ?? []),
        { question: 'Question impossible à rendre ?', answer: DEEP_MARKDOWN },
      ];
      await db.update(siteSettings).set({ value: { items } }).where(eq(siteSettings.key, 'content.faq'));
      await db
        .update(thematicPages)
        .set({ content: DEEP_MARKDOWN })
        .where(eq(thematicPages.id, guide?.id as number));
    });
    ({ sandbox, base } = started);
  }, 600_000);
  afterAll(() => stop(started));

  it('un serveur démarré sur un BUILDS_DIR vide répond 200 sur / et laisse ces éléments de côté', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="fr"');
    expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
    expect((await fetch(`${base}/guide/${guideSlug}`)).status).toBe(404);
    const faq = await fetch(`${base}/faq`);
    expect(faq.status).toBe(200);
    expect(await faq.text()).not.toContain('Question impossible à rendre');
    const health = (await (await fetch(`${base}/api/health`)).json()) as {
      build: { ok: boolean; state: string };
    };
    expect(health.build).toMatchObject({ ok: true, state: 'live' });
  });

  it('aucune liste, aucun index de recherche ni le plan du site ne mène à un élément laissé de côté', async () => {
    // The pages of the cities near the one left out, and the zone pages, list cities too.
    const near = (await citiesShowing(sandbox.db, longCityInsee)).nearby.slice(0, 3).map((s) => `/${s}`);
    expect(near.length).toBeGreaterThan(0);
    const zones = ['/apl-zone-1', '/apl-zone-2', '/apl-zone-3'];
    const pages = [
      '/',
      '/guide',
      '/conseil',
      '/plan-du-site',
      '/conseil/search-index.json',
      ...zones,
      ...near,
    ];
    for (const path of pages) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).not.toContain(`/guide/${guideSlug}"`);
      expect(text, path).not.toContain(LONG_ARTICLE);
      expect(text, path).not.toContain(LONG_CITY);
    }
    // The lists still hold what was written.
    expect(await (await fetch(`${base}/guide`)).text()).toMatch(/href="\/guide\/[a-z0-9-]+"/);
  });

  it('enregistre chaque élément laissé de côté avec sa cause, pour l’administration', async () => {
    const [first] = await sandbox.db
      .select()
      .from(builds)
      .where(eq(builds.reason, 'premier démarrage'))
      .orderBy(desc(builds.id))
      .limit(1);
    expect(first?.status).toBe('success');
    const skipped = new Map((first?.skipped ?? []).map((item) => [item.path, item]));
    expect(skipped.get('/robots.txt/x')?.cause).toContain('fichier du site (/robots.txt)');
    expect(skipped.get(LONG_REDIRECT)?.cause).toMatch(/255 octets|règles des redirections/);
    expect(skipped.get(`/conseil/${LONG_ARTICLE}`)).toMatchObject({ kind: 'article' });
    expect(skipped.get(`/${LONG_CITY}`)).toMatchObject({ kind: 'city' });
    expect(skipped.get(`/guide/${guideSlug}`)?.cause).toContain('trop imbriqué');
    expect(skipped.get('/faq')).toMatchObject({
      kind: 'faq',
      cause: expect.stringContaining('trop imbriqué'),
    });
    // A redirect to a page that is gone is sent to its parent page, and the admin is told.
    expect(skipped.get('/conseil/ancien-article')?.cause).toContain('redirigée vers /conseil');
    const res = await fetch(`${base}/conseil/ancien-article`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([301, '/conseil']);
  });

  it('la publication suivante est en ligne en moins de 10 s, et la redirection d’un renommage avec elle', async () => {
    const [article] = await sandbox.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(sql`${articles.status} = 'published' and length(${articles.slug}) < 100`)
      .limit(1);
    const from = `/conseil/${article?.slug}`;
    const renamed = `${article?.slug}-renomme`;
    // The rename is saved: the store has the new slug and the redirect, the build is not there yet.
    await sandbox.db
      .update(articles)
      .set({ slug: renamed })
      .where(eq(articles.slug, article?.slug as string));
    await sandbox.db.insert(redirects).values({ fromPath: from, toPath: `/conseil/${renamed}` });
    const before = await fetch(`${base}${from}`, { redirect: 'manual' });
    expect(before.status, 'pas de 301 vers une page que la build n’a pas encore').toBe(200);

    // As the server does (api/server.ts), an astro process waits with its modules loaded.
    keepBuildersWarm(1, sandbox.env.STORE);
    await astroBuilders.ready();
    const publisher = new Publisher(sandbox.db, sandbox.env, { debounceMs: 0 });
    const started = Date.now();
    const id = await publisher.request({
      kind: 'article',
      slug: renamed,
      reason: 'article renommé',
      before: { slug: article?.slug as string, published: true },
      after: { slug: renamed, published: true },
    });
    await publisher.idle();
    const elapsed = Date.now() - started;
    publisher.stop();
    keepBuildersWarm(0, sandbox.env.STORE);
    const [row] = await sandbox.db.select().from(builds).where(eq(builds.id, id));
    expect(row?.status, row?.error ?? '').toBe('success');
    console.log(`publication après les éléments cassés : ${elapsed} ms`);
    expect(elapsed).toBeLessThan(10_000);
    const after = await fetch(`${base}${from}`, { redirect: 'manual' });
    expect([after.status, after.headers.get('location')]).toEqual([301, `/conseil/${renamed}`]);
    expect((await fetch(`${base}/conseil/${renamed}`)).status).toBe(200);
  });

  it('une page en ligne dont la nouvelle version ne peut être rendue garde sa version en ligne', async () => {
    const [article] = await sandbox.db
      .select({ id: articles.id, slug: articles.slug })
      .from(articles)
      .where(sql`${articles.status} = 'published' and length(${articles.slug}) < 100`)
      .orderBy(desc(articles.id))
      .limit(1);
    const path = `/conseil/${article?.slug}`;
    const live = await (await fetch(`${base}${path}`)).text();
    await sandbox.db
      .update(articles)
      .set({ content: DEEP_MARKDOWN })
      .where(eq(articles.id, article?.id as number));
    const publisher = new Publisher(sandbox.db, sandbox.env, { debounceMs: 0 });
    const id = await publisher.request({ kind: 'article', slug: article?.slug as string, reason: 'modifié' });
    await publisher.idle();
    publisher.stop();
    const [row] = await sandbox.db.select().from(builds).where(eq(builds.id, id));
    expect(row?.status, row?.error ?? '').toBe('success');
    expect(row?.skipped?.find((item) => item.path === path)?.cause).toContain('trop imbriqué');
    const res = await fetch(`${base}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(live);
  });
});

describe('une base qui ne peut pas être construite du tout (issue 26)', { timeout: 600_000 }, () => {
  let started: Started | undefined;
  let base = '';
  beforeAll(async () => {
    started = await startOn(
      `maintenance-${process.pid}`,
      async (db) => {
        // The city pages read the CAF offices: without the table, no build of the site can succeed.
        await rawRun(db, sql`ALTER TABLE caf_offices RENAME TO caf_offices_ailleurs`);
      },
      { BUILD_RETRY_MS: '2000' },
    );
    base = started.base;
  }, 600_000);
  afterAll(() => stop(started));

  it('le serveur démarre quand même : page de maintenance en 503, état sur /api/health, processus en vie', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(503);
    expect(Number(home.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await home.text()).toContain('Site en maintenance');
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    const body = (await health.json()) as { build: { ok: boolean; state: string; failedAt: string | null } };
    expect(body.build).toMatchObject({ ok: false, state: 'maintenance' });
    expect(body.build.failedAt).not.toBeNull();
    // Still there a little later: it never exits, nor restarts in a loop.
    await new Promise((ok) => setTimeout(ok, 2000));
    expect(started?.server?.exitCode).toBeNull();
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
  });

  it('le site revient de lui-même une fois la base réparée : la build est retentée', async () => {
    if (!started) throw new Error('serveur non démarré');
    await rawRun(started.sandbox.db, sql`ALTER TABLE caf_offices_ailleurs RENAME TO caf_offices`);
    await expect
      .poll(async () => (await fetch(`${base}/`)).status, { timeout: 240_000, interval: 1000 })
      .toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 300_000);
});
