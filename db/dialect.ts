/**
 * What differs between the two stores, behind one async interface for db/queries: transactions, raw SQL, the
 * result of a write, and the few SQL functions that have another name in PostgreSQL. Everything else the
 * queries write with drizzle's builders, awaited (never SQLite's synchronous .get/.all/.run), which both
 * dialects share.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, kindOf } from './client.ts';

/** The first row of a query (a select, or a write with .returning()), or undefined. */
export async function first<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

/** How many rows a write changed (SQLite's `changes`, PostgreSQL's `rowCount`). */
export function affected(result: unknown): number {
  const r = result as { changes?: number; rowCount?: number | null };
  return r.changes ?? r.rowCount ?? 0;
}

/** The rows of a raw SQL query (for what the builders cannot say, e.g. a UNION of counts). */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  if (kindOf(db) === 'postgres') {
    const result = (await (db as unknown as { execute(q: SQL): Promise<{ rows: T[] }> }).execute(query)) as {
      rows: T[];
    };
    return result.rows;
  }
  return db.all<T>(query);
}

/** Runs a raw SQL write; returns how many rows it changed. */
export async function rawRun(db: Db, query: SQL): Promise<number> {
  if (kindOf(db) === 'postgres')
    return affected(await (db as unknown as { execute(q: SQL): Promise<unknown> }).execute(query));
  return db.run(query).changes;
}

const insideSqliteTransaction = new AsyncLocalStorage<Db>();
/** One transaction at a time per SQLite file in this process, whichever connection runs it: a second
 * connection's BEGIN IMMEDIATE would otherwise wait synchronously (busy_timeout) for a transaction that
 * cannot finish while the thread waits. */
const sqliteLocks = new Map<string, Promise<unknown>>();

/**
 * Runs `fn` in one transaction: all its writes or none. On PostgreSQL, drizzle's transaction on one pooled
 * connection (nested: a savepoint). On SQLite, whose driver only has synchronous transactions, BEGIN IMMEDIATE …
 * COMMIT around the async function, one at a time per file; `fn` must only use the store (no other I/O), so
 * that it runs to its end within one turn of the event loop, as a synchronous transaction would.
 */
export async function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (kindOf(db) === 'postgres')
    return (db as unknown as { transaction(f: (tx: Db) => Promise<T>): Promise<T> }).transaction(fn);
  if (insideSqliteTransaction.getStore() === db) return fn(db);
  const file = db.$client.name;
  const previous = sqliteLocks.get(file) ?? Promise.resolve();
  const run = previous.then(() => sqliteTransaction(db, fn));
  const settled = run.then(
    () => {},
    () => {},
  );
  sqliteLocks.set(file, settled);
  // Forget the file once its last transaction ended (no growing map).
  void settled.then(() => {
    if (sqliteLocks.get(file) === settled) sqliteLocks.delete(file);
  });
  return run;
}

async function sqliteTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  db.$client.exec('BEGIN IMMEDIATE');
  try {
    const result = await insideSqliteTransaction.run(db, () => fn(db));
    db.$client.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.$client.inTransaction) db.$client.exec('ROLLBACK');
    throw error;
  }
}

/** The values of `expr` joined by commas (SQLite's group_concat, PostgreSQL's string_agg). */
export function joinedValues(db: Db, expr: SQL): SQL<string | null> {
  return kindOf(db) === 'postgres' ? sql`string_agg(${expr}, ',')` : sql`group_concat(${expr})`;
}

/** A top-level key of a JSON column, as text (SQLite's json_extract, PostgreSQL's ->>). */
export function jsonField(db: Db, column: SQL | SQL.Aliased | unknown, key: string): SQL<string | null> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`clé JSON invalide : ${key}`);
  return kindOf(db) === 'postgres'
    ? sql`(${column} ->> ${sql.raw(`'${key}'`)})`
    : sql`json_extract(${column}, ${sql.raw(`'$.${key}'`)})`;
}

/** Whether a JSON array of strings holds one of `values` (SQLite's json_each, PostgreSQL's jsonb_array_elements_text). */
export function jsonArrayHasAny(db: Db, column: unknown, values: ReadonlyArray<string>): SQL<boolean> {
  const list = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  return kindOf(db) === 'postgres'
    ? sql`exists (select 1 from jsonb_array_elements_text(${column}) as e(v) where e.v in (${list}))`
    : sql`exists (select 1 from json_each(${column}) where json_each.value in (${list}))`;
}

/** The current instant as the ISO 8601 text the code writes (`2026-11-23T09:05:03.042Z`). */
/** Is this error a unique constraint refusing a row (two servers writing the same one at the same moment)? */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e?.code ?? e?.cause?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function nowText(db: Db): SQL<string> {
  return kindOf(db) === 'postgres'
    ? sql`to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')`;
}

/** How many rows of the group satisfy `condition` (a number on both stores). */
export function countWhere(condition: SQL): SQL<number> {
  return sql<number>`coalesce(sum(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`.mapWith(Number);
}

/** An aggregate or subquery that returns a number (PostgreSQL returns bigint and numeric as text). */
export function numeric(expr: SQL): SQL<number> {
  return sql<number>`${expr}`.mapWith(Number);
}
