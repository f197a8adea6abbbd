/** CLI: loads the editorial content of content/editorial into the store (db/import/seed-content.ts). */
import { closeDb, openDb } from '../db/client.ts';
import { seedContent } from '../db/import/seed-content.ts';
import { applyMigrations, whilePreparing } from '../db/migrate.ts';

const db = openDb();
const r = await whilePreparing(db, async () => {
  await applyMigrations(db);
  return seedContent(db);
});
console.log(
  `Contenu éditorial : ${r.created} créés, ${r.updated} mis à jour, ${r.kept} inchangés ou modifiés par un éditeur`,
);
await closeDb(db);
