/**
 * A full rebuild as a running server does it: the server started its astro processes ahead
 * (api/services/astro-builders.ts) and they have loaded their modules when the rebuild is asked for. Prints
 * « N pages en X s » (buildSite's own duration), as scripts/build-site.ts does for a command's cold build.
 */
import { readEnv } from '../../api/env.ts';
import { astroBuilders } from '../../api/services/astro-builders.ts';
import { defaultShardCount } from '../../api/services/build-shards.ts';
import { buildSite, keepBuildersWarm } from '../../api/services/site-builds.ts';

const env = readEnv();
keepBuildersWarm(defaultShardCount(), env.STORE);
await astroBuilders.ready();
const result = await buildSite({
  buildsDir: env.BUILDS_DIR,
  store: env.STORE,
  reason: 'bench',
  siteUrl: env.SITE_URL,
});
astroBuilders.close();
if (!result.ok) {
  console.error(`Échec de la construction : ${result.error}\n${result.log}`);
  process.exit(1);
}
console.log(`${result.info.pages} pages en ${(result.info.durationMs / 1000).toFixed(1)} s`);
