/** The city generator: communes without a page, and new pages for some of them. */
import { and, desc, eq, gte, inArray, isNull, like } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cityPages, frenchCities } from '../schema.ts';

export type CandidateFilters = {
  department?: string | undefined;
  minPopulation: number;
  q?: string | undefined;
};

/** Up to 200 communes (not arrondissements) without a page, largest first. */
export async function pageCandidates(db: Db, f: CandidateFilters) {
  const items = db
    .select({
      inseeCode: frenchCities.inseeCode,
      name: frenchCities.name,
      department: frenchCities.department,
      population: frenchCities.population,
      zoneApl: frenchCities.zoneApl,
      postalCodes: frenchCities.postalCodes,
    })
    .from(frenchCities)
    .leftJoin(cityPages, eq(cityPages.inseeCode, frenchCities.inseeCode))
    .where(
      and(
        isNull(cityPages.id),
        eq(frenchCities.type, 'COM'),
        gte(frenchCities.population, f.minPopulation),
        f.department ? eq(frenchCities.department, f.department) : undefined,
        f.q ? like(frenchCities.name, `%${f.q}%`) : undefined,
      ),
    )
    .orderBy(desc(frenchCities.population))
    .limit(200)
    .all();
  return { items };
}

export async function communesByInsee(db: Db, codes: string[]) {
  return db.select().from(frenchCities).where(inArray(frenchCities.inseeCode, codes)).all();
}

/** The slug of every existing page, by INSEE code (taken addresses). */
export async function citySlugsByInsee(db: Db): Promise<Map<string, string>> {
  const rows = db.select({ insee: cityPages.inseeCode, slug: cityPages.slug }).from(cityPages).all();
  return new Map(rows.map((p) => [p.insee, p.slug]));
}

export type NewCityPage = Pick<typeof cityPages.$inferInsert, 'inseeCode' | 'cityName' | 'slug' | 'zoneApl'>;

/** Creates published pages, all or none. */
export async function createCityPages(db: Db, pages: NewCityPage[]) {
  return db.transaction((tx) =>
    tx
      .insert(cityPages)
      .values(pages.map((p) => ({ ...p, status: 'published' as const })))
      .returning({ id: cityPages.id, slug: cityPages.slug, cityName: cityPages.cityName })
      .all(),
  );
}
