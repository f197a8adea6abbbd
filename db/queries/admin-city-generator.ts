/** The city generator: communes without a page, and new pages for some of them. */
import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inTransaction } from '../dialect.ts';
import { cityPages, frenchCities } from '../tables.ts';
import { likeIgnoringCase } from './admin-shared.ts';
import { snapshotRevisions } from './revision-baseline.ts';
import { indexItems } from './search.ts';

export type CandidateFilters = {
  department?: string | undefined;
  minPopulation: number;
  q?: string | undefined;
};

/** Up to 200 communes (not arrondissements) without a page, largest first. */
export async function pageCandidates(db: Db, f: CandidateFilters) {
  const items = await db
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
        f.q ? likeIgnoringCase(frenchCities.name, `%${f.q}%`) : undefined,
      ),
    )
    .orderBy(desc(frenchCities.population))
    .limit(200);
  return { items };
}

/** These communes, by INSEE code (the order SQLite gave without being asked, said for PostgreSQL). */
export async function communesByInsee(db: Db, codes: string[]) {
  return db
    .select()
    .from(frenchCities)
    .where(inArray(frenchCities.inseeCode, codes))
    .orderBy(asc(frenchCities.inseeCode));
}

/** The slug of every existing page, by INSEE code (taken addresses). */
export async function citySlugsByInsee(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ insee: cityPages.inseeCode, slug: cityPages.slug }).from(cityPages);
  return new Map(rows.map((p) => [p.insee, p.slug]));
}

export type NewCityPage = Pick<typeof cityPages.$inferInsert, 'inseeCode' | 'cityName' | 'slug' | 'zoneApl'>;

/** Creates published pages, all or none, each with its first revision (an edit can go back to it). */
export async function createCityPages(db: Db, pages: NewCityPage[]) {
  return inTransaction(db, async (tx) => {
    const created = await tx
      .insert(cityPages)
      .values(pages.map((p) => ({ ...p, status: 'published' as const })))
      .returning({ id: cityPages.id, slug: cityPages.slug, cityName: cityPages.cityName });
    await snapshotRevisions(
      tx,
      'city',
      created.map((p) => p.id),
    );
    await indexItems(
      tx,
      'city',
      created.map((p) => p.id),
    );
    return created;
  });
}
