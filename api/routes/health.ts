import { Hono } from 'hono';
import { storeCounts } from '../../db/queries/health.ts';
import type { AppContext } from '../context.ts';
import { liveBuild } from '../services/site-builds.ts';

/** GET /api/health: database and build state, for monitoring and for `npm start`. */
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
          id: live.info?.id ?? null,
          finishedAt: live.info?.finishedAt ?? null,
          pages: live.info?.pages ?? null,
        }
      : { ok: false, error: 'aucune build du site' };
    const ok = database.ok && build.ok;
    return c.json({ status: ok ? 'ok' : 'degraded', database, build }, ok ? 200 : 503);
  });
}
