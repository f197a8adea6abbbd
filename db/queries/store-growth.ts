/**
 * How the store grows (issue 26): what anonymous writes were not stored in full beyond their storage budget
 * (api/services/store-budget.ts), counted by day in the shared counters (rate_limits), and the rows and bytes
 * each table gained by day, for the « Outils système » screen.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { utcDay } from '../../src/core/dates.ts';
import { type Db, kindOf } from '../client.ts';
import { rawRows } from '../dialect.ts';
import { rateLimits } from '../tables.ts';
import { countHit } from './rate-limits.ts';

const DAY = 24 * 60 * 60 * 1000;

/** What a budget withheld: audience events counted but not stored, new simulations refused. */
export const WITHHELD = { events: 'storeWithheld:events', saves: 'storeWithheld:saves' } as const;
export type Withheld = keyof typeof WITHHELD;

/** Counts `n` writes withheld today (a counter by day, kept two days). */
export async function countWithheld(db: Db, what: Withheld, n: number, now: number): Promise<void> {
  await countHit(db, WITHHELD[what], DAY, now, n);
}

/** What was withheld today and yesterday (UTC days), by kind. */
export async function withheldByDay(db: Db, now: number) {
  const today = now - (now % DAY);
  const rows = await db
    .select({ key: rateLimits.key, windowStart: rateLimits.windowStart, hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        inArray(rateLimits.key, Object.values(WITHHELD)),
        inArray(rateLimits.windowStart, [today, today - DAY]),
      ),
    );
  const count = (what: Withheld, start: number) =>
    Number(rows.find((r) => r.key === WITHHELD[what] && Number(r.windowStart) === start)?.hits ?? 0);
  return [today, today - DAY].map((start) => ({
    day: utcDay(start),
    events: count('events', start),
    saves: count('saves', start),
  }));
}

/** The tables anonymous visitors write to, and the date column their rows carry. */
export const ANONYMOUS_TABLES = ['visitor_events', 'simulation_sessions', 'simulation_steps'] as const;

/** The bytes each table takes, indexes included: SQLite's dbstat, PostgreSQL's pg_total_relation_size. */
export async function tableBytes(db: Db): Promise<Map<string, number>> {
  const rows =
    kindOf(db) === 'postgres'
      ? await rawRows<{ name: string; bytes: number | string }>(
          db,
          sql`SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes FROM pg_class c
            JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE c.relkind = 'r' AND n.nspname = current_schema()`,
        )
      : await rawRows<{ name: string; bytes: number }>(
          db,
          sql`SELECT m.tbl_name AS name, sum(s.pgsize) AS bytes FROM dbstat s
            JOIN sqlite_master m ON m.name = s.name GROUP BY m.tbl_name`,
        );
  return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
}

export type DailyGrowth = { table: string; day: string; rows: number; bytes: number };

/**
 * Rows each anonymous table gained by day over the last `days` days (by their creation date), and the bytes
 * they take: the table's bytes shared out by rows.
 */
export async function dailyGrowth(db: Db, now: number, days = 14): Promise<DailyGrowth[]> {
  const since = utcDay(now - days * DAY);
  const sizes = await tableBytes(db);
  const growth: DailyGrowth[] = [];
  for (const table of ANONYMOUS_TABLES) {
    const id = sql.identifier(table);
    const [total] = await rawRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${id}`);
    const perRow = (sizes.get(table) ?? 0) / Math.max(1, Number(total?.n ?? 0));
    const byDay = await rawRows<{ day: string; n: number | string }>(
      db,
      sql`SELECT substr(created_at, 1, 10) AS day, count(*) AS n FROM ${id}
        WHERE created_at >= ${since} GROUP BY substr(created_at, 1, 10) ORDER BY day DESC`,
    );
    for (const { day, n } of byDay)
      growth.push({ table, day, rows: Number(n), bytes: Math.round(Number(n) * perRow) });
  }
  return growth;
}
