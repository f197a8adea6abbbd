/**
 * `npm run build`: prepares the database if needed, builds the site into a fresh folder and makes it live — under
 * the builder lock (db/builder-lock.ts), like a server's publication: while a server or another `npm run build`
 * builds, it says so and waits for its turn (`--no-wait`: exits with code 75 instead).
 */
import { prepareDatabase } from '../api/bootstrap.ts';
import { readEnv } from '../api/env.ts';
import { BUILD_APP_VERSION, buildSite } from '../api/services/site-builds.ts';
import { type BuilderLock, tryBuilderLock } from '../db/builder-lock.ts';
import { closeDb, type Db } from '../db/client.ts';

/** EX_TEMPFAIL: try again later. */
const BUSY_EXIT = 75;

const args = process.argv.slice(2);
const noWait = args.includes('--no-wait');
const reason = args.find((a) => !a.startsWith('--')) ?? 'npm run build';

async function takeLock(db: Db): Promise<BuilderLock> {
  let said = false;
  for (;;) {
    const lock = await tryBuilderLock(db);
    if (lock) return lock;
    if (noWait) {
      console.error('Une construction du site est déjà en cours (un serveur ou un autre npm run build).');
      await closeDb(db);
      process.exit(BUSY_EXIT);
    }
    if (!said)
      console.log(
        'Une construction du site est déjà en cours (un serveur ou un autre npm run build) : attente de sa fin…',
      );
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const env = readEnv();
const db = await prepareDatabase(env.STORE);
const lock = await takeLock(db);
let code = 0;
try {
  const result = await buildSite({
    buildsDir: env.BUILDS_DIR,
    store: env.STORE,
    reason,
    siteUrl: env.SITE_URL,
  });
  if (!result.ok) {
    console.error(`Échec de la construction : ${result.error}\n${result.log}`);
    code = 1;
  } else {
    const seconds = (result.info.durationMs / 1000).toFixed(1);
    console.log(
      `Site construit : ${result.info.pages} pages en ${seconds} s (version ${BUILD_APP_VERSION}) → ${result.folder}`,
    );
  }
} finally {
  await lock.release();
  await closeDb(db);
}
process.exit(code);
