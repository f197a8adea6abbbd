/**
 * Node entry point: prepares the database, builds the site if it was never built, then serves it (the maintenance
 * page while no build is live).
 */
import type { Server } from 'node:http';
import { hostname } from 'node:os';
import { serve } from '@hono/node-server';
import { tryBuilderLock } from '../db/builder-lock.ts';
import { closeDb } from '../db/client.ts';
import { recordBuild } from '../db/queries/builds.ts';
import { now as clockNow } from '../src/lib/clock.ts';
import { createApp } from './app.ts';
import { ensureAdminFromEnv } from './auth/first-admin.ts';
import { prepareDatabase } from './bootstrap.ts';
import { type Env, readEnv } from './env.ts';
import { checkInstall } from './install.ts';
import { configureLogging, fatalAtStart, log, writeLine } from './observability/log.ts';
import { logInfo } from './observability/report.ts';
import { safeError, scrubText } from './observability/safe-error.ts';
import { defaultShardCount } from './services/build-shards.ts';
import { startBuildSync } from './services/build-sync/index.ts';
import { createMailer } from './services/email.ts';
import { buildOutcome, type Publisher, publisherOf } from './services/publisher.ts';
import { startRetention } from './services/retention.ts';
import {
  BUILD_APP_VERSION,
  type BuildResult,
  buildSite,
  keepBuildersWarm,
  liveBuild,
  recordStartFailure,
  restorePrevious,
  stopBuilders,
} from './services/site-builds.ts';

const env = envOrExit();
// JSON lines on stdout (api/observability/log.ts): info by default, silent under NODE_ENV=test.
configureLogging(env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'));
// The admin SPA and the one writable folder of the code, before anything is prepared (api/install.ts).
try {
  checkInstall(logInfo);
} catch (error) {
  fatalAtStart('Installation incomplète : le serveur ne démarre pas', { error: messageOf(error) }, true);
}
const db = await prepareDatabase(env.STORE, logInfo).catch((error: unknown) =>
  fatalAtStart(
    'Base de données injoignable ou non préparée : le serveur ne démarre pas',
    { err: safeError(error) },
    true,
  ),
);

/** The configuration, or one fatal JSON line listing what is wrong (no logger yet: it depends on LOG_LEVEL). */
function envOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    const [title, ...problems] = messageOf(error).split('\n');
    return fatalAtStart(
      title?.split(' :')[0] ?? 'Configuration invalide',
      { problems: problems.map((p) => p.trim()) },
      false,
    );
  }
}

function messageOf(error: unknown): string {
  return scrubText(error instanceof Error ? error.message : String(error));
}
// BUILD_SYNC=fetch: this server's own copy of the live build, fetched from the server that made it (issue 28).
const buildSync = startBuildSync(db, env);

/**
 * The first start on an empty BUILDS_DIR builds the site. Servers started together share that folder: the one
 * that takes the builder lock builds, the others wait for its build to go live. A `current` link lost while the
 * previous build is still there puts that build back. A first build that fails does not stop the server (issue 26):
 * it serves the maintenance page (api/middleware/maintenance.ts), says so on /api/health, and the next publication
 * builds the site again.
 */
async function ensureSiteBuilt(): Promise<void> {
  while (!liveBuild(env.BUILDS_DIR)) {
    if (restorePrevious(env.BUILDS_DIR)) {
      log().warn('Build en ligne introuvable : la build précédente est remise en ligne.');
      return;
    }
    // With its own copy, a server fetches the build the store says is live rather than building it again; it serves
    // the maintenance page while it cannot (api/services/build-sync/).
    if (buildSync && (await buildSync.startup())) return;
    const lock = await tryBuilderLock(db);
    if (!lock) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      if (liveBuild(env.BUILDS_DIR) || (buildSync && (await buildSync.hasAnnouncement()))) continue;
      log().info('Aucune build du site : construction des pages statiques…');
      const result = await firstBuild();
      if (!result.ok) {
        log().error(
          { error: scrubText(result.error), tail: result.log.split('\n').slice(-30).map(scrubText) },
          'La construction du site a échoué : le serveur démarre avec la page de maintenance jusqu’à la prochaine publication réussie.',
        );
        recordStartFailure(result.error);
        return;
      }
      const skipped = result.info.skipped?.length ?? 0;
      if (skipped > 0)
        log().warn({ skipped }, "élément(s) non publié(s) : voir la publication dans l'administration");
    } finally {
      await lock.release();
    }
  }
}
/**
 * A new version of the code (issue 28): when the live build was made by another version, the whole site is rebuilt
 * once, queued like a publication — built under the builder lock, one build for all the servers started on that
 * build (claimOnce, keyed by the version and the live build) — while the former pages are served meanwhile.
 */
async function rebuildForThisVersion(publisher: Publisher): Promise<void> {
  const live = liveBuild(env.BUILDS_DIR);
  if (!live || live.info?.appVersion === BUILD_APP_VERSION) return;
  const liveId = live.info?.id ?? live.folder;
  const reason = `nouvelle version ${BUILD_APP_VERSION} (build en ligne : ${live.info?.appVersion ?? 'version inconnue'})`;
  const id = await publisher.requestOnce(`rebuild:version:${BUILD_APP_VERSION}:${liveId}`, {
    kind: 'full',
    reason,
  });
  if (id !== null) log().info({ reason }, 'Reconstruction du site demandée');
}

/** The first build, recorded in the builds table like a publication (the back-office shows it). */
async function firstBuild(): Promise<BuildResult> {
  const reason = 'premier démarrage';
  const startedAt = new Date().toISOString();
  const result = await buildSite({
    buildsDir: env.BUILDS_DIR,
    store: env.STORE,
    reason,
    siteUrl: env.SITE_URL,
  });
  const finishedAt = new Date().toISOString();
  const build = { reason, startedAt, builder: `${hostname()}:${process.pid}` };
  await recordBuild(db, build, buildOutcome(result, '', finishedAt)).catch((error) =>
    log().error({ err: safeError(error) }, 'Build non enregistrée'),
  );
  return result;
}

// Stopped during the first build (before the server listens): its astro processes stop with it.
const stopEarly = (signal: NodeJS.Signals) => {
  log().info({ signal }, 'arrêt pendant la première build');
  void stopBuilders().finally(() => process.exit(1));
};
process.once('SIGINT', stopEarly);
process.once('SIGTERM', stopEarly);
await ensureSiteBuilt();
process.off('SIGINT', stopEarly);
process.off('SIGTERM', stopEarly);
// The next builds' astro processes, started now: a publication does not wait for them to load.
keepBuildersWarm(env.BUILD_WARM_PROCESSES ?? defaultShardCount(), env.STORE);

// The one clock (src/lib/clock.ts): the API, the publisher and the builds agree on the day.
const ctx = { db, env, mailer: createMailer(db, env), now: clockNow };
await ensureAdminFromEnv(ctx, logInfo);
// Retention limits of the privacy policy: purged at start, then every 6 hours.
const stopRetention = startRetention(ctx, logInfo);
// The shared build queue: a build left queued, or left running by a server that stopped, is taken up again;
// the pages are rebuilt when the scale changes (once, by whichever server gets there first).
const publisher = publisherOf(ctx);
publisher.start();
publisher.scheduleEffectiveDates();
void rebuildForThisVersion(publisher).catch((error) =>
  log().error({ err: safeError(error) }, 'Reconstruction de la nouvelle version non demandée'),
);
// While the maintenance page is served, a full build is tried again now and then (joined by every server's own
// request into the one queued build), until one goes live.
const retry = setInterval(() => {
  if (liveBuild(env.BUILDS_DIR)) return clearInterval(retry);
  void publisher
    .request({ kind: 'full', reason: 'nouvel essai : aucune build en ligne' })
    .catch((error) => log().error({ err: safeError(error) }, 'Nouvel essai de build impossible'));
}, env.BUILD_RETRY_MS);
retry.unref();
const app = createApp(ctx);
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const banner = `APL Simulateur : http://localhost:${info.port}`;
  // Logs off (LOG_LEVEL=silent): the address is still said once, in the logs' format.
  if (log().isLevelEnabled('info')) log().info({ port: info.port }, banner);
  else writeLine('info', banner, { port: info.port });
});

/**
 * SIGTERM (a rolling deploy) or SIGINT: stop accepting connections, let the requests in flight finish and
 * answer (their writes committed), then close the store and exit 0. Past SHUTDOWN_GRACE_MS, exit 1 anyway.
 */
let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  log().info({ signal }, 'arrêt : plus de nouvelle connexion, les requêtes en cours se terminent');
  stopRetention();
  buildSync?.stop();
  clearInterval(retry);
  publisher.stop();
  // A build under way is stopped with its astro processes: none outlives the server in its builds folder.
  const buildersGone = stopBuilders();
  const force = setTimeout(() => {
    log().error(`Arrêt forcé après ${env.SHUTDOWN_GRACE_MS} ms : des requêtes n'étaient pas terminées.`);
    process.exit(1);
  }, env.SHUTDOWN_GRACE_MS);
  force.unref();
  const http = server as Server;
  // Keep-alive connections that fall idle once their request is answered are closed as they do.
  const sweep = setInterval(() => http.closeIdleConnections(), 50);
  http.close(() => {
    clearInterval(sweep);
    buildersGone.then(() => closeDb(db)).finally(() => process.exit(0));
  });
  http.closeIdleConnections();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
