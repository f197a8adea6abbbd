/**
 * Route health of the city pages: which published pages exist in the live build, which unpublished ones
 * are still online until the next build, and what the site's own routes answer for a page of them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { cityPageAddresses } from '../../../db/queries/admin-cities.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { currentBuildDir, liveBuild } from '../../services/site-builds.ts';
import { siteRoutes } from '../site.ts';
import { type Answer, adminApp } from './shared.ts';

const PAGE_SIZE = 50;

async function routeHealth(ctx: AppContext, page: number) {
  const live = liveBuild(ctx.env.BUILDS_DIR);
  const root = currentBuildDir(ctx.env.BUILDS_DIR);
  const pages = (await cityPageAddresses(ctx.db)).map((p) => ({
    ...p,
    inBuild: live ? existsSync(join(root, p.slug, 'index.html')) : false,
  }));
  const published = pages.filter((p) => p.status === 'published');
  const missing = published.filter((p) => !p.inBuild);
  const stale = pages.filter((p) => p.status === 'draft' && p.inBuild);
  // Real requests through the site's own routes for this page of results.
  const site = siteRoutes(ctx);
  const checked = await Promise.all(
    published.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(async (p) => {
      const res = await site.request(`/${p.slug}`, { method: 'HEAD' });
      return { ...p, status: res.status };
    }),
  );
  return {
    build: live?.info ? { id: live.info.id, finishedAt: live.info.finishedAt, pages: live.info.pages } : null,
    published: published.length,
    inBuild: published.length - missing.length,
    missing: missing.slice(0, 500),
    missingCount: missing.length,
    unpublishedStillLive: stale.slice(0, 200),
    page,
    pageSize: PAGE_SIZE,
    checked,
  };
}
export type RouteHealth = Answer<typeof routeHealth>;

export function cityHealthRoutes(ctx: AppContext) {
  return adminApp().get(
    '/cities/route-health',
    validate('query', z.object({ page: z.coerce.number().int().min(1).default(1) })),
    async (c) => c.json(await routeHealth(ctx, c.req.valid('query').page)),
  );
}
