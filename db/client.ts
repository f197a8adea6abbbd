/**
 * The only place that opens the store: SQLite (better-sqlite3), the embedded default, or PostgreSQL (pg's Pool)
 * when the target is a postgres:// address (DATABASE_URL). Both are handed to the queries as one `Db`, typed as
 * SQLite's drizzle database (see db/tables.ts): db/queries only use what both dialects share, and what differs
 * (transactions, raw SQL, a few SQL functions, the hot writes) goes through db/dialect.ts.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDatabase } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { newPool } from './pg-pool.ts';
import { isPostgresUrl, STORE_KIND, type StoreKind } from './store-kind.ts';
import { tables } from './tables.ts';

export { STORE_KIND, type StoreKind } from './store-kind.ts';

export type Db = BetterSQLite3Database<typeof tables> & { $client: Database.Database };

export const DEFAULT_DATABASE_PATH = 'data/apl.db';

/** DATABASE_PATH from the environment, else data/apl.db under the project root. */
export function databasePath(): string {
  return resolve(process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH);
}

/** Where the store is: DATABASE_URL when it is a postgres:// address, else the SQLite file. */
export function storeTarget(): string {
  return isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : databasePath();
}

const pools = new WeakMap<object, pg.Pool>();

/** The store kind of an open database or transaction. */
export function kindOf(db: Db): StoreKind {
  return is(db, PgDatabase) ? 'postgres' : 'sqlite';
}

/** The PostgreSQL pool behind a database opened on a postgres:// address. */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf : cette base n’est pas PostgreSQL');
  return pool;
}

/**
 * Opens the store at `target`: a SQLite file path, or a postgres:// address. The kind must be the one this
 * process speaks (DATABASE_URL, read when the store modules load): the queries use that kind's tables.
 */
export function openDb(target = storeTarget(), options: { readonly?: boolean; max?: number } = {}): Db {
  const kind: StoreKind = isPostgresUrl(target) ? 'postgres' : 'sqlite';
  if (kind !== STORE_KIND)
    throw new Error(
      kind === 'postgres'
        ? 'Base PostgreSQL demandée, mais DATABASE_URL ne désigne pas PostgreSQL dans ce processus.'
        : 'Base SQLite demandée, mais DATABASE_URL désigne PostgreSQL dans ce processus.',
    );
  if (kind === 'postgres') {
    const pool = newPool({
      connectionString: target,
      max: options.max ?? 10,
      // The static build reads only: its sessions refuse any write.
      ...(options.readonly ? { options: '-c default_transaction_read_only=on' } : {}),
    });
    const db = drizzlePg(pool, { schema: tables });
    pools.set(db, pool);
    return db as unknown as Db;
  }
  if (!options.readonly) mkdirSync(dirname(target), { recursive: true });
  const sqlite = new Database(target, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzleSqlite(sqlite, { schema: tables }) as Db;
}

/** Closes the store (SQLite file or PostgreSQL pool); closing it again does nothing. */
export async function closeDb(db: Db): Promise<void> {
  const pool = pools.get(db);
  if (pool) {
    if (!pool.ended && !pool.ending) await pool.end();
  } else if (db.$client.open) db.$client.close();
}
