/**
 * Read queries for the static build: each returns plain objects ready for a page.
 * Bulk queries (one per table) rather than one per page keep a 2,300-page build fast.
 */
import { type AnyColumn, and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { tables as t } from '../tables.ts';

export type CityPageRow = typeof t.cityPages.$inferSelect;
export type FrenchCityRow = typeof t.frenchCities.$inferSelect;
export type HigherEducationSite = typeof t.higherEducationSites.$inferSelect;
export type CrousResidence = typeof t.crousResidences.$inferSelect;

export type NearbyCity = {
  inseeCode: string;
  cityName: string;
  slug: string;
  zoneApl: number | null;
  distanceKm: number;
};

export type CityPageData = {
  page: CityPageRow;
  city: FrenchCityRow;
  nearby: NearbyCity[];
  higherEducation: HigherEducationSite[];
  crous: CrousResidence[];
  caf: typeof t.cafOffices.$inferSelect | null;
};

const published = eq(t.cityPages.status, 'published');

/** A descending order with NULLs last, as SQLite does by itself (PostgreSQL puts them first). */
const descNullsLast = (column: AnyColumn) => sql`${column} DESC NULLS LAST`;

/** Slugs per query when a build lists its pages: well under SQLite's and PostgreSQL's bound-parameter limits. */
const SLUGS_PER_QUERY = 5000;

/**
 * Every published city page with what it shows, for getStaticPaths; `slugs`: only these (a build's scope: each
 * process of a full build of every commune holds its own share of the rows, not all of them). `ids`: these pages
 * whatever their status (an editor's preview of a draft, src/lib/build/preview.ts).
 */
export async function cityPagesForBuild(
  db: Db,
  options: { slugs?: string[]; ids?: number[] } = {},
): Promise<CityPageData[]> {
  const select = (where: ReturnType<typeof and>) =>
    db
      .select({ page: t.cityPages, city: t.frenchCities })
      .from(t.cityPages)
      .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
      .where(where);
  const slugs = options.slugs && [...new Set(options.slugs)];
  const rows = options.ids
    ? await select(inArray(t.cityPages.id, options.ids))
    : slugs
      ? (
          await Promise.all(
            Array.from({ length: Math.ceil(slugs.length / SLUGS_PER_QUERY) }, (_, k) =>
              select(
                and(
                  published,
                  inArray(t.cityPages.slug, slugs.slice(k * SLUGS_PER_QUERY, (k + 1) * SLUGS_PER_QUERY)),
                ),
              ),
            ),
          )
        ).flat()
      : await select(published);
  if (rows.length === 0) return [];

  const pagesByInsee = new Map(
    (
      await db
        .select({
          inseeCode: t.cityPages.inseeCode,
          cityName: t.cityPages.cityName,
          slug: t.cityPages.slug,
          zoneApl: t.cityPages.zoneApl,
        })
        .from(t.cityPages)
        .where(published)
    ).map((p) => [p.inseeCode, p]),
  );
  const links = groupBy(await db.select().from(t.cityProximityLinks), (l) => l.sourceCityInsee);
  // A commune's sites include those of its arrondissements (Paris, Lyon, Marseille).
  const parentOf = new Map(
    (
      await db
        .select({ insee: t.frenchCities.inseeCode, parent: t.frenchCities.parentInsee })
        .from(t.frenchCities)
        .where(isNotNull(t.frenchCities.parentInsee))
    ).map((r) => [r.insee, r.parent as string]),
  );
  const communeOf = (insee: string) => parentOf.get(insee) ?? insee;
  const higherEducation = groupBy(
    await db.select().from(t.higherEducationSites).orderBy(descNullsLast(t.higherEducationSites.students)),
    (h) => communeOf(h.inseeCode),
  );
  const crous = groupBy(await db.select().from(t.crousResidences).orderBy(t.crousResidences.name), (r) =>
    communeOf(r.inseeCode),
  );
  const caf = new Map((await db.select().from(t.cafOffices)).map((c) => [c.department, c]));

  return rows.map(({ page, city }) => ({
    page,
    city,
    nearby: (links.get(page.inseeCode) ?? [])
      .sort((a, b) => a.distanceKm - b.distanceKm)
      .flatMap((l) => {
        const target = pagesByInsee.get(l.targetCityInsee);
        return target ? [{ ...target, distanceKm: l.distanceKm }] : [];
      }),
    higherEducation: higherEducation.get(page.inseeCode) ?? [],
    crous: crous.get(page.inseeCode) ?? [],
    caf: caf.get(city.department) ?? null,
  }));
}

/** Every published city page's address, name and department (the plan du site lists them all). */
export function publishedCityNames(
  db: Db,
): Promise<Array<{ slug: string; name: string; department: string }>> {
  return db
    .select({ slug: t.cityPages.slug, name: t.cityPages.cityName, department: t.frenchCities.department })
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .where(published);
}

export type CityLink = {
  cityName: string;
  slug: string;
  /** The commune's department: a homonym is named with it (src/core/cities/names.ts). */
  department: string;
  zoneApl: number | null;
  population: number | null;
  populationEtudiante: number | null;
  averageRent: number | null;
};

const cityLinkColumns = {
  cityName: t.cityPages.cityName,
  slug: t.cityPages.slug,
  department: t.frenchCities.department,
  zoneApl: t.cityPages.zoneApl,
  population: t.frenchCities.population,
  populationEtudiante: t.cityPages.populationEtudiante,
  averageRent: t.cityPages.averageRent,
};

/** Spec §7: popular cities by student count (editor-entered), then by population when none is entered. */
export async function popularCities(db: Db, limit = 6): Promise<CityLink[]> {
  return db
    .select(cityLinkColumns)
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .where(published)
    .orderBy(
      sql`${t.cityPages.populationEtudiante} IS NULL`,
      desc(t.cityPages.populationEtudiante),
      descNullsLast(t.frenchCities.population),
    )
    .limit(limit);
}

/** Spec §7: the most populous communes that have a page (top 30 fetched, 15 kept). */
export async function largestCities(db: Db, limit = 15): Promise<CityLink[]> {
  return db
    .select(cityLinkColumns)
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .where(published)
    .orderBy(descNullsLast(t.frenchCities.population))
    .limit(limit);
}

export async function citiesOfZone(db: Db, zone: number, limit = 60): Promise<CityLink[]> {
  return db
    .select(cityLinkColumns)
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .where(and(published, eq(t.cityPages.zoneApl, zone)))
    .orderBy(descNullsLast(t.frenchCities.population))
    .limit(limit);
}

export async function siteCounts(
  db: Db,
): Promise<{ cityPages: number; communes: number; simulations: number }> {
  const n = async (q: PromiseLike<Array<{ n: number }>>) => (await first(q))?.n ?? 0;
  return {
    cityPages: await n(db.select({ n: count() }).from(t.cityPages).where(published)),
    communes: await n(db.select({ n: count() }).from(t.frenchCities)),
    simulations: await n(
      db.select({ n: count() }).from(t.simulationSessions).where(eq(t.simulationSessions.isComplete, true)),
    ),
  };
}

export async function siteSettings(db: Db): Promise<Map<string, unknown>> {
  return new Map((await db.select().from(t.siteSettings)).map((s) => [s.key, s.value]));
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = m.get(k);
    if (list) list.push(item);
    else m.set(k, [item]);
  }
  return m;
}
