import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb, type Db, openDb } from '../../db/client.ts';
import { first } from '../../db/dialect.ts';
import { activateScaleVersion, withdrawScaleVersion } from '../../db/queries/scale-versions.ts';
import { articles, builds } from '../../db/tables.ts';
import { installerBaremes } from '../../src/core/apl/parameters/index.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import { brouillonPlusUn, DATE_PLUS_UN } from '../../tests/support/scales.ts';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { mergeScopes, Publisher } from './publisher.ts';
import type { BuildOptions, BuildResult } from './site-builds.ts';
import { redirectsScope, scopePaths, switchLive } from './site-builds.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-publish-'));
let store: TestStore;
let db: Db;
/** A second connection to the same store: a second server. */
let other: Db;
let env: { BUILDS_DIR: string; STORE: string; SITE_URL: string };
beforeAll(async () => {
  store = await testStore(dir);
  db = await prepareDatabase(store.target, () => {});
  other = openDb(store.target);
  env = { BUILDS_DIR: join(dir, 'builds'), STORE: store.target, SITE_URL: 'https://example.fr' };
}, 60_000);
afterAll(async () => {
  await closeDb(db);
  await closeDb(other);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A stand-in for astro: records what it was asked to build. */
function fakeBuild(outcome: (options: BuildOptions) => BuildResult = () => ok()) {
  const calls: Array<{ scope: BuildScope | null | undefined; reason: string }> = [];
  const build = vi.fn(async (options: BuildOptions) => {
    calls.push({ scope: options.scope, reason: options.reason });
    await new Promise((r) => setTimeout(r, 30));
    return outcome(options);
  });
  return { calls, build };
}
const ok = (): BuildResult => ({
  ok: true,
  folder: '/tmp/x',
  info: { id: 'b', startedAt: '', finishedAt: '', durationMs: 30, pages: 3, reason: '', partial: null },
});

const row = async (id: number) => {
  const r = await first(db.select().from(builds).where(eq(builds.id, id)));
  return {
    status: r?.status,
    reason: r?.reason ?? '',
    error: r?.error ?? null,
    page_count: r?.pageCount ?? null,
  };
};

describe('Publisher', () => {
  it('coalesces edits made in a row into one build', async () => {
    const { calls, build } = fakeBuild();
    const publisher = new Publisher(db, env, { debounceMs: 50, build });
    const a = await publisher.request({ kind: 'article', slug: 'visale', reason: 'article « visale »' });
    const b = await publisher.request({ kind: 'article', slug: 'garant', reason: 'article « garant »' });
    expect(b).toBe(a);
    await publisher.idle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.scope?.articles?.sort()).toEqual(['garant', 'visale']);
    expect(await row(a)).toMatchObject({ status: 'success', page_count: 3 });
    expect((await row(a)).reason).toContain('visale');
    expect((await row(a)).reason).toContain('garant');
  });

  it('rebuilds a city page with the pages that list it among their nearby cities', async () => {
    const { calls, build } = fakeBuild();
    const publisher = new Publisher(db, env, { debounceMs: 10, build });
    publisher.request({ kind: 'city', slug: 'apl-villeurbanne', reason: 'ville' });
    await publisher.idle();
    const cities = calls[0]?.scope?.cities ?? [];
    expect(cities[0]).toBe('apl-villeurbanne');
    expect(cities).toContain('apl-lyon');
  });

  it('turns into a full build as soon as one change needs it', async () => {
    const { calls, build } = fakeBuild();
    const publisher = new Publisher(db, env, { debounceMs: 10, build });
    publisher.request({ kind: 'guide', slug: 'apl-etudiant', reason: 'guide' });
    publisher.request({ kind: 'full', reason: 'réglages du site' });
    await publisher.idle();
    expect(calls).toEqual([{ scope: null, reason: 'guide ; réglages du site' }]);
  });

  it('queues what arrives during a build into one next build', async () => {
    const { calls, build } = fakeBuild();
    const publisher = new Publisher(db, env, { debounceMs: 5, build });
    publisher.request({ kind: 'article', slug: 'a', reason: 'a' });
    await vi.waitFor(() => expect(calls).toHaveLength(1), { interval: 1 }); // the first build is running
    publisher.request({ kind: 'article', slug: 'b', reason: 'b' });
    publisher.request({ kind: 'article', slug: 'c', reason: 'c' });
    await publisher.idle();
    expect(calls.map((c) => c.scope?.articles)).toEqual([['a'], ['b', 'c']]);
  });

  it('records a failed build with its error, and keeps going', async () => {
    const { build } = fakeBuild(() => ({ ok: false, error: 'astro build a échoué (code 1)', log: 'boum' }));
    const publisher = new Publisher(db, env, { debounceMs: 5, build });
    const id = await publisher.request({ kind: 'full', reason: 'test' });
    await publisher.idle();
    expect(await row(id)).toMatchObject({ status: 'failed', error: 'astro build a échoué (code 1)' });
  });

  it('schedules a full rebuild at the next effective date of the legal parameters', async () => {
    const publisher = new Publisher(db, env, { now: () => new Date('2025-09-20T12:00:00Z') });
    await publisher.scheduleEffectiveDates();
    expect((await publisher.state()).nextScheduled).toMatchObject({
      date: '2025-10-01',
      reason: 'entrée en vigueur des barèmes du 2025-10-01',
    });
    publisher.stop();
  });

  it('arms the effective date of a scale version once the build made with it is live (issue 27)', async () => {
    const now = () => new Date('2026-11-20T12:00:00Z');
    const id = await brouillonPlusUn(db, 'une-admin');
    expect(await activateScaleVersion(db, id, 'une-admin')).toEqual({ ok: true });
    const { build } = fakeBuild((options) => {
      const folder = join(options.buildsDir, `build-${id}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Accueil</title>');
      writeFileSync(join(folder, 'build-info.json'), JSON.stringify({ id: 'b', pages: 1, scaleVersion: id }));
      switchLive(options.buildsDir, folder);
      return ok();
    });
    const publisher = new Publisher(db, env, { now, debounceMs: 5, build });
    try {
      await publisher.scheduleEffectiveDates();
      expect((await publisher.state()).nextScheduled?.date).not.toBe(DATE_PLUS_UN);
      await publisher.request({ kind: 'full', reason: 'barèmes activés' });
      await publisher.idle();
      await vi.waitFor(async () => expect((await publisher.state()).nextScheduled?.date).toBe(DATE_PLUS_UN), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      publisher.stop();
      installerBaremes();
      expect(await withdrawScaleVersion(db, id, 'une-admin')).toMatchObject({ ok: true });
    }
  });

  it('fires that rebuild at midnight in Paris, not at the server’s midnight — once for all servers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // 21:00 UTC on 30 September: 23:00 in Paris, one hour before the 1 October scales.
      const now = new Date('2025-09-30T21:00:00Z');
      vi.setSystemTime(now);
      const fired: string[] = [];
      // Two servers arm the same date.
      const servers = [
        new Publisher(db, env, { now: () => now }),
        new Publisher(other, env, { now: () => now }),
      ];
      for (const publisher of servers) {
        publisher.request = async (change) => {
          fired.push(change.reason);
          return 0;
        };
        await publisher.scheduleEffectiveDates();
      }
      await vi.advanceTimersByTimeAsync(59 * 60_000);
      expect(fired).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000, interval: 20 });
      await new Promise((r) => process.nextTick(r));
      expect(fired).toEqual(['entrée en vigueur des barèmes du 2025-10-01']);
      for (const publisher of servers) publisher.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Publisher after a date passed with no server up (issue 27)', () => {
  /** A live build begun at `startedAt`, in a builds folder of its own. */
  function liveBuiltAt(name: string, startedAt: string) {
    const buildsDir = join(dir, name);
    const folder = join(buildsDir, 'build-1');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Accueil</title>');
    writeFileSync(join(folder, 'build-info.json'), JSON.stringify({ id: 'b1', pages: 1, startedAt }));
    switchLive(buildsDir, folder);
    return { ...env, BUILDS_DIR: buildsDir };
  }
  /** A publisher at `now` whose build requests are recorded, not run. */
  function recording(envOf: typeof env, now: string) {
    const asked: string[] = [];
    const publisher = new Publisher(db, envOf, { now: () => new Date(now) });
    publisher.request = async (change) => {
      asked.push(change.reason);
      return 0;
    };
    return { publisher, asked };
  }

  it('rebuilds once a live build made before the 1 October 2024 scales, started on 3 October', async () => {
    const started = liveBuiltAt('builds-avant-octobre', '2024-09-28T10:00:00Z');
    const [a, b] = [recording(started, '2024-10-03T08:00:00Z'), recording(started, '2024-10-03T08:00:00Z')];
    await a.publisher.scheduleEffectiveDates();
    await b.publisher.scheduleEffectiveDates(); // a second server: the same date is not rebuilt twice
    await vi.waitFor(() => expect(a.asked).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(a.asked).toEqual(['rattrapage : pages à jour au 2024-10-01, passé depuis la build en ligne']);
    expect(b.asked).toEqual([]);
    a.publisher.stop();
    b.publisher.stop();
  });

  it('leaves a live build made after the last date as it is', async () => {
    // 00:10 in Paris on 1 October 2025 is 22:10 UTC on 30 September.
    const started = liveBuiltAt('builds-apres-octobre', '2025-09-30T22:10:00Z');
    const { publisher, asked } = recording(started, '2025-10-20T08:00:00Z');
    await publisher.scheduleEffectiveDates();
    await new Promise((r) => setTimeout(r, 100));
    expect(asked).toEqual([]);
    publisher.stop();
  });
});

describe('Publisher and dated content', () => {
  /** An article holding a dated block (content/editorial/README.md), removed after the test. */
  async function articleWith(slug: string, content: string, status: 'draft' | 'published') {
    await db.insert(articles).values({ slug, title: 'Impayés de loyer', content, status });
    return async () => {
      await db.delete(articles).where(eq(articles.slug, slug));
    };
  }

  it('arms a full rebuild on the first day of the month of a dated block of the published content', async () => {
    const remove = await articleWith(
      'impayes-2031',
      'Intro.\n\n{{avant:2031-03}}Ancienne règle.{{/avant}}{{depuis:2031-03}}Nouvelle règle.{{/depuis}}',
      'published',
    );
    const draft = await articleWith('brouillon-2031', '{{depuis:2031-02}}Pas publié.{{/depuis}}', 'draft');
    try {
      const publisher = new Publisher(db, env, { now: () => new Date('2030-12-01T12:00:00Z') });
      await publisher.scheduleEffectiveDates();
      // Not the draft's month: only what is published changes a page.
      expect((await publisher.state()).nextScheduled).toMatchObject({
        date: '2031-03-01',
        reason: 'contenu daté : pages à jour au 2031-03-01',
      });
      publisher.stop();
    } finally {
      await remove();
      await draft();
    }
  });

  it('arms a full rebuild on 1 January when a published text quotes the year ({{annee}})', async () => {
    const remove = await articleWith('apl-annee', 'Les montants de {{annee}}.', 'published');
    try {
      const publisher = new Publisher(db, env, { now: () => new Date('2030-12-01T12:00:00Z') });
      await publisher.scheduleEffectiveDates();
      expect((await publisher.state()).nextScheduled).toMatchObject({
        date: '2031-01-01',
        reason: 'contenu daté : pages à jour au 2031-01-01',
      });
      publisher.stop();
    } finally {
      await remove();
    }
  });

  it('arms it again after a build that published a dated block', async () => {
    const { build } = fakeBuild();
    const publisher = new Publisher(db, env, {
      debounceMs: 5,
      build,
      now: () => new Date('2030-12-01T12:00:00Z'),
    });
    await publisher.scheduleEffectiveDates();
    expect((await publisher.state()).nextScheduled).toBeNull();
    const remove = await articleWith(
      'impayes-2031-b',
      '{{depuis:2031-04}}Nouvelle règle.{{/depuis}}',
      'published',
    );
    try {
      await publisher.request({ kind: 'article', slug: 'impayes-2031-b', reason: 'article publié' });
      await publisher.idle();
      await vi.waitFor(async () => expect((await publisher.state()).nextScheduled?.date).toBe('2031-04-01'), {
        timeout: 5000,
        interval: 20,
      });
      publisher.stop();
    } finally {
      await remove();
    }
  });

  it('rebuilds the site at midnight in Paris on 1 January 2027 for a block {{depuis:2027-01}}', async () => {
    const remove = await articleWith('impayes-2027', '{{depuis:2027-01}}CCAPEX.{{/depuis}}', 'published');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // 22:00 UTC on 31 December 2026: 23:00 in Paris.
      const now = new Date('2026-12-31T22:00:00Z');
      vi.setSystemTime(now);
      const fired: string[] = [];
      const publisher = new Publisher(db, env, { now: () => now });
      publisher.request = async (change) => {
        fired.push(`${change.kind}: ${change.reason}`);
        return 0;
      };
      await publisher.scheduleEffectiveDates();
      await vi.advanceTimersByTimeAsync(59 * 60_000);
      expect(fired).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 5000, interval: 20 });
      expect(fired).toEqual(['full: contenu daté : pages à jour au 2027-01-01']);
      publisher.stop();
    } finally {
      vi.useRealTimers();
      await remove();
    }
  });
});

describe('Publisher on several servers (one store)', () => {
  it('builds one at a time across servers, with every change of both editors built', async () => {
    const spans: Array<{ server: string; start: number; end: number; articles: string[] }> = [];
    const timed = (server: string) =>
      vi.fn(async (options: BuildOptions) => {
        const start = performance.now();
        await new Promise((r) => setTimeout(r, 80));
        spans.push({ server, start, end: performance.now(), articles: options.scope?.articles ?? [] });
        return ok();
      });
    const a = new Publisher(db, env, { debounceMs: 5, build: timed('a') });
    const b = new Publisher(other, env, { debounceMs: 5, build: timed('b') });
    for (let i = 0; i < 4; i++) {
      await Promise.all([
        a.request({ kind: 'article', slug: `a${i}`, reason: `a${i}` }),
        b.request({ kind: 'article', slug: `b${i}`, reason: `b${i}` }),
      ]);
      await new Promise((r) => setTimeout(r, 30));
    }
    await Promise.all([a.idle(), b.idle()]);
    // Wait for the last build, whichever server runs it.
    await vi.waitFor(async () => expect((await a.state()).queued ?? (await a.state()).running).toBeNull(), {
      timeout: 10_000,
      interval: 50,
    });
    await Promise.all([a.idle(), b.idle()]);
    const sorted = [...spans].sort((x, y) => x.start - y.start);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]?.start).toBeGreaterThanOrEqual(sorted[i - 1]?.end as number);
    expect(new Set(spans.flatMap((s) => s.articles))).toEqual(
      new Set(['a0', 'a1', 'a2', 'a3', 'b0', 'b1', 'b2', 'b3']),
    );
  });

  it('takes up the build a server left running when it died, with its changes', async () => {
    const [orphan] = await db
      .insert(builds)
      .values({
        status: 'running',
        reason: 'article « orphelin »',
        request: { reasons: ['article « orphelin »'], scope: { articles: ['orphelin'] } },
        builder: 'serveur-mort:1',
        startedAt: new Date().toISOString(),
      })
      .returning({ id: builds.id });
    const { calls, build } = fakeBuild();
    const publisher = new Publisher(other, env, { debounceMs: 5, build });
    publisher.start();
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 5000, interval: 20 });
    await publisher.idle();
    publisher.stop();
    expect(calls[0]?.scope?.articles).toEqual(['orphelin']);
    expect(await row(orphan?.id as number)).toMatchObject({ status: 'failed' });
    expect((await row(orphan?.id as number)).error).toMatch(/s’est arrêté/);
  });
});

describe('mergeScopes', () => {
  it('unites page lists, and a full build absorbs everything', () => {
    expect(
      mergeScopes({ cities: ['apl-lyon'] }, { cities: ['apl-lyon', 'apl-bron'], articles: ['x'] }),
    ).toEqual({
      cities: ['apl-lyon', 'apl-bron'],
      articles: ['x'],
      guides: [],
    });
    expect(mergeScopes(null, { cities: ['apl-lyon'] })).toBeNull();
    expect(mergeScopes({ articles: ['x'] }, { redirects: ['/conseil/ancien'] })).toEqual({
      cities: [],
      articles: ['x'],
      guides: [],
      redirects: ['/conseil/ancien'],
    });
  });
});

describe('redirectsScope', () => {
  it('builds only the redirect pages of plain old addresses, and the whole site for any other', () => {
    expect(redirectsScope(['/conseil/ancien', '/conseil/ancien', '/guide/vieux'])).toEqual({
      cities: [],
      articles: [],
      guides: [],
      redirects: ['/conseil/ancien', '/guide/vieux'],
    });
    expect(scopePaths({ redirects: ['/conseil/ancien'] })).toEqual(['conseil/ancien']);
    // A folder name Astro may write otherwise, and what is not an address of the site: a full build.
    expect(redirectsScope(['/conseil/café'])).toBeNull();
    expect(redirectsScope(['/conseil/../admin'])).toBeNull();
    expect(scopePaths({ redirects: ['/../etc', '//evil.example', 'relative'] })).toEqual([]);
  });
});
