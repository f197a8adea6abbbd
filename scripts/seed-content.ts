/** CLI: loads the editorial content of content/editorial into the store (db/import/seed-content.ts). */
import { openDb } from '../db/client.ts';
import { seedContent } from '../db/import/seed-content.ts';
import { applyMigrations } from '../db/migrate.ts';

const db = openDb();
applyMigrations(db);
const r = seedContent(db);
console.log(
  `Contenu éditorial : ${r.created} créés, ${r.updated} mis à jour, ${r.kept} inchangés ou modifiés par un éditeur`,
);
db.$client.close();
