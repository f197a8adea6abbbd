/** `npm run build`: prepares the database if needed, builds the site into a fresh folder and makes it live. */
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { buildSite } from '../api/services/site-builds.ts';
import { closeDb } from '../db/client.ts';

const env = readEnv();
await closeDb(await prepareDatabase(env.STORE));
const result = await buildSite({
  buildsDir: env.BUILDS_DIR,
  store: env.STORE,
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
