/**
 * Reports on the guides: counts by category, audience (page views from consented audience events) and
 * internal links (between guides; a link to a missing or unpublished page flagged, by the rule of the site-wide
 * report, reports-broken-links.ts). Editors and admins.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  guideCategoryCounts,
  guideLinkSources,
  guideViews,
} from '../../../db/queries/admin-guide-reports.ts';
import { periodStart } from '../../../src/core/audience/definitions.ts';
import { internalLinks, pathResolves } from '../../../src/core/editorial/links.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { knownSite } from './reports-broken-links.ts';
import { type Answer, adminApp } from './shared.ts';

/** Each guide's outbound links (broken ones listed) and how many guides link to it. */
async function guideLinks(db: Db) {
  const pages = await guideLinkSources(db);
  const linksOf = (p: (typeof pages)[number]) => [
    ...new Set([
      ...internalLinks(p.content).map((l) => l.path),
      ...(p.relatedSlugs ?? []).map((s) => `/guide/${s}`),
    ]),
  ];
  const outbound = pages.map(linksOf);
  // What exists, by the rule of every broken-link check (src/core/editorial/links.ts).
  const site = await knownSite(
    db,
    outbound.flat().map((path) => ({ path, text: '' })),
  );
  const inbound = new Map<string, number>();
  const items = pages.map((p, k) => {
    const links = outbound[k] ?? [];
    for (const l of links) {
      const target = /^(?:\/en)?\/guide\/([a-z0-9-]+)$/.exec(l)?.[1];
      if (target) inbound.set(target, (inbound.get(target) ?? 0) + 1);
    }
    const { id, slug, title, status } = p;
    return {
      id,
      slug,
      title,
      status,
      outbound: links.length,
      broken: links.filter((l) => !pathResolves(l, site)),
    };
  });
  return { items: items.map((i) => ({ ...i, inbound: inbound.get(i.slug) ?? 0 })) };
}

/** The period of every statistics screen (src/core/audience/definitions.ts): `days` days ending today. */
async function guideAudience(db: Db, days: number, now: Date) {
  const since = periodStart(days, now);
  return { days, items: await guideViews(db, since) };
}

export type GuideCategories = Answer<typeof guideCategoryCounts>;
export type GuideAudience = Answer<typeof guideAudience>;
export type GuideLinks = Answer<typeof guideLinks>;

export function thematiqueReportRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = adminApp();
  app.get('/thematiques/categories', async (c) => c.json(await guideCategoryCounts(db)));
  app.get(
    '/thematiques/analytics',
    validate('query', z.object({ days: z.coerce.number().int().min(1).max(365).default(30) })),
    async (c) => c.json(await guideAudience(db, c.req.valid('query').days, ctx.now?.() ?? new Date())),
  );
  app.get('/thematiques/links', async (c) => c.json(await guideLinks(db)));
  return app;
}
