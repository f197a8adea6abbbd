/**
 * Moves an existing SQLite site to PostgreSQL: every row of every table, in one PostgreSQL transaction, into a
 * database migrated by db/migrations-pg and still empty (it refuses one that holds data). The rows are read and
 * written through the two dialects' drizzle tables, so each value keeps its TypeScript meaning (dates,
 * booleans, JSON); the identity sequences then continue after the highest id copied. Counts are compared table
 * by table before the commit.
 *
 * This module speaks both dialects at once, so it uses db/schema.ts and db/schema.pg.ts directly (not
 * db/tables.ts, which holds one process's dialect). Run it while the site is stopped or read-only.
 */
import Database from 'better-sqlite3';
import { count, getTableColumns, getTableName, sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';
import { PG_MIGRATIONS_FOLDER } from './migrate.ts';
import { newPool } from './pg-pool.ts';
import * as pgSchema from './schema.pg.ts';
import * as sqliteSchema from './schema.ts';

export type CopyReport = { tables: Array<{ table: string; rows: number }>; rows: number; ms: number };

/** The tables in an order where every table comes after those it references. */
export function copyOrder(): string[] {
  const tables = Object.entries(sqliteSchema).filter(([, v]) => isSqliteTable(v)) as Array<
    [string, SQLiteTable]
  >;
  const nameOf = new Map(tables.map(([key, t]) => [getTableName(t), key]));
  const done: string[] = [];
  const visit = (key: string, path: string[]) => {
    if (done.includes(key)) return;
    if (path.includes(key)) throw new Error(`références circulaires : ${[...path, key].join(' → ')}`);
    const table = tables.find(([k]) => k === key)?.[1] as SQLiteTable;
    for (const fk of getTableConfig(table).foreignKeys) {
      const target = nameOf.get(getTableName(fk.reference().foreignTable));
      if (target && target !== key) visit(target, [...path, key]);
    }
    done.push(key);
  };
  for (const [key] of tables) visit(key, []);
  return done;
}

function isSqliteTable(value: unknown): value is SQLiteTable {
  return typeof value === 'object' && value !== null && getTableConfigSafe(value) !== null;
}

function getTableConfigSafe(value: object) {
  try {
    return getTableConfig(value as SQLiteTable);
  } catch {
    return null;
  }
}

/** Copies every row of the SQLite file `from` into the PostgreSQL database `to` (migrated first). */
export async function copySqliteToPostgres(
  from: string,
  to: string,
  log: (line: string) => void = () => {},
): Promise<CopyReport> {
  const started = performance.now();
  const file = new Database(from, { readonly: true, fileMustExist: true });
  const source = drizzleSqlite(file);
  const pool = newPool({ connectionString: to, max: 1 });
  const target = drizzlePg(pool);
  try {
    await migrate(target, { migrationsFolder: PG_MIGRATIONS_FOLDER });
    const order = copyOrder();
    const report: CopyReport['tables'] = [];
    await target.transaction(async (tx) => {
      for (const key of order) {
        const pgTable = (pgSchema as unknown as Record<string, PgTable>)[key] as PgTable;
        const [existing] = await tx.select({ n: count() }).from(pgTable);
        if ((existing?.n ?? 0) > 0)
          throw new Error(
            `La base PostgreSQL n’est pas vide (table ${getTableName(pgTable)}) : copie refusée.`,
          );
      }
      for (const key of order) {
        const sqliteTable = (sqliteSchema as unknown as Record<string, SQLiteTable>)[key] as SQLiteTable;
        const pgTable = (pgSchema as unknown as Record<string, PgTable>)[key] as PgTable;
        const name = getTableName(sqliteTable);
        const columns = Object.keys(getTableColumns(sqliteTable)).length;
        // PostgreSQL takes at most 65,535 parameters per statement.
        const batch = Math.max(1, Math.floor(60_000 / columns));
        let copied = 0;
        for (let offset = 0; ; offset += batch) {
          const rows = source
            .select()
            .from(sqliteTable)
            .orderBy(sql`rowid`)
            .limit(batch)
            .offset(offset)
            .all() as Record<string, unknown>[];
          if (rows.length === 0) break;
          await tx.insert(pgTable).values(rows);
          copied += rows.length;
        }
        const [inTarget] = await tx.select({ n: count() }).from(pgTable);
        if (inTarget?.n !== copied)
          throw new Error(`${name} : ${copied} lignes lues, ${inTarget?.n} écrites`);
        if (getTableColumns(pgTable).id?.getSQLType() === 'integer') await resetIdentity(tx, name);
        report.push({ table: name, rows: copied });
        log(`  ${name} : ${copied}`);
      }
    });
    return {
      tables: report,
      rows: report.reduce((s, t) => s + t.rows, 0),
      ms: Math.round(performance.now() - started),
    };
  } finally {
    file.close();
    await pool.end();
  }
}

/** After rows with explicit ids, an identity `id` continues after the highest one. */
async function resetIdentity(tx: { execute(q: ReturnType<typeof sql>): Promise<unknown> }, table: string) {
  await tx.execute(sql`SELECT setval(seq, m) FROM (
    SELECT pg_get_serial_sequence(${table}, 'id') AS seq, (SELECT max(id) FROM ${sql.identifier(table)}) AS m) s
    WHERE seq IS NOT NULL AND m IS NOT NULL`);
}
