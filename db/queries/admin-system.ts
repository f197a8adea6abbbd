/** The database seen from the system screen: its pages, journal mode and rows per table; a consistent copy. */
import type { Db } from '../client.ts';

/** Every table of the schema (not SQLite's nor the migrations'), by name, with its row count. */
async function tableCounts(db: Db) {
  const tables = db.$client
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  return tables.map((name) => ({
    name,
    rows:
      (db.$client
        .prepare(`SELECT count(*) FROM "${name.replace(/"/g, '')}"`)
        .pluck()
        .get() as number) ?? 0,
  }));
}

/** Page size and counts, journal mode and the rows of each table. */
export async function databaseStats(db: Db) {
  const pragma = (name: string) => db.$client.pragma(name, { simple: true }) as number;
  return {
    pageSize: pragma('page_size'),
    pageCount: pragma('page_count'),
    freePages: pragma('freelist_count'),
    journalMode: db.$client.pragma('journal_mode', { simple: true }) as string,
    tables: await tableCounts(db),
  };
}

/** A consistent copy of the live database in `file` (SQLite online backup). */
export async function backupDatabase(db: Db, file: string): Promise<void> {
  await db.$client.backup(file);
}
