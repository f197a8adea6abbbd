/**
 * What a fresh machine needs before the site can be served: the database schema, the communes,
 * the launch content. Each step is skipped when already done.
 */
import { type Db, openDb } from '../db/client.ts';
import { importCommunes } from '../db/import/communes.ts';
import { seedContent } from '../db/import/seed-content.ts';
import { applyMigrations, whilePreparing } from '../db/migrate.ts';
import { communeCount } from '../db/queries/communes.ts';
import { installActiveScales } from '../src/lib/server/scales.ts';
import { ensureEmailTemplates } from './services/result-email.ts';

/**
 * Opens the store at `target` (a SQLite file, or a postgres:// address) and prepares it, then installs its
 * active scales for this process (src/lib/server/scales.ts). On PostgreSQL, servers
 * started together take turns (an advisory lock): one migrates and imports, the others find it done.
 */
export async function prepareDatabase(
  target: string,
  log: (line: string) => void = console.log,
): Promise<Db> {
  const db = openDb(target);
  await whilePreparing(db, async () => {
    await applyMigrations(db);
    if ((await communeCount(db)) === 0) {
      log('Base vide : import des communes…');
      const report = await importCommunes(db);
      log(`  ${report.communes} communes, ${report.cityPages} pages villes (${report.ms} ms)`);
    }
    await ensureEmailTemplates(db);
    const content = await seedContent(db);
    if (content.created > 0 || content.updated > 0)
      log(`Contenu éditorial : ${content.created} créés, ${content.updated} mis à jour`);
  });
  // Ce processus calcule avec la version active des barèmes du store (issue 27).
  await installActiveScales(db);
  return db;
}
