import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestStore, testStore } from '../../tests/support/test-store.ts';
import { closeDb, type Db, openDb } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { clearCounter, countHit, peekCounter, purgeCounters, waitFor } from './rate-limits.ts';

let dir: string;
let store: TestStore;
let db: Db;
let other: Db;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apl-rate-'));
  store = await testStore(dir, { prepared: false });
  db = openDb(store.target);
  await applyMigrations(db);
  // A second connection (pool), as a second server process would open.
  other = openDb(store.target);
});
afterAll(async () => {
  await closeDb(db);
  await closeDb(other);
  await store.drop();
  rmSync(dir, { recursive: true, force: true });
});

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('rate-limit counters', async () => {
  it('counts hits per key and window, shared by every connection to the store', async () => {
    expect((await countHit(db, 'a:x', MINUTE, t0)).hits).toBe(1);
    expect((await countHit(other, 'a:x', MINUTE, t0 + 1000)).hits).toBe(2);
    expect((await countHit(db, 'a:x', MINUTE, t0 + 2000, 3)).hits).toBe(5);
    expect((await countHit(db, 'a:y', MINUTE, t0)).hits).toBe(1);
    expect(await peekCounter(other, 'a:x', MINUTE, t0 + 3000)).toMatchObject({
      hits: 5,
      current: 5,
      previous: 0,
    });
  });

  it('counts every hit exactly once when two connections hit the same key at the same moment', async () => {
    const hits = await Promise.all(
      Array.from({ length: 200 }, (_, i) => countHit(i % 2 ? db : other, 'z:x', MINUTE, t0 + 10)),
    );
    // Each hit saw its own count: 1, 2, … 200, none twice, none lost.
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect((await peekCounter(other, 'z:x', MINUTE, t0 + 20)).current).toBe(200);
  });

  it('slides: hits just before a window boundary still count just after it, less and less', async () => {
    for (let i = 0; i < 4; i++) await countHit(db, 'b:x', MINUTE, t0 + MINUTE - 100);
    // 4 hits 0.1 s before the boundary: just after it, they weigh 3.96, counted as 4 (rounded up: a limit
    // reached just before a boundary is not lifted by it).
    expect((await countHit(db, 'b:x', MINUTE, t0 + MINUTE + 600)).hits).toBe(1 + 4);
    // Half-way through the next window, half of them; a little later, rounded up still.
    expect((await peekCounter(db, 'b:x', MINUTE, t0 + MINUTE + MINUTE / 2)).hits).toBe(1 + 2);
    expect((await peekCounter(db, 'b:x', MINUTE, t0 + MINUTE + MINUTE / 2 + 1000)).hits).toBe(1 + 2);
    // One window later, nothing of them.
    expect((await peekCounter(db, 'b:x', MINUTE, t0 + 2 * MINUTE)).hits).toBe(1);
  });

  it('says how long until there is room again', () => {
    const c = (current: number, previous: number, at: number) => ({
      hits: current + previous * (1 - at / MINUTE),
      current,
      previous,
      windowStart: 0,
      windowMs: MINUTE,
    });
    // Room already.
    expect(waitFor(c(2, 0, 0), 5, 0)).toBe(0);
    // Full because of the previous window: its weight must fade to leave one hit.
    expect(waitFor(c(2, 6, 0), 5, 0)).toBeCloseTo(MINUTE * (1 - 2 / 6), 5);
    // Full by the current window alone: into the next window, until its weight leaves one hit.
    expect(waitFor(c(8, 0, 30_000), 5, 30_000)).toBeCloseTo(30_000 + MINUTE * (1 - 4 / 8), 5);
    // After waiting that long, the count leaves room indeed.
    const t = 30_000 + (30_000 + MINUTE * (1 - 4 / 8));
    expect(8 * (1 - (t - MINUTE) / MINUTE) + 1).toBeLessThanOrEqual(5 + 1e-9);
  });

  it('purges a window once it can no longer count, as the current or the previous one', async () => {
    await countHit(db, 'p:x', MINUTE, t0);
    expect(await purgeCounters(db, t0 + MINUTE + 1)).toBe(0);
    expect(await purgeCounters(db, t0 + 2 * MINUTE + 1)).toBeGreaterThanOrEqual(1);
    expect((await peekCounter(db, 'p:x', MINUTE, t0)).hits).toBe(0);
  });

  it('forgets a key on demand', async () => {
    await countHit(db, 'c:x', MINUTE, t0);
    await clearCounter(db, 'c:x');
    expect((await peekCounter(db, 'c:x', MINUTE, t0)).hits).toBe(0);
  });
});
