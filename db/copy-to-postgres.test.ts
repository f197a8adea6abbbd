/**
 * The SQLite → PostgreSQL copy (db/copy-to-postgres.ts) on a real throwaway PostgreSQL 15: every row of a
 * prepared site, with accounts, simulations, JSON, booleans, dates and rate-limit windows, arrives equal as
 * TypeScript values; ids continue after the copy; a database that holds data is refused. And the PostgreSQL
 * twin of SQLite's json_patch (the step save's merge) gives SQLite's answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { asc, getTableColumns, getTableName } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../api/bootstrap.ts';
import { type Postgres, startPostgres } from '../tests/support/postgres.ts';
import { closeDb } from './client.ts';
import { copyOrder, copySqliteToPostgres } from './copy-to-postgres.ts';
import { PG_MIGRATIONS_FOLDER } from './migrate.ts';
import { newPool } from './pg-pool.ts';
import * as pgSchema from './schema.pg.ts';
import * as sqliteSchema from './schema.ts';

const dir = mkdtempSync(join(tmpdir(), 'apl-copy-'));
const file = join(dir, 'apl.db');
let server: Postgres;
let admin: pg.Pool;
const urlOf = (name: string) => server.url.replace(/\/postgres$/, `/${name}`);

beforeAll(async () => {
  server = await startPostgres();
  admin = newPool({ connectionString: server.url, max: 1 });
  const db = await prepareDatabase(file, () => {});
  const s = sqliteSchema;
  const at = new Date('2026-09-01T08:30:00.123Z');
  await db.insert(s.user).values({
    id: 'u1',
    name: 'Léa',
    email: 'lea@example.fr',
    emailVerified: true,
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(s.userRoles).values({ userId: 'u1', role: 'editor' });
  await db.insert(s.session).values({
    id: 's1',
    userId: 'u1',
    token: 'jeton',
    expiresAt: new Date('2026-10-01T00:00:00Z'),
    createdAt: at,
    updatedAt: at,
  });
  await db.insert(s.simulationSessions).values({
    id: 'sim1',
    version: 'v2',
    // Nested JSON, numbers and booleans, as the answers hold them.
    formData: JSON.parse('{"loyer":480,"colocation":false,"ville":{"code":"69123","nom":"Lyon"}}'),
    isComplete: true,
    montantFinal: 212,
    isEligible: true,
  });
  await db
    .insert(s.simulationSteps)
    .values({ sessionId: 'sim1', stepNumber: 3, stepName: 'loyer', stepData: { loyer: 480 } });
  await db
    .insert(s.rateLimits)
    .values({ key: 'stepSave:x', windowStart: 1_795_420_800_000, hits: 7, expiresAt: 1_795_420_920_000 });
  await closeDb(db);
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('copySqliteToPostgres', () => {
  it('copies every table, every row equal as TypeScript values, and ids continue after it', async () => {
    await admin.query('CREATE DATABASE copied');
    const report = await copySqliteToPostgres(file, urlOf('copied'));
    expect(report.tables.map((t) => t.table).sort()).toEqual(
      copyOrder()
        .map((k) => getTableName((sqliteSchema as unknown as Record<string, SQLiteTable>)[k] as SQLiteTable))
        .sort(),
    );
    expect(report.tables.find((t) => t.table === 'french_cities')?.rows).toBeGreaterThan(30_000);

    const sqlite = new Database(file, { readonly: true });
    const source = drizzleSqlite(sqlite);
    const pool = newPool({ connectionString: urlOf('copied'), max: 2 });
    const target = drizzlePg(pool);
    try {
      for (const key of copyOrder()) {
        const a = (sqliteSchema as unknown as Record<string, SQLiteTable>)[key] as SQLiteTable;
        const b = (pgSchema as unknown as Record<string, PgTable>)[key] as PgTable;
        const columns = Object.keys(getTableColumns(a));
        const orderA = columns.map((c) => asc(getTableColumns(a)[c] as SQLiteColumn));
        const orderB = columns.map((c) => asc(getTableColumns(b)[c] as PgColumn));
        const rowsA = source
          .select()
          .from(a)
          .orderBy(...orderA)
          .all();
        const rowsB = await target
          .select()
          .from(b)
          .orderBy(...orderB);
        expect(rowsB, getTableName(a)).toEqual(rowsA);
      }
      // A new simulation step gets the id after the copied one.
      const [step] = await target
        .insert(pgSchema.simulationSteps)
        .values({ sessionId: 'sim1', stepNumber: 4, stepName: 'revenus', stepData: {} })
        .returning({ id: pgSchema.simulationSteps.id });
      expect(step?.id).toBe(2);
    } finally {
      sqlite.close();
      await pool.end();
    }
  }, 120_000);

  it('refuses a database that already holds data, and leaves it as it was', async () => {
    await admin.query('CREATE DATABASE busy');
    const pool = newPool({ connectionString: urlOf('busy'), max: 1 });
    try {
      await copySqliteToPostgres(file, urlOf('busy'));
      await pool.query(
        `UPDATE site_settings SET value = '"modifié"' WHERE key = (SELECT min(key) FROM site_settings)`,
      );
      const before = (await pool.query('SELECT count(*)::int AS n FROM french_cities')).rows[0].n;
      await expect(copySqliteToPostgres(file, urlOf('busy'))).rejects.toThrow(/n’est pas vide/);
      expect((await pool.query('SELECT count(*)::int AS n FROM french_cities')).rows[0].n).toBe(before);
      expect(
        (await pool.query(`SELECT count(*)::int AS n FROM site_settings WHERE value = '"modifié"'`)).rows[0]
          .n,
      ).toBe(1);
    } finally {
      await pool.end();
    }
  }, 120_000);
});

describe('jsonb_merge_patch (db/migrations-pg) merges as SQLite’s json_patch (RFC 7396)', () => {
  const cases: Array<[unknown, unknown]> = [
    [
      { a: 1, b: 2 },
      { b: 3, c: 4 },
    ],
    [{ a: 1, b: 2 }, { a: null }],
    [{ a: { x: 1, y: 2 } }, { a: { y: null, z: 3 } }],
    [{ a: [1, 2] }, { a: [3] }],
    [{ a: 1 }, { b: { c: { d: null, e: 'é' } } }],
    [{}, { email: null, loyer: 480 }],
    [{ a: 'x' }, {}],
    [{ a: { b: 1 } }, { a: 'remplacé' }],
  ];

  it('gives the same document as json_patch for every case', async () => {
    await admin.query('CREATE DATABASE merge');
    const pool = newPool({ connectionString: urlOf('merge'), max: 1 });
    const sqlite = new Database(':memory:');
    try {
      await migrate(drizzlePg(pool), { migrationsFolder: PG_MIGRATIONS_FOLDER });
      for (const [target, patch] of cases) {
        const expected = JSON.parse(
          (
            sqlite
              .prepare('SELECT json_patch(?, ?) AS r')
              .get(JSON.stringify(target), JSON.stringify(patch)) as {
              r: string;
            }
          ).r,
        );
        const { rows } = await pool.query('SELECT jsonb_merge_patch($1::jsonb, $2::jsonb) AS r', [
          JSON.stringify(target),
          JSON.stringify(patch),
        ]);
        expect(rows[0].r, JSON.stringify([target, patch])).toEqual(expected);
      }
    } finally {
      sqlite.close();
      await pool.end();
    }
  }, 120_000);
});
