/**
 * Health, three questions for three readers:
 * - GET /api/health/live — liveness (a process supervisor, a container's HEALTHCHECK): the process answers. No I/O.
 * - GET /api/health/ready — readiness (the load balancer, deploy/haproxy.cfg): can this server serve the pages?
 *   200 while a build is live, whatever the store: the pages are files (api/routes/site.ts) and outlive it, so the
 *   balancer keeps the server; `api` says whether the API (which needs the store) answers. 503 only on the
 *   maintenance page (no live build).
 * - GET /api/health — monitoring: the store and its counts, the live build, this server's builder, the version.
 *   503 when the store does not answer or no build is live. `build.live` is the build every server must serve and
 *   `build.behind` whether this one serves another (BUILD_SYNC=fetch: it is fetching it; 503 past BEHIND_ALERT_MS).
 * Every store check is bounded (STORE_CHECK_TIMEOUT_MS): health never hangs on a store that does not answer.
 */
import { Hono } from 'hono';
import { STORE_KIND } from '../../db/client.ts';
import { storeCounts, storePing } from '../../db/queries/health.ts';
import type { AppContext } from '../context.ts';
import { within } from '../middleware/store-down.ts';
import { type BuildSyncStatus, buildSyncStatus } from '../services/build-sync/index.ts';
import { publisherOf } from '../services/publisher.ts';
import { liveBuild, startFailureOf } from '../services/site-builds.ts';
import { APP_VERSION } from '../version.ts';

/** Longest wait for the store in a health answer; the balancer's check timeout is longer (deploy/haproxy.cfg). */
export const STORE_CHECK_TIMEOUT_MS = 2_000;

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * A server behind the store's live build for longer than this (BUILD_SYNC=fetch: it cannot fetch it) makes
 * /api/health answer 503: a publication takes seconds to reach every server, never minutes.
 */
export const BEHIND_ALERT_MS = 120_000;

/**
 * Which build this server serves against the one every server must serve: `live`, the store's (with a shared folder,
 * this server's own); `behind`, whether it serves another (BUILD_SYNC=fetch, api/services/build-sync/).
 */
function syncState(id: string | null, sync: BuildSyncStatus | null) {
  if (!sync) return { sync: 'shared', live: id, behind: false } as const;
  const { live, behind, behindSince, lastError } = sync;
  return {
    sync: 'fetch',
    live,
    behind,
    behindSince: behind ? behindSince : null,
    syncError: lastError,
  } as const;
}

/** Whether this server has been behind the store's live build for too long (BEHIND_ALERT_MS). */
export function lagging(sync: BuildSyncStatus | null, now = Date.now()): boolean {
  return !!sync?.behind && !!sync.behindSince && now - Date.parse(sync.behindSince) > BEHIND_ALERT_MS;
}

/** The live build as monitoring reads it, or the maintenance state. */
function buildState(buildsDir: string) {
  const live = liveBuild(buildsDir);
  const sync = buildSyncStatus(buildsDir);
  if (live)
    return {
      ok: !lagging(sync),
      state: 'live',
      id: live.info?.id ?? null,
      finishedAt: live.info?.finishedAt ?? null,
      pages: live.info?.pages ?? null,
      ...syncState(live.info?.id ?? null, sync),
    } as const;
  return {
    ...syncState(null, sync),
    ok: false,
    // The public pages answer the maintenance page (api/middleware/maintenance.ts) until a build goes live.
    state: 'maintenance',
    id: null,
    error: 'aucune build du site : page de maintenance',
    // When this server's first build failed (its cause is in the server's log and the back-office).
    failedAt: startFailureOf()?.at ?? null,
  } as const;
}

/** The builder's state from the store's queue; unknown when the store does not answer. Ids only (public). */
async function builderState(ctx: AppContext) {
  try {
    const { running, queued } = await within(publisherOf(ctx).state(), STORE_CHECK_TIMEOUT_MS);
    return {
      status: running ? 'building' : queued ? 'queued' : 'idle',
      // A reason names drafts and admin paths, and this answer is public.
      running: running ? { id: running.id } : null,
      queued: queued ? { id: queued.id } : null,
    };
  } catch {
    return { status: 'unknown', running: null, queued: null };
  }
}

export function healthRoutes(ctx: AppContext) {
  const buildsDir = ctx.env.BUILDS_DIR;
  return new Hono()
    .get('/live', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
    .get('/ready', async (c) => {
      const build = liveBuild(buildsDir);
      const api = await within(storePing(ctx.db), STORE_CHECK_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'degraded' as const,
      );
      const pages = build ? 'ok' : 'maintenance';
      // Behind the store's live build (BUILD_SYNC=fetch), a server still serves its own: ready, and says so.
      const sync = buildSyncStatus(buildsDir);
      const behind = sync ? { behind: sync.behind } : {};
      return c.json(
        { status: build ? 'ready' : 'unavailable', pages, api, build: build?.info?.id ?? null, ...behind },
        build ? 200 : 503,
        NO_STORE,
      );
    })
    .get('/', async (c) => {
      const [database, builder] = await Promise.all([
        within(storeCounts(ctx.db), STORE_CHECK_TIMEOUT_MS).then(
          (counts) => ({ ok: true, ...counts }),
          () => ({ ok: false, error: 'base de données indisponible' }),
        ),
        builderState(ctx),
      ]);
      const build = buildState(buildsDir);
      const ok = database.ok && build.ok;
      return c.json(
        {
          status: ok ? 'ok' : 'degraded',
          store: STORE_KIND,
          version: APP_VERSION,
          database,
          build,
          builder,
        },
        ok ? 200 : 503,
        NO_STORE,
      );
    });
}
