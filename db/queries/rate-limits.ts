/**
 * Rate-limit counters in the store, so that every server process counts the same hits. Windows start at
 * multiples of their length, and a count weighs the previous window by the part of it still inside the
 * sliding window (the « sliding window counter »): hits just before a boundary still count just after it.
 * A hit is one upsert that returns the new count, and one read of the previous window: on SQLite two prepared
 * statements inside the group commit of its event-loop turn, on PostgreSQL one statement (the upsert locks the
 * row, so hits from every server add up exactly).
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, kindOf } from '../client.ts';
import { affected, rawRows } from '../dialect.ts';
import { type GroupWriter, groupCommit } from '../group-commit.ts';
import { rateLimits } from '../tables.ts';

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
  return slidingCount(windowMs, now, start, current, previous);
}

function slidingCount(
  windowMs: number,
  now: number,
  start: number,
  current: number,
  previous: number,
): Counter {
  // The previous window's hits, weighed by how much of it the sliding window still covers, rounded up: a
  // limit reached just before a boundary still holds just after it (4.99 of 5 failures is not room for one).
  const hits = current + (previous === 0 ? 0 : Math.ceil(previous * (1 - (now - start) / windowMs) - 1e-9));
  return { hits, current, previous, windowStart: start, windowMs };
}

/**
 * SQLite only: counts `cost` hits (1 by default) for `key` and returns the sliding window's count —
 * synchronously, inside the group commit's transaction (countHit is what callers use).
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
 * Counts `cost` hits (1 by default) for `key` and resolves with the sliding window's count once committed. On
 * SQLite the hits of a burst of requests share one transaction (db/group-commit.ts).
 */
export function countHit(db: Db, key: string, windowMs: number, now: number, cost = 1): Promise<Counter> {
  if (kindOf(db) === 'postgres') return pgCountHit(db, key, windowMs, now, cost);
  let write = hitWriters.get(db);
  if (!write) {
    write = groupCommit(db, (h: Hit) => hitCounter(db, h.key, h.windowMs, h.now, h.cost));
    hitWriters.set(db, write);
  }
  return write({ key, windowMs, now, cost });
}

async function pgCountHit(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
  cost: number,
): Promise<Counter> {
  const { start, end } = windowOf(windowMs, now);
  const [row] = await rawRows<{ current: string; previous: string | null }>(
    db,
    sql`WITH hit AS (
      INSERT INTO rate_limits AS r (key, window_start, hits, expires_at)
      VALUES (${key}, ${start}, ${cost}, ${end + windowMs})
      ON CONFLICT (key, window_start) DO UPDATE SET hits = r.hits + excluded.hits
      RETURNING r.hits)
    SELECT (SELECT hits FROM hit) AS current,
      (SELECT hits FROM rate_limits WHERE key = ${key} AND window_start = ${start - windowMs}) AS previous`,
  );
  return slidingCount(windowMs, now, start, Number(row?.current ?? cost), Number(row?.previous ?? 0));
}

/** The sliding window's count for `key`, without counting a hit. */
export async function peekCounter(db: Db, key: string, windowMs: number, now: number): Promise<Counter> {
  const { start } = windowOf(windowMs, now);
  const rows = await db
    .select({ windowStart: rateLimits.windowStart, hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), inArray(rateLimits.windowStart, [start, start - windowMs])));
  const hitsOf = (windowStart: number) => rows.find((r) => Number(r.windowStart) === windowStart)?.hits ?? 0;
  return slidingCount(windowMs, now, start, hitsOf(start), hitsOf(start - windowMs));
}

/** Forgets every window of `key` (e.g. the failed sign-ins of a client once it signed in). */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes the windows that ended before `now`; returns how many. */
export async function purgeCounters(db: Db, now: number): Promise<number> {
  return affected(await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)));
}
