import { Hono } from 'hono';
import { STORE_KIND } from '../../db/client.ts';
import { storeCounts } from '../../db/queries/health.ts';
import type { AppContext } from '../context.ts';
import { publisherOf } from '../services/publisher.ts';
import { liveBuild, startFailureOf } from '../services/site-builds.ts';

/**
 * GET /api/health: the store in use and whether it answers, the live build, and this server's builder (the build
 * running or queued), for monitoring, load balancers and `npm start`.
 */
export function healthRoutes(ctx: AppContext) {
  return new Hono().get('/', async (c) => {
    let database: { ok: boolean; communes?: number; cityPages?: number; error?: string };
    try {
      database = { ok: true, ...(await storeCounts(ctx.db)) };
    } catch {
      database = { ok: false, error: 'base de données indisponible' };
    }
    const live = liveBuild(ctx.env.BUILDS_DIR);
    const build = live
      ? {
          ok: true,
          state: 'live',
          id: live.info?.id ?? null,
          finishedAt: live.info?.finishedAt ?? null,
          pages: live.info?.pages ?? null,
        }
      : {
          ok: false,
          // The public pages answer the maintenance page (api/middleware/maintenance.ts) until a build goes live.
          state: 'maintenance',
          error: 'aucune build du site : page de maintenance',
          // When this server's first build failed (its cause is in the server's log and the back-office).
          failedAt: startFailureOf()?.at ?? null,
        };
    const { running, queued } = await publisherOf(ctx).state();
    const builder = {
      status: running ? 'building' : queued ? 'queued' : 'idle',
      // Ids only: a reason names drafts and admin paths, and this answer is public.
      running: running ? { id: running.id } : null,
      queued: queued ? { id: queued.id } : null,
    };
    const ok = database.ok && build.ok;
    return c.json(
      { status: ok ? 'ok' : 'degraded', store: STORE_KIND, database, build, builder },
      ok ? 200 : 503,
    );
  });
}
