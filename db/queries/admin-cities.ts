/** City pages in the back-office: the filtered list, one page with its commune, edits, batch SEO. */
import { and, asc, count, eq, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first, inTransaction } from '../dialect.ts';
import type { PublicationStatus } from '../schema.ts';
import { cityPages, frenchCities } from '../tables.ts';
import { isoNow, likeIgnoringCase, type Paged, pageWindow } from './admin-shared.ts';
import { hasPendingWork } from './pending-work.ts';
import { indexItems } from './search.ts';

/** What the list sorts by, on the server, across all pages (issue 30: the browser only sees one page). */
export const CITY_SORTS = [
  'population',
  'name',
  'department',
  'zone',
  'students',
  'status',
  'updated',
] as const;
export type CitySort = (typeof CITY_SORTS)[number];

export type CityListFilters = {
  q?: string | undefined;
  zone: '1' | '2' | '3' | 'all';
  status: PublicationStatus | 'all';
  missingSeo: '1' | '0';
  /** '1': only those with a held change or a schedule to come (« En attente », issue 30). */
  pending?: '1' | '0' | undefined;
  sort: CitySort;
  /** The sort's direction; each sort has its natural one (largest, A to Z, last edited first). */
  dir?: 'asc' | 'desc' | undefined;
  page: number;
  pageSize: number;
};

function listWhere(f: CityListFilters): SQL | undefined {
  return and(
    f.q
      ? or(
          likeIgnoringCase(cityPages.cityName, `%${f.q}%`),
          likeIgnoringCase(cityPages.slug, `%${f.q}%`),
          eq(cityPages.inseeCode, f.q),
        )
      : undefined,
    f.zone === 'all' ? undefined : eq(cityPages.zoneApl, Number(f.zone)),
    f.status === 'all' ? undefined : eq(cityPages.status, f.status),
    f.missingSeo === '1' ? or(isNull(cityPages.metaTitle), isNull(cityPages.metaDescription)) : undefined,
    f.pending === '1' ? hasPendingWork('city', cityPages.id) : undefined,
  );
}

/** Each sort's column and natural direction; an unknown value (null) comes last either way, on both stores. */
const SORT_COLUMNS: Record<CitySort, [column: SQL | SQLWrapper, natural: 'asc' | 'desc']> = {
  population: [frenchCities.population, 'desc'],
  name: [cityPages.cityName, 'asc'],
  department: [frenchCities.department, 'asc'],
  zone: [cityPages.zoneApl, 'asc'],
  students: [cityPages.populationEtudiante, 'desc'],
  status: [cityPages.status, 'asc'],
  updated: [cityPages.updatedAt, 'desc'],
};

/** Largest communes first, those of unknown population last (SQLite's order; PostgreSQL puts NULLs first). */
const byPopulation = sql`${frenchCities.population} desc nulls last`;

function orderOf(sort: CitySort, dir: 'asc' | 'desc' | undefined): SQL {
  const [column, natural] = SORT_COLUMNS[sort];
  return (dir ?? natural) === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
}

const listColumns = {
  id: cityPages.id,
  cityName: cityPages.cityName,
  slug: cityPages.slug,
  inseeCode: cityPages.inseeCode,
  zoneApl: cityPages.zoneApl,
  status: cityPages.status,
  population: frenchCities.population,
  department: frenchCities.department,
  priorityTier: frenchCities.priorityTier,
  populationEtudiante: cityPages.populationEtudiante,
  metaTitle: cityPages.metaTitle,
  metaDescription: cityPages.metaDescription,
  hasContent: sql<number>`CASE WHEN length(coalesce(${cityPages.content}, '')) >= 50 THEN 1 ELSE 0 END`,
  updatedAt: cityPages.updatedAt,
};

/** The city pages matching the filters, largest communes first unless sorted otherwise. */
export async function cityPageList(db: Db, f: CityListFilters) {
  const where = listWhere(f);
  const total = (await first(db.select({ n: count() }).from(cityPages).where(where)))?.n ?? 0;
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const items = await db
    .select(listColumns)
    .from(cityPages)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
    .where(where)
    .orderBy(orderOf(f.sort, f.dir), asc(cityPages.id))
    .limit(limit)
    .offset(offset);
  return { total, page: f.page, pageSize: f.pageSize, items } satisfies Paged<unknown>;
}

/** One city page with the commune it presents; null when there is none. */
export async function cityPageDetail(db: Db, id: number) {
  const row = await first(
    db
      .select({ page: cityPages, commune: frenchCities })
      .from(cityPages)
      .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
      .where(eq(cityPages.id, id)),
  );
  return row ? { ...row.page, commune: row.commune } : null;
}

/** The id of the city page at this address, if any. */
export async function cityPageIdBySlug(db: Db, slug: string): Promise<number | null> {
  return (
    (await first(db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.slug, slug))))?.id ?? null
  );
}

export type CityPageEdit = Pick<
  typeof cityPages.$inferInsert,
  | 'slug'
  | 'metaTitle'
  | 'metaDescription'
  | 'content'
  | 'populationEtudiante'
  | 'averageRent'
  | 'averageRentYear'
  | 'averageRentSource'
  | 'featuredUniversities'
  | 'cafContact'
  | 'faq'
  | 'status'
>;

/** Saves an editor's changes; the page as stored, or null when there is no such page. */
export async function updateCityPage(db: Db, id: number, edit: CityPageEdit) {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .update(cityPages)
      .set({ ...edit, updatedAt: isoNow() })
      .where(eq(cityPages.id, id))
      .returning();
    await indexItems(tx, 'city', [id]);
    return row ?? null;
  });
}

/** Of these ids, those that are no city page. */
export async function unknownCityPageIds(db: Db, ids: number[]): Promise<number[]> {
  const found = new Set(
    (await db.select({ id: cityPages.id }).from(cityPages).where(inArray(cityPages.id, ids))).map(
      (r) => r.id,
    ),
  );
  return ids.filter((id) => !found.has(id));
}

export type CitySeo = { id: number; metaTitle: string | null; metaDescription: string | null };

/** SEO titles and descriptions of many pages at once, all or none (each page's version + 1). */
export async function setCitySeo(db: Db, items: CitySeo[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    for (const item of items)
      await tx
        .update(cityPages)
        .set({
          metaTitle: item.metaTitle,
          metaDescription: item.metaDescription,
          // A form opened before must not write the old SEO back (issue 15: 409 on a stale version).
          version: sql`${cityPages.version} + 1`,
          updatedAt: isoNow(),
        })
        .where(eq(cityPages.id, item.id));
    await indexItems(
      tx,
      'city',
      items.map((i) => i.id),
    );
  });
}

/** Every city page's address and status, largest communes first (route health). */
export async function cityPageAddresses(db: Db) {
  return db
    .select({
      id: cityPages.id,
      slug: cityPages.slug,
      cityName: cityPages.cityName,
      status: cityPages.status,
    })
    .from(cityPages)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
    .orderBy(byPopulation, asc(cityPages.id));
}
