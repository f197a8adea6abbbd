import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../client.ts';
import { applyMigrations } from '../migrate.ts';
import { clearCounter, hitCounter, peekCounter, purgeCounters } from './rate-limits.ts';

let dir: string;
let db: Db;
let other: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'apl-rate-'));
  db = openDb(join(dir, 'apl.db'));
  applyMigrations(db);
  // A second connection, as a second server process would open.
  other = openDb(join(dir, 'apl.db'));
});
afterAll(() => {
  db.$client.close();
  other.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const MINUTE = 60_000;
const t0 = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('rate-limit counters', () => {
  it('counts hits per key and window, shared by every connection to the store', () => {
    expect(hitCounter(db, 'a:x', MINUTE, t0).hits).toBe(1);
    expect(hitCounter(other, 'a:x', MINUTE, t0 + 1000).hits).toBe(2);
    expect(hitCounter(db, 'a:x', MINUTE, t0 + 2000, 3).hits).toBe(5);
    expect(hitCounter(db, 'a:y', MINUTE, t0).hits).toBe(1);
    expect(peekCounter(other, 'a:x', MINUTE, t0 + 3000)).toEqual({ hits: 5, resetAt: t0 + MINUTE });
  });

  it('starts again in the next window and purges the windows that ended', () => {
    expect(hitCounter(db, 'b:x', MINUTE, t0).hits).toBe(1);
    expect(hitCounter(db, 'b:x', MINUTE, t0 + MINUTE).hits).toBe(1);
    expect(purgeCounters(db, t0 + MINUTE + 1)).toBeGreaterThanOrEqual(1);
    expect(peekCounter(db, 'b:x', MINUTE, t0).hits).toBe(0);
    expect(peekCounter(db, 'b:x', MINUTE, t0 + MINUTE).hits).toBe(1);
  });

  it('forgets a key on demand', () => {
    hitCounter(db, 'c:x', MINUTE, t0);
    clearCounter(db, 'c:x');
    expect(peekCounter(db, 'c:x', MINUTE, t0).hits).toBe(0);
  });
});
