/** `npm run build`: prepares the database if needed, builds the site into a fresh folder and makes it live. */
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { buildSite } from '../api/services/site-builds.ts';

const env = readEnv();
(await prepareDatabase(env.DATABASE_PATH)).$client.close();
const result = await buildSite({
  buildsDir: env.BUILDS_DIR,
  databasePath: env.DATABASE_PATH,
  reason: process.argv[2] ?? 'npm run build',
  siteUrl: env.SITE_URL,
});
if (!result.ok) {
  console.error(`Échec de la construction : ${result.error}\n${result.log}`);
  process.exit(1);
}
console.log(
  `Site construit : ${result.info.pages} pages en ${(result.info.durationMs / 1000).toFixed(1)} s → ${result.folder}`,
);
