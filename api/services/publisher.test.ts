import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { BuildScope } from '../../src/lib/server/build-scope.ts';
import { prepareDatabase } from '../bootstrap.ts';
import { mergeScopes, Publisher } from './publisher.ts';
import type { BuildOptions, BuildResult } from './site-builds.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-publish-'));
let db: Db;
beforeAll(async () => {
  db = await prepareDatabase(join(dir, 'apl.db'), () => {});
}, 60_000);
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = {
  BUILDS_DIR: join(dir, 'builds'),
  DATABASE_PATH: join(dir, 'apl.db'),
  SITE_URL: 'https://example.fr',
};

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

const row = (id: number) =>
  db.$client.prepare('SELECT status, reason, error, page_count FROM builds WHERE id = ?').get(id) as {
    status: string;
    reason: string;
    error: string | null;
    page_count: number | null;
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
    expect(row(a)).toMatchObject({ status: 'success', page_count: 3 });
    expect(row(a).reason).toContain('visale');
    expect(row(a).reason).toContain('garant');
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
    await new Promise((r) => setTimeout(r, 15)); // the first build is running
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
    expect(row(id)).toMatchObject({ status: 'failed', error: 'astro build a échoué (code 1)' });
  });

  it('schedules a full rebuild at the next effective date of the legal parameters', () => {
    const publisher = new Publisher(db, env, { now: () => new Date('2025-09-20T12:00:00Z') });
    publisher.scheduleEffectiveDates();
    expect(publisher.state().nextScheduled?.date).toBe('2025-10-01');
    publisher.stop();
  });

  it('fires that rebuild at midnight in Paris, not at the server’s midnight', () => {
    vi.useFakeTimers();
    try {
      // 21:00 UTC on 30 September: 23:00 in Paris, one hour before the 1 October scales.
      const now = new Date('2025-09-30T21:00:00Z');
      vi.setSystemTime(now);
      const fired: string[] = [];
      const publisher = new Publisher(db, env, { now: () => now });
      publisher.request = async (change) => {
        fired.push(change.reason);
        return 0;
      };
      publisher.scheduleEffectiveDates();
      vi.advanceTimersByTime(59 * 60_000);
      expect(fired).toEqual([]);
      vi.advanceTimersByTime(60_000);
      expect(fired).toEqual(['entrée en vigueur des barèmes du 2025-10-01']);
      publisher.stop();
    } finally {
      vi.useRealTimers();
    }
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
  });
});
