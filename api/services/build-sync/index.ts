/**
 * Builds without a shared filesystem (issue 28, BUILD_SYNC=fetch): each server holds its own copy of the live build.
 * The server whose build goes live (a publication, a first start, a rollback) writes the build's manifest and
 * announces it in the store (db/queries/build-sync.ts: its id, its manifest's hash, its internal address). Every
 * server looks at the announcement every BUILD_SYNC_POLL_MS and, when it serves another build, fetches the announced
 * one (fetch-build.ts) — keeping its own build live meanwhile, and saying it is behind on /api/health.
 */
import { basename } from 'node:path';
import type { Db } from '../../../db/client.ts';
import { announceBuild, announceBuildIfNone, announcedBuild } from '../../../db/queries/build-sync.ts';
import { type BuildAnnouncement, isBehind } from '../../../src/core/build-manifest.ts';
import type { Env } from '../../env.ts';
import { log } from '../../observability/log.ts';
import { safeError } from '../../observability/safe-error.ts';
import { type EdgeEnv, purgeAfterBuild } from '../edge/purge.ts';
import { liveBuild, setBuildSyncHooks } from '../site-builds.ts';
import { fetchBuild } from './fetch-build.ts';
import { ensureManifest } from './manifest.ts';

export type BuildSyncEnv = Pick<
  Env,
  'BUILDS_DIR' | 'BUILD_SYNC' | 'BUILD_SYNC_SECRET' | 'BUILD_SYNC_URL' | 'BUILD_SYNC_POLL_MS'
> &
  EdgeEnv;

/** What /api/health says of this server's copy (api/routes/health.ts). */
export type BuildSyncStatus = {
  mode: 'fetch';
  /** The build the store says is live (as last read), or null. */
  live: string | null;
  behind: boolean;
  /** Since when this server serves another build than the store's. */
  behindSince: string | null;
  /** The last failure to read the store or to fetch the build (no content, no personal data). */
  lastError: string | null;
  checkedAt: string | null;
};

const syncs = new Map<string, BuildSync>();

/** The status of this process's copy of the builds in `buildsDir`; null when the folder is shared. */
export function buildSyncStatus(buildsDir: string): BuildSyncStatus | null {
  return syncs.get(buildsDir)?.status() ?? null;
}

/** The id of the build this server serves. */
function localId(buildsDir: string): string | null {
  const live = liveBuild(buildsDir);
  return live ? (live.info?.id ?? basename(live.folder)) : null;
}

/** The longest wait between two tries after failures (a builder down, a refused build). */
const MAX_BACKOFF_MS = 60_000;

export class BuildSync {
  private announced: BuildAnnouncement | null = null;
  private behindSince: string | null = null;
  private lastError: string | null = null;
  private checkedAt: string | null = null;
  /** A build that went live here and is not announced yet (its manifest is being written, the store was down). */
  private pending: string | null = null;
  private announcing: Promise<void> = Promise.resolve();
  private following: Promise<boolean> | null = null;
  private failures = 0;
  private nextTry = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  private readonly db: Db;
  private readonly env: BuildSyncEnv & { BUILD_SYNC_SECRET: string; BUILD_SYNC_URL: string };
  private readonly fetchImpl: typeof fetch;

  constructor(
    db: Db,
    env: BuildSyncEnv & { BUILD_SYNC_SECRET: string; BUILD_SYNC_URL: string },
    fetchImpl: typeof fetch = fetch,
  ) {
    this.db = db;
    this.env = env;
    this.fetchImpl = fetchImpl;
  }

  /** Hooks the builds of this process, then looks at the store every BUILD_SYNC_POLL_MS. */
  start(): void {
    syncs.set(this.env.BUILDS_DIR, this);
    setBuildSyncHooks({
      beforeBuild: () => this.catchUp(),
      onLive: (_dir, folder) => this.wentLive(folder),
    });
    this.timer = setInterval(() => {
      if (Date.now() >= this.nextTry) void this.catchUp();
    }, this.env.BUILD_SYNC_POLL_MS);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    setBuildSyncHooks({});
    syncs.delete(this.env.BUILDS_DIR);
  }

  status(): BuildSyncStatus {
    return {
      mode: 'fetch',
      live: this.announced?.id ?? null,
      behind: isBehind(localId(this.env.BUILDS_DIR), this.announced),
      behindSince: this.behindSince,
      lastError: this.lastError,
      checkedAt: this.checkedAt,
    };
  }

  /**
   * A server's start on an empty BUILDS_DIR: when the store announces a build, it is fetched (not built again) and
   * true is returned — the server then serves it, or the maintenance page while it cannot be fetched yet. False:
   * nothing announced (the cluster's first start), the site is built here.
   */
  async startup(): Promise<boolean> {
    const announced = await announcedBuild(this.db).catch(() => null);
    if (!announced) return false;
    await this.catchUp();
    return true;
  }

  /** Whether the store announces a build (a server waiting for the first build to go live). */
  async hasAnnouncement(): Promise<boolean> {
    return (await announcedBuild(this.db).catch(() => null)) !== null;
  }

  /**
   * Brings this server to the build the store says is live; true when it serves it (or nothing is announced). One
   * at a time: a caller arriving meanwhile waits for the same one.
   */
  catchUp(): Promise<boolean> {
    this.following ??= this.follow().finally(() => {
      this.following = null;
    });
    return this.following;
  }

  private async follow(): Promise<boolean> {
    // A build made here and not announced yet: announced first, never replaced by the older one the store names.
    if (this.pending) await this.announcing;
    if (this.pending) await this.announceLive(this.pending);
    if (this.pending) return false;
    try {
      this.announced = await announcedBuild(this.db);
    } catch (error) {
      this.lastError = 'base de données indisponible';
      this.note(
        'warn',
        { err: safeError(error) },
        'Build en ligne : base illisible, la build locale reste servie',
      );
      return false;
    }
    this.checkedAt = new Date().toISOString();
    const local = localId(this.env.BUILDS_DIR);
    if (!this.announced) {
      // Nothing announced (a cluster that had a shared folder): this server's build is, unless another's was first.
      const live = liveBuild(this.env.BUILDS_DIR);
      if (live) await this.announceLive(live.folder, true);
      return true;
    }
    if (!isBehind(local, this.announced)) return this.caughtUp();
    this.behindSince ??= new Date().toISOString();
    return this.fetchAnnounced(this.announced);
  }

  private caughtUp(): true {
    this.behindSince = null;
    this.lastError = null;
    this.failures = 0;
    this.nextTry = 0;
    return true;
  }

  private async fetchAnnounced(announced: BuildAnnouncement): Promise<boolean> {
    const started = Date.now();
    const hadLive = liveBuild(this.env.BUILDS_DIR) !== null;
    const outcome = await fetchBuild({
      buildsDir: this.env.BUILDS_DIR,
      announced,
      secret: this.env.BUILD_SYNC_SECRET,
      fetch: this.fetchImpl,
    });
    if (outcome.ok) {
      const { downloaded, linked, bytes } = outcome;
      log().info(
        { build: announced.id, downloaded, linked, bytes, durationMs: Date.now() - started },
        'Build en ligne récupérée et vérifiée',
      );
      if (hadLive) this.purgeEdge();
      return this.caughtUp();
    }
    this.lastError = outcome.error;
    this.failures++;
    this.nextTry = Date.now() + Math.min(MAX_BACKOFF_MS, this.env.BUILD_SYNC_POLL_MS * 2 ** this.failures);
    const fields = { build: announced.id, error: outcome.error, failures: this.failures };
    if (outcome.tampered)
      log().error(fields, 'Build refusée : un fichier ne correspond pas au manifeste, elle n’est pas servie');
    else log().warn(fields, 'Build en ligne non récupérée : la build locale reste servie');
    return false;
  }

  private noted = { msg: '', at: 0 };

  /** Logs a failure that repeats at each look (the store down) once a minute, not every BUILD_SYNC_POLL_MS. */
  private note(level: 'warn' | 'error', fields: Record<string, unknown>, msg: string): void {
    const now = Date.now();
    if (this.noted.msg === msg && now - this.noted.at < 60_000) return;
    this.noted = { msg, at: now };
    log()[level](fields, msg);
  }

  /**
   * The builder purged the edge when its build went live, while this server still served the former pages: the edge
   * may have taken them from here since. They are purged again now (the pages that differ from this server's former
   * build, or the whole site after a full build; never fails). Not after a first fetch: the maintenance page is
   * never cached.
   */
  private purgeEdge(): void {
    const live = liveBuild(this.env.BUILDS_DIR);
    if (live?.info) void purgeAfterBuild(this.env, { ok: true, info: live.info, folder: live.folder });
  }

  /** A build went live in this process (built, rolled back): announced once its manifest is written. */
  private wentLive(folder: string): void {
    this.pending = folder;
    this.announcing = this.announcing.then(() => this.announceLive(folder));
  }

  /** Writes the manifest of `folder`, still live here, and says in the store that it is the live build. */
  private async announceLive(folder: string, onlyIfNone = false): Promise<void> {
    const live = liveBuild(this.env.BUILDS_DIR);
    if (live?.folder !== folder) {
      if (this.pending === folder) this.pending = null;
      return;
    }
    const id = live.info?.id ?? basename(folder);
    try {
      const { hash } = await ensureManifest(folder, id);
      const build = { id, manifest: hash, url: this.env.BUILD_SYNC_URL, at: new Date().toISOString() };
      if (onlyIfNone) await announceBuildIfNone(this.db, build);
      else await announceBuild(this.db, build);
      if (this.pending === folder) this.pending = null;
      if (!onlyIfNone) this.announced = build;
      log().info({ build: id }, 'Build en ligne annoncée aux autres serveurs');
    } catch (error) {
      this.lastError = 'annonce de la build impossible';
      this.note('error', { err: safeError(error), build: id }, 'Build en ligne non annoncée : nouvel essai');
    }
  }
}

/** Starts this server's copy of the live build when BUILD_SYNC=fetch; null with a shared folder. */
export function startBuildSync(db: Db, env: BuildSyncEnv): BuildSync | null {
  if (env.BUILD_SYNC !== 'fetch' || !env.BUILD_SYNC_SECRET || !env.BUILD_SYNC_URL) return null;
  const sync = new BuildSync(db, {
    ...env,
    BUILD_SYNC_SECRET: env.BUILD_SYNC_SECRET,
    BUILD_SYNC_URL: env.BUILD_SYNC_URL,
  });
  sync.start();
  return sync;
}
