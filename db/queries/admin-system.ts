/**
 * The database seen from the system screen: on SQLite its pages, journal mode and rows per table, and a
 * consistent copy (online backup); on PostgreSQL its size, the server's version and the rows per table (the
 * copy is the provider's business: pg_dump, snapshots, point-in-time recovery).
 */
import { getTableName, sql } from 'drizzle-orm';
import { type Db, kindOf, type StoreKind } from '../client.ts';
import { rawRows } from '../dialect.ts';
import { tables } from '../tables.ts';
import { type DailyGrowth, dailyGrowth, tableBytes, withheldByDay } from './store-growth.ts';

export type TableCount = { name: string; rows: number; bytes: number };

export type DatabaseStats = {
  kind: StoreKind;
  /** SQLite: page size and counts, journal mode (null on PostgreSQL). */
  pageSize: number | null;
  pageCount: number | null;
  freePages: number | null;
  journalMode: string | null;
  /** PostgreSQL: pg_database_size and the server's version (null on SQLite, whose file the route measures). */
  sizeBytes: number | null;
  version: string | null;
  tables: TableCount[];
  /** What the anonymous tables gained by day (rows, and their share of the table's bytes), newest first. */
  growth: DailyGrowth[];
  /** What the storage budgets withheld today and yesterday: events counted only, new simulations refused. */
  withheld: Awaited<ReturnType<typeof withheldByDay>>;
};

/** SQLite: every table of the schema (not SQLite's nor the migrations'), by name, with its row count. */
async function sqliteTableCounts(db: Db): Promise<Omit<TableCount, 'bytes'>[]> {
  const names = await rawRows<{ name: string }>(
    db,
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`,
  );
  const counts: Omit<TableCount, 'bytes'>[] = [];
  for (const { name } of names) {
    const [row] = await rawRows<{ n: number }>(
      db,
      sql.raw(`SELECT count(*) AS n FROM "${name.replace(/"/g, '')}"`),
    );
    counts.push({ name, rows: row?.n ?? 0 });
  }
  return counts;
}

/** PostgreSQL: every table of the schema (db/tables.ts), by name, with its row count, in one statement. */
async function pgTableCounts(db: Db): Promise<Omit<TableCount, 'bytes'>[]> {
  const names = Object.values(tables)
    .map((table) => getTableName(table))
    .sort();
  const counts = sql.join(
    names.map((name) => {
      if (!/^[a-z_]+$/.test(name)) throw new Error(`nom de table inattendu : ${name}`);
      return sql.raw(`SELECT '${name}' AS name, count(*) AS n FROM "${name}"`);
    }),
    sql.raw(' UNION ALL '),
  );
  const rows = await rawRows<{ name: string; n: number | string }>(db, counts);
  const byName = new Map(rows.map((r) => [r.name, Number(r.n)]));
  return names.map((name) => ({ name, rows: byName.get(name) ?? 0 }));
}

/** The rows and bytes of each table, what the anonymous tables gained by day and what the budgets withheld. */
async function tablesAndGrowth(db: Db, now: number) {
  const counts = kindOf(db) === 'sqlite' ? await sqliteTableCounts(db) : await pgTableCounts(db);
  const bytes = await tableBytes(db);
  return {
    tables: counts.map((t) => ({ ...t, bytes: bytes.get(t.name) ?? 0 })),
    growth: await dailyGrowth(db, now),
    withheld: await withheldByDay(db, now),
  };
}

/**
 * SQLite: page size and counts, journal mode; PostgreSQL: size and version. And the rows and bytes of each
 * table, with the growth of the anonymous ones (`now`: the app's clock).
 */
export async function databaseStats(db: Db, now = Date.now()): Promise<DatabaseStats> {
  if (kindOf(db) === 'sqlite') {
    const pragma = (name: string) => db.$client.pragma(name, { simple: true }) as number;
    return {
      kind: 'sqlite',
      pageSize: pragma('page_size'),
      pageCount: pragma('page_count'),
      freePages: pragma('freelist_count'),
      journalMode: db.$client.pragma('journal_mode', { simple: true }) as string,
      sizeBytes: null,
      version: null,
      ...(await tablesAndGrowth(db, now)),
    };
  }
  const [server] = await rawRows<{ bytes: number | string; version: string }>(
    db,
    sql`SELECT pg_database_size(current_database()) AS bytes, current_setting('server_version') AS version`,
  );
  return {
    kind: 'postgres',
    pageSize: null,
    pageCount: null,
    freePages: null,
    journalMode: null,
    sizeBytes: server ? Number(server.bytes) : null,
    version: server?.version ?? null,
    ...(await tablesAndGrowth(db, now)),
  };
}

/** What backupDatabase throws on PostgreSQL: the copy is not the application's to make. */
export class BackupUnavailable extends Error {
  constructor() {
    super(
      'Sur PostgreSQL, la sauvegarde ne se télécharge pas depuis l’administration : utilisez pg_dump, ou les instantanés et la restauration à un instant donné (PITR) de votre hébergeur.',
    );
    this.name = 'BackupUnavailable';
  }
}

/** A consistent copy of the live database in `file` (SQLite online backup); throws BackupUnavailable on PostgreSQL. */
export async function backupDatabase(db: Db, file: string): Promise<void> {
  if (kindOf(db) !== 'sqlite') throw new BackupUnavailable();
  await db.$client.backup(file);
}
