/** The only place that opens the SQLite database. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const DEFAULT_DATABASE_PATH = 'data/apl.db';

/** Which store this build of the server speaks (the health check says it). */
export const STORE_KIND = 'sqlite';

/** DATABASE_PATH from the environment, else data/apl.db under the project root. */
export function databasePath(): string {
  return resolve(process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH);
}

export function openDb(path = databasePath(), options: { readonly?: boolean } = {}): Db {
  if (!options.readonly) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  if (!options.readonly) {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as Db;
}
