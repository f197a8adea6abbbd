/**
 * CLI: imports the communes, their APL zones and city pages from content/data (db/import/communes.ts).
 *   npm run import:communes -- [--all] [--min-population=5000]
 */

import { DEFAULT_PAGE_MIN_POPULATION } from '#core/cities/tiers.ts';
import { closeDb, openDb } from '../db/client.ts';
import { importCommunes } from '../db/import/communes.ts';
import { SourceError } from '../db/import/sources.ts';
import { applyMigrations, whilePreparing } from '../db/migrate.ts';

const args = process.argv.slice(2);
const minArg = args.find((a) => a.startsWith('--min-population='));
const minPopulation = Number(
  minArg?.split('=')[1] ?? process.env.CITY_PAGE_MIN_POPULATION ?? DEFAULT_PAGE_MIN_POPULATION,
);
try {
  const db = openDb();
  const report = await whilePreparing(db, async () => {
    await applyMigrations(db);
    return importCommunes(db, { allCommunes: args.includes('--all'), minPopulation });
  });
  await closeDb(db);
  console.log(
    `Import terminé en ${report.ms} ms : ${report.communes} communes et arrondissements, ${report.cityPages} pages villes ` +
      `(${report.newCityPages} nouvelles), ${report.proximityLinks} liens de proximité, ` +
      `${report.higherEducationSites} établissements d'enseignement supérieur, ${report.crousResidences} résidences CROUS.`,
  );
} catch (err) {
  console.error(err instanceof SourceError ? `Import annulé, base inchangée. ${err.message}` : err);
  process.exit(1);
}
