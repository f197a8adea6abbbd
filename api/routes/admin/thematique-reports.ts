/**
 * Reports on the guides: counts by category, audience (page views from consented audience events) and
 * internal links (between guides, a link to a missing or unpublished page flagged). Editors and admins.
 */
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import {
  guideCategoryCounts,
  guideLinkSources,
  guideViews,
  publishedCitySlugs,
} from '../../../db/queries/admin-guide-reports.ts';
import type { AppContext } from '../../context.ts';
import { validate } from '../../middleware/validate.ts';
import { type Answer, adminApp } from './shared.ts';

/** Internal links in Markdown: [text](/path). */
function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s#?]*)/g)].map((m) => (m[1] as string).replace(/\/$/, '') || '/');
}

const STATIC_PATHS = new Set([
  '/',
  '/guide',
  '/conseil',
  '/faq',
  '/contact',
  '/legal-notice',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-service',
  '/plan-du-site',
  '/v2/simulateur',
  '/v2/simulateur/email',
  '/apl-zone-1',
  '/apl-zone-2',
  '/apl-zone-3',
]);

type Published = { guides: Set<string>; cities: Set<string> };

function linkExists(path: string, published: Published): boolean {
  if (STATIC_PATHS.has(path)) return true;
  // A guide in French (/guide/x) or in English (/en/guide/x): slugs are unique across languages.
  const guide = /^(?:\/en)?\/guide\/([a-z0-9-]+)$/.exec(path);
  if (guide) return published.guides.has(guide[1] as string);
  if (/^\/v2\/simulateur\/[a-z-]+$/.test(path) || /^\/conseil\/[a-z0-9-]+$/.test(path)) return true;
  const city = /^\/(apl-[a-z0-9-]+)$/.exec(path);
  if (city) return published.cities.has(city[1] as string);
  // Legacy guide paths of the spec (/guide-apl-2025…) are resolved as guides too.
  return published.guides.has(path.slice(1));
}

/** Each guide's outbound links (broken ones listed) and how many guides link to it. */
async function guideLinks(db: Db) {
  const pages = await guideLinkSources(db);
  const published = {
    guides: new Set(pages.filter((p) => p.status === 'published').map((p) => p.slug)),
    cities: await publishedCitySlugs(db),
  };
  const inbound = new Map<string, number>();
  const items = pages.map((p) => {
    const links = [
      ...new Set([...internalLinks(p.content), ...(p.relatedSlugs ?? []).map((s) => `/guide/${s}`)]),
    ];
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
      broken: links.filter((l) => !linkExists(l, published)),
    };
  });
  return { items: items.map((i) => ({ ...i, inbound: inbound.get(i.slug) ?? 0 })) };
}

async function guideAudience(db: Db, days: number) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
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
    async (c) => c.json(await guideAudience(db, c.req.valid('query').days)),
  );
  app.get('/thematiques/links', async (c) => c.json(await guideLinks(db)));
  return app;
}
