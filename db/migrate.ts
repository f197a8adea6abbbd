/** Applies the committed migrations (db/migrations). Run at build and at server start. */
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { type Db, databasePath, openDb } from './client.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export function applyMigrations(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = openDb();
  applyMigrations(db);
  db.$client.close();
  console.log(`Migrations appliquées : ${databasePath()}`);
}
