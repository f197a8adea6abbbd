/** Reports on the guides: counts by category and status, page views, and what their links point to. */
import { and, asc, count, countDistinct, inArray, sql } from 'drizzle-orm';
import { PAGE_VIEW_EVENTS } from '../../src/core/audience/definitions.ts';
import type { Db } from '../client.ts';
import { thematicPages, visitorEvents } from '../tables.ts';
import { likeIgnoringCase } from './admin-shared.ts';
import { THEME_CATEGORIES } from './admin-thematiques.ts';

/** For each category, how many guides are published, drafts and archived. */
export async function guideCategoryCounts(db: Db) {
  const rows = await db
    .select({ category: thematicPages.themeCategory, status: thematicPages.status, n: count() })
    .from(thematicPages)
    .groupBy(thematicPages.themeCategory, thematicPages.status);
  const items = THEME_CATEGORIES.map((category) => {
    const by = (status: string) => rows.find((r) => r.category === category && r.status === status)?.n ?? 0;
    return { category, published: by('published'), draft: by('draft'), archived: by('archived') };
  });
  return { items };
}

/** Every guide with its page views and distinct visitors since `since` (consented audience), most viewed first. */
export async function guideViews(db: Db, since: string) {
  const views = await db
    .select({
      path: visitorEvents.pagePath,
      views: count(),
      visitors: countDistinct(visitorEvents.visitorId),
    })
    .from(visitorEvents)
    .where(
      and(
        // A page view as every statistics screen counts it (definitions.ts): a visit's entry page or a later one.
        inArray(visitorEvents.eventType, [...PAGE_VIEW_EVENTS]),
        likeIgnoringCase(visitorEvents.pagePath, '/guide/%'),
        sql`${visitorEvents.createdAt} >= ${since}`,
      ),
    )
    .groupBy(visitorEvents.pagePath);
  const bySlug = new Map(views.map((v) => [(v.path ?? '').replace(/^\/guide\//, '').replace(/\/$/, ''), v]));
  // By id, the order SQLite gave without being asked: the stable sort below keeps it among equal views.
  const pages = await db
    .select({
      id: thematicPages.id,
      slug: thematicPages.slug,
      title: thematicPages.title,
      status: thematicPages.status,
      seoScore: thematicPages.seoScore,
    })
    .from(thematicPages)
    .orderBy(asc(thematicPages.id));
  return pages
    .map((p) => ({
      ...p,
      views: bySlug.get(p.slug)?.views ?? 0,
      visitors: bySlug.get(p.slug)?.visitors ?? 0,
    }))
    .sort((a, b) => b.views - a.views);
}

/** Every guide, by id, with what its links are made of (content and related pages). */
export async function guideLinkSources(db: Db) {
  return db
    .select({
      id: thematicPages.id,
      slug: thematicPages.slug,
      title: thematicPages.title,
      status: thematicPages.status,
      content: thematicPages.content,
      relatedSlugs: thematicPages.relatedSlugs,
    })
    .from(thematicPages)
    .orderBy(asc(thematicPages.id));
}
