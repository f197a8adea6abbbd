/**
 * Rate-limit counters in the store, so that every server process counts the same hits (fixed windows:
 * a window starts at a multiple of its length). A hit is one upsert that returns the new count.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimits } from '../schema.ts';

export type Counter = {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends (ms since the epoch). */
  resetAt: number;
};

const windowOf = (windowMs: number, now: number) => {
  const start = now - (now % windowMs);
  return { start, end: start + windowMs };
};

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  return {
    hit: db
      .insert(rateLimits)
      .values({
        key: sql.placeholder('key'),
        windowStart: sql.placeholder('windowStart'),
        hits: sql.placeholder('cost'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + excluded.hits` },
      })
      .returning({ hits: rateLimits.hits })
      .prepare(),
    peek: db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.key, sql.placeholder('key')),
          eq(rateLimits.windowStart, sql.placeholder('windowStart')),
        ),
      )
      .prepare(),
  };
}

function statementsOf(db: Db) {
  let s = statements.get(db);
  if (!s) {
    s = prepare(db);
    statements.set(db, s);
  }
  return s;
}

/** Counts `cost` hits (1 by default) for `key` in its current window and returns the window's total. */
export function hitCounter(db: Db, key: string, windowMs: number, now: number, cost = 1): Counter {
  const { start, end } = windowOf(windowMs, now);
  const row = statementsOf(db).hit.get({ key, windowStart: start, cost, expiresAt: end });
  return { hits: row?.hits ?? cost, resetAt: end };
}

/** The current window's count for `key`, without counting a hit. */
export function peekCounter(db: Db, key: string, windowMs: number, now: number): Counter {
  const { start, end } = windowOf(windowMs, now);
  const row = statementsOf(db).peek.get({ key, windowStart: start });
  return { hits: row?.hits ?? 0, resetAt: end };
}

/** Forgets every window of `key` (e.g. the failed sign-ins of a client once it signed in). */
export function clearCounter(db: Db, key: string): void {
  db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

/** Deletes the windows that ended before `now`; returns how many. */
export function purgeCounters(db: Db, now: number): number {
  return db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).run().changes;
}
