/**
 * `npm run build`: prepares the database if needed, builds the site into a fresh folder and makes it live — under
 * the builder lock (db/builder-lock.ts), like a server's publication: while a server or another `npm run build`
 * builds, it says so and waits for its turn (`--no-wait`: exits with code 75 instead). With a CDN edge configured
 * (EDGE_PURGE_URL), the edge is purged once the build is live, as after a publication (api/services/edge/purge.ts):
 * otherwise it would serve the former pages until their s-maxage.
 */
import { prepareDatabase } from '../api/bootstrap.ts';
import { type Env, readEnv } from '../api/env.ts';
import { type EdgePurger, edgePurger, purgeAfterBuild } from '../api/services/edge/purge.ts';
import { BUILD_APP_VERSION, type BuildResult, buildSite } from '../api/services/site-builds.ts';
import { type BuilderLock, tryBuilderLock } from '../db/builder-lock.ts';
import { closeDb, type Db } from '../db/client.ts';

/** EX_TEMPFAIL: try again later. */
const BUSY_EXIT = 75;

async function takeLock(db: Db, noWait: boolean): Promise<BuilderLock | null> {
  let said = false;
  for (;;) {
    const lock = await tryBuilderLock(db);
    if (lock) return lock;
    if (noWait) {
      console.error('Une construction du site est déjà en cours (un serveur ou un autre npm run build).');
      return null;
    }
    if (!said)
      console.log(
        'Une construction du site est déjà en cours (un serveur ou un autre npm run build) : attente de sa fin…',
      );
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** What a manual build does once it holds the lock; replaced by the tests (no real build, a fake edge). */
export type ManualBuildDeps = {
  build: (options: Parameters<typeof buildSite>[0]) => Promise<BuildResult>;
  purger: EdgePurger;
};

/** Builds the site, makes it live and purges the edge: the exit code (0, or 1 when the build failed). */
export async function buildAndPurge(env: Env, reason: string, deps: ManualBuildDeps): Promise<number> {
  const result = await deps.build({
    buildsDir: env.BUILDS_DIR,
    store: env.STORE,
    reason,
    siteUrl: env.SITE_URL,
  });
  if (!result.ok) {
    console.error(`Échec de la construction : ${result.error}\n${result.log}`);
    return 1;
  }
  const seconds = (result.info.durationMs / 1000).toFixed(1);
  console.log(
    `Site construit : ${result.info.pages} pages en ${seconds} s (version ${BUILD_APP_VERSION}) → ${result.folder}`,
  );
  const purged = await purgeAfterBuild(env, result, deps.purger);
  if (purged && 'error' in purged)
    console.error(
      `CDN (${deps.purger.name}) : purge impossible, l’edge sert les pages précédentes : ${purged.error}`,
    );
  else if (purged) console.log(`CDN (${deps.purger.name}) : ${purged.what} purgé(s) en ${purged.ms} ms`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const noWait = args.includes('--no-wait');
  const reason = args.find((a) => !a.startsWith('--')) ?? 'npm run build';
  const env = readEnv();
  const db = await prepareDatabase(env.STORE);
  const lock = await takeLock(db, noWait);
  if (!lock) {
    await closeDb(db);
    return BUSY_EXIT;
  }
  try {
    return await buildAndPurge(env, reason, { build: buildSite, purger: edgePurger(env) });
  } finally {
    await lock.release();
    await closeDb(db);
  }
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
