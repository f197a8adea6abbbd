/**
 * Page views of the articles and city pages (issue 30), from the consented audience events only: the entry page
 * of a visit (`session_start`) and each further page (`pageview`), as src/core/audience/definitions.ts defines
 * a page view. Counts per page only: never who saw it.
 */
import { and, count, countDistinct, eq, gte, inArray, like } from 'drizzle-orm';
import {
  PAGE_PATH_PREFIX,
  PAGE_VIEW_EVENTS,
  pathOfPage,
  type ViewedPageKind,
  viewedPageOf,
} from '../../src/core/audience/definitions.ts';
import type { Db } from '../client.ts';
import { articles, cityPages, visitorEvents } from '../tables.ts';

export const PAGE_VIEW_SORTS = ['views', 'visits', 'title'] as const;

export type PageViewQuery = {
  kind: ViewedPageKind;
  sort: (typeof PAGE_VIEW_SORTS)[number];
  order: 'asc' | 'desc';
  /** The first rows after sorting; every row when absent (the CSV export). */
  limit?: number;
};

export type PageViewRow = {
  path: string;
  slug: string;
  /** The article's title or the city's name; null when the page no longer exists. */
  title: string | null;
  /** Its id in the editor, when it still exists. */
  id: number | null;
  views: number;
  /** Visits that saw the page at least once. */
  visits: number;
};

/** Views and visits per path of one kind since `since`. */
async function viewsByPath(db: Db, kind: ViewedPageKind, since: string) {
  const ev = visitorEvents;
  const rows = await db
    .select({ path: ev.pagePath, views: count(), visits: countDistinct(ev.sessionId) })
    .from(ev)
    .where(
      and(
        inArray(ev.eventType, [...PAGE_VIEW_EVENTS]),
        gte(ev.createdAt, since),
        like(ev.pagePath, `${PAGE_PATH_PREFIX[kind]}%`),
      ),
    )
    .groupBy(ev.pagePath);
  return rows.flatMap((r) => {
    const page = viewedPageOf(r.path);
    return page?.kind === kind
      ? [{ path: r.path as string, slug: page.slug, views: r.views, visits: r.visits }]
      : [];
  });
}

/** The title and id of each viewed page that still exists, by slug. */
async function pageNames(db: Db, kind: ViewedPageKind, slugs: string[]) {
  if (slugs.length === 0) return new Map<string, { id: number; title: string }>();
  const rows =
    kind === 'article'
      ? await db
          .select({ id: articles.id, slug: articles.slug, title: articles.title })
          .from(articles)
          .where(inArray(articles.slug, slugs))
      : await db
          .select({ id: cityPages.id, slug: cityPages.slug, title: cityPages.cityName })
          .from(cityPages)
          .where(inArray(cityPages.slug, slugs));
  return new Map(rows.map((r) => [r.slug, { id: r.id, title: r.title }]));
}

const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The page views of the articles or the city pages since `since`, sorted and cut on the server. */
export async function pageViews(db: Db, since: string, q: PageViewQuery) {
  const byPath = await viewsByPath(db, q.kind, since);
  // Slugs by chunks: a parameter list stays far below SQLite's and PostgreSQL's limits.
  const names = new Map<string, { id: number; title: string }>();
  for (let i = 0; i < byPath.length; i += 500)
    for (const [slug, name] of await pageNames(
      db,
      q.kind,
      byPath.slice(i, i + 500).map((r) => r.slug),
    ))
      names.set(slug, name);
  const rows: PageViewRow[] = byPath.map((r) => ({
    ...r,
    title: names.get(r.slug)?.title ?? null,
    id: names.get(r.slug)?.id ?? null,
  }));
  const sign = q.order === 'asc' ? 1 : -1;
  const label = (r: PageViewRow) => (r.title ?? r.slug).toLocaleLowerCase('fr');
  rows.sort(
    (a, b) =>
      sign * (q.sort === 'title' ? label(a).localeCompare(label(b), 'fr') : a[q.sort] - b[q.sort]) ||
      b.views - a.views ||
      textOrder(a.path, b.path),
  );
  return {
    kind: q.kind,
    totalViews: rows.reduce((s, r) => s + r.views, 0),
    pages: rows.length,
    rows: q.limit === undefined ? rows : rows.slice(0, q.limit),
  };
}

/** The page views and visits of one article or city page (its editor's side panel) since `since`, or null. */
export async function pageViewsOf(db: Db, kind: ViewedPageKind, id: number, since: string) {
  const [page] =
    kind === 'article'
      ? await db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id)).limit(1)
      : await db.select({ slug: cityPages.slug }).from(cityPages).where(eq(cityPages.id, id)).limit(1);
  if (!page) return null;
  const path = pathOfPage({ kind, slug: page.slug });
  const ev = visitorEvents;
  const [row] = await db
    .select({ views: count(), visits: countDistinct(ev.sessionId) })
    .from(ev)
    .where(
      and(inArray(ev.eventType, [...PAGE_VIEW_EVENTS]), gte(ev.createdAt, since), eq(ev.pagePath, path)),
    );
  return { path, views: Number(row?.views ?? 0), visits: Number(row?.visits ?? 0) };
}
