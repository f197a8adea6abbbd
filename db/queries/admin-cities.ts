/** City pages in the back-office: the filtered list, one page with its commune, edits, batch SEO. */
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cityPages, frenchCities, type PublicationStatus } from '../schema.ts';
import { isoNow, type Paged, pageWindow } from './admin-shared.ts';

export type CityListFilters = {
  q?: string | undefined;
  zone: '1' | '2' | '3' | 'all';
  status: PublicationStatus | 'all';
  missingSeo: '1' | '0';
  sort: 'population' | 'name' | 'updated';
  page: number;
  pageSize: number;
};

function listWhere(f: CityListFilters): SQL | undefined {
  return and(
    f.q
      ? or(
          like(cityPages.cityName, `%${f.q}%`),
          like(cityPages.slug, `%${f.q}%`),
          eq(cityPages.inseeCode, f.q),
        )
      : undefined,
    f.zone === 'all' ? undefined : eq(cityPages.zoneApl, Number(f.zone)),
    f.status === 'all' ? undefined : eq(cityPages.status, f.status),
    f.missingSeo === '1' ? or(isNull(cityPages.metaTitle), isNull(cityPages.metaDescription)) : undefined,
  );
}

const ORDER = {
  name: asc(cityPages.cityName),
  updated: desc(cityPages.updatedAt),
  population: desc(frenchCities.population),
};

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
  hasContent: sql<number>`length(coalesce(${cityPages.content}, '')) >= 50`,
  updatedAt: cityPages.updatedAt,
};

/** The city pages matching the filters, largest communes first unless sorted otherwise. */
export async function cityPageList(db: Db, f: CityListFilters) {
  const where = listWhere(f);
  const total = db.select({ n: count() }).from(cityPages).where(where).get()?.n ?? 0;
  const { limit, offset } = pageWindow(f.page, f.pageSize);
  const items = db
    .select(listColumns)
    .from(cityPages)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
    .where(where)
    .orderBy(ORDER[f.sort], asc(cityPages.id))
    .limit(limit)
    .offset(offset)
    .all();
  return { total, page: f.page, pageSize: f.pageSize, items } satisfies Paged<unknown>;
}

/** One city page with the commune it presents; null when there is none. */
export async function cityPageDetail(db: Db, id: number) {
  const row = db
    .select({ page: cityPages, commune: frenchCities })
    .from(cityPages)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
    .where(eq(cityPages.id, id))
    .get();
  return row ? { ...row.page, commune: row.commune } : null;
}

export async function cityPageExists(db: Db, id: number): Promise<boolean> {
  return db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.id, id)).get() !== undefined;
}

/** The id of the city page at this address, if any. */
export async function cityPageIdBySlug(db: Db, slug: string): Promise<number | null> {
  return db.select({ id: cityPages.id }).from(cityPages).where(eq(cityPages.slug, slug)).get()?.id ?? null;
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
  // `.all()`, not `.get()`: a RETURNING statement read with `.get()` stays open and the WAL never restarts.
  const [row] = db
    .update(cityPages)
    .set({ ...edit, updatedAt: isoNow() })
    .where(eq(cityPages.id, id))
    .returning()
    .all();
  return row ?? null;
}

/** Of these ids, those that are no city page. */
export async function unknownCityPageIds(db: Db, ids: number[]): Promise<number[]> {
  const found = new Set(
    db
      .select({ id: cityPages.id })
      .from(cityPages)
      .where(inArray(cityPages.id, ids))
      .all()
      .map((r) => r.id),
  );
  return ids.filter((id) => !found.has(id));
}

export type CitySeo = { id: number; metaTitle: string | null; metaDescription: string | null };

/** SEO titles and descriptions of many pages at once, all or none. */
export async function setCitySeo(db: Db, items: CitySeo[]): Promise<void> {
  db.transaction((tx) => {
    for (const item of items)
      tx.update(cityPages)
        .set({ metaTitle: item.metaTitle, metaDescription: item.metaDescription, updatedAt: isoNow() })
        .where(eq(cityPages.id, item.id))
        .run();
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
    .orderBy(desc(frenchCities.population), asc(cityPages.id))
    .all();
}
