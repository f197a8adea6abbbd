/**
 * Rate-limit counters in the store, so that every server process counts the same hits. Windows start at
 * multiples of their length, and a count weighs the previous window by the part of it still inside the
 * sliding window (the « sliding window counter »): hits just before a boundary still count just after it.
 * A hit is one upsert that returns the new count, and one read of the previous window.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type GroupWriter, groupCommit } from '../group-commit.ts';
import { rateLimits } from '../schema.ts';

export type Counter = {
  /** Hits in the sliding window ending now (this one included): the current window's, plus the previous
   * window's weighted by the share of it that the sliding window still covers. */
  hits: number;
  /** Hits of the current and of the previous fixed window, and when the current one started. */
  current: number;
  previous: number;
  windowStart: number;
  windowMs: number;
};

/**
 * How long until the sliding count leaves room for `room` more hits under `max` (0 if it already does):
 * first the previous window's weight fades, then, past the current window, the current one's.
 */
export function waitFor(counter: Counter, max: number, now: number, room = 1): number {
  const { current, previous, windowStart: start, windowMs: w } = counter;
  const free = max - room;
  if (counter.hits <= free) return 0;
  if (current <= free && previous > 0)
    return Math.max(0, start + w * (1 - (free - current) / previous) - now);
  if (free < 0) return start + 2 * w - now;
  return Math.max(0, start + w + w * (1 - free / current) - now);
}

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

function counter(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
  start: number,
  current: number,
): Counter {
  const previous = statementsOf(db).peek.get({ key, windowStart: start - windowMs })?.hits ?? 0;
  const hits = current + (previous === 0 ? 0 : previous * (1 - (now - start) / windowMs));
  return { hits, current, previous, windowStart: start, windowMs };
}

/**
 * Counts `cost` hits (1 by default) for `key` and returns the sliding window's count — synchronously, inside the
 * group commit's SQLite transaction (countHit is what callers use).
 */
export function hitCounter(db: Db, key: string, windowMs: number, now: number, cost = 1): Counter {
  const { start, end } = windowOf(windowMs, now);
  // The row of a window lives until the next window ends: it is the next one's « previous ».
  const row = statementsOf(db).hit.get({ key, windowStart: start, cost, expiresAt: end + windowMs });
  return counter(db, key, windowMs, now, start, row?.hits ?? cost);
}

type Hit = { key: string; windowMs: number; now: number; cost: number };
const hitWriters = new WeakMap<Db, GroupWriter<Hit, Counter>>();

/**
 * Counts a hit like hitCounter, in the group commit of its event-loop turn: the hits of a burst of requests
 * share one transaction. Resolves with the count once committed.
 */
export function countHit(db: Db, key: string, windowMs: number, now: number, cost = 1): Promise<Counter> {
  let write = hitWriters.get(db);
  if (!write) {
    write = groupCommit(db, (h: Hit) => hitCounter(db, h.key, h.windowMs, h.now, h.cost));
    hitWriters.set(db, write);
  }
  return write({ key, windowMs, now, cost });
}

/** The sliding window's count for `key`, without counting a hit. */
export async function peekCounter(db: Db, key: string, windowMs: number, now: number): Promise<Counter> {
  const { start } = windowOf(windowMs, now);
  return counter(
    db,
    key,
    windowMs,
    now,
    start,
    statementsOf(db).peek.get({ key, windowStart: start })?.hits ?? 0,
  );
}

/** Forgets every window of `key` (e.g. the failed sign-ins of a client once it signed in). */
export async function clearCounter(db: Db, key: string): Promise<void> {
  db.delete(rateLimits).where(eq(rateLimits.key, key)).run();
}

/** Deletes the windows that ended before `now`; returns how many (synchronous: part of the retention purge's transaction). */
export function purgeCounters(db: Db, now: number): number {
  return db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).run().changes;
}
