/**
 * Imports every commune and municipal arrondissement (COG 2026) with its sourced facts, creates the
 * city pages and the proximity links. Idempotent: a second run changes nothing.
 * All files are read and validated before the first write; the writes happen in one transaction,
 * so a bad file leaves the previous database untouched.
 *
 *   npm run import:communes -- [--all] [--min-population=5000]
 *   CITY_PAGE_MIN_POPULATION=5000 (default)
 */
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { distanceKm, nearestNeighbours } from '#core/cities/geo.ts';
import { assignCitySlugs } from '#core/cities/slug.ts';
import { DEFAULT_PAGE_MIN_POPULATION, deservesCityPage, priorityTier } from '#core/cities/tiers.ts';
import { type Db, kindOf } from '../client.ts';
import { first, inTransaction, nowText, rawRun } from '../dialect.ts';
import { tables as t } from '../tables.ts';
import {
  type CrousRow,
  readAbcZones,
  readAplZones,
  readCentroids,
  readCogCommunes,
  readCrousResidences,
  readHigherEducation,
  readRents,
  readTlvTables,
  SourceError,
} from './sources.ts';

export const NEARBY_CITIES = 4;
const cityColumns = getTableColumns(t.frenchCities);

type CityRow = typeof t.frenchCities.$inferInsert;

export type ImportOptions = { allCommunes?: boolean; minPopulation?: number };
export type ImportReport = {
  communes: number;
  cityPages: number;
  newCityPages: number;
  proximityLinks: number;
  higherEducationSites: number;
  crousResidences: number;
  ms: number;
};

/** Reads and cross-checks every source; throws SourceError (file and line) on the first problem. */
export function loadSources() {
  const cog = readCogCommunes();
  const zones = readAplZones();
  const centroids = readCentroids();
  const rents = readRents();
  const abc = readAbcZones();
  const tlv = readTlvTables();
  const higherEducation = readHigherEducation();
  const crous = readCrousResidences();

  const cities: CityRow[] = cog.map((c) => {
    const isArm = c.type === 'arrondissement-municipal';
    const parent = isArm ? (c.commune ?? null) : null;
    const point = centroids.get(c.code);
    const rent = rents.get(c.code);
    return {
      inseeCode: c.code,
      name: c.nom,
      type: isArm ? 'ARM' : 'COM',
      parentInsee: parent,
      department: c.departement,
      region: c.region ?? null,
      postalCodes: [...(c.codesPostaux ?? [])].sort(),
      population: c.population ?? null,
      zoneApl: zones.get(c.code) ?? null,
      lat: point?.lat ?? null,
      lon: point?.lon ?? null,
      rentM2Apartment: rent?.apartment ?? null,
      rentM2House: rent?.house ?? null,
      abcZone: abc.get(c.code) ?? (parent ? (abc.get(parent) ?? null) : null),
      tlvTable: tlv.get(c.code) ?? (parent ? (tlv.get(parent) ?? null) : null),
      priorityTier: priorityTier(c.population),
    };
  });
  fillCommuneRentsFromArrondissements(cities);

  // Establishments in overseas collectivities (New Caledonia, Polynesia…) have no APL zoning: left out.
  const known = new Set(cities.map((c) => c.inseeCode));
  const crousWithCommune = attachResidences(crous, cities);
  return {
    cities,
    higherEducation: higherEducation.filter((h) => known.has(h.inseeCode)),
    crous: crousWithCommune,
  };
}

/**
 * Paris, Lyon and Marseille have advertised rents only per arrondissement: the commune gets the
 * population-weighted mean of its arrondissements (stated as such on the page).
 */
function fillCommuneRentsFromArrondissements(cities: CityRow[]): void {
  for (const commune of cities) {
    if (commune.type !== 'COM' || commune.rentM2Apartment != null) continue;
    const arms = cities.filter((a) => a.parentInsee === commune.inseeCode && a.rentM2Apartment != null);
    if (arms.length === 0) continue;
    const weight = arms.reduce((s, a) => s + (a.population ?? 0), 0);
    if (weight === 0) continue;
    commune.rentM2Apartment = round2(
      arms.reduce((s, a) => s + (a.rentM2Apartment ?? 0) * (a.population ?? 0), 0) / weight,
    );
  }
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The commune of each residence: by its postal code, the nearest such commune; else the nearest within 50 km. */
function attachResidences(
  residences: CrousRow[],
  cities: CityRow[],
): Array<CrousRow & { inseeCode: string }> {
  const located = cities.filter((c) => c.type === 'COM' && c.lat != null && c.lon != null) as Array<
    CityRow & { lat: number; lon: number }
  >;
  const byPostalCode = new Map<string, typeof located>();
  for (const c of located) {
    for (const code of c.postalCodes) byPostalCode.set(code, [...(byPostalCode.get(code) ?? []), c]);
  }
  return residences.map((r) => {
    const byCode = r.postalCode ? (byPostalCode.get(r.postalCode) ?? []) : [];
    let best: CityRow | undefined;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const c of byCode.length > 0 ? byCode : located) {
      const km = distanceKm(r, c);
      if (km < bestKm) {
        bestKm = km;
        best = c;
      }
    }
    if (!best || (byCode.length === 0 && bestKm > 50)) {
      throw new SourceError(
        'content/data/crous/fr_crous_logement_france_entiere.csv',
        null,
        `résidence ${r.id} sans commune`,
      );
    }
    return { ...r, inseeCode: best.inseeCode };
  });
}

type Sources = ReturnType<typeof loadSources>;

/** Page-worthy communes: population, or a higher-education site / CROUS residence in the commune or its arrondissements. */
function pageWorthy({ cities, higherEducation, crous }: Sources, options: ImportOptions): CityRow[] {
  const minPopulation = options.minPopulation ?? DEFAULT_PAGE_MIN_POPULATION;
  const parentOf = new Map(cities.map((c) => [c.inseeCode, c.parentInsee ?? c.inseeCode]));
  const communeOf = (insee: string) => parentOf.get(insee) ?? insee;
  const heCount = countBy(higherEducation.map((h) => communeOf(h.inseeCode)));
  const crousCount = countBy(crous.map((r) => communeOf(r.inseeCode)));
  const wanted = cities.filter(
    (c) =>
      options.allCommunes ||
      deservesCityPage(
        {
          type: c.type ?? 'COM',
          population: c.population ?? null,
          higherEducationSites: heCount.get(c.inseeCode) ?? 0,
          crousResidences: crousCount.get(c.inseeCode) ?? 0,
        },
        minPopulation,
      ),
  );
  return options.allCommunes ? wanted.filter((c) => c.type === 'COM') : wanted;
}

/** Higher-education sites and CROUS residences, replaced by what the sources hold. */
async function replaceCampusFacts(tx: Db, { higherEducation, crous }: Sources): Promise<void> {
  await tx.delete(t.higherEducationSites);
  for (const batch of chunks(higherEducation, 200)) await tx.insert(t.higherEducationSites).values(batch);
  await tx.delete(t.crousResidences);
  for (const batch of chunks(crous, 200)) {
    await tx.insert(t.crousResidences).values(batch.map(({ postalCode: _postalCode, ...r }) => r));
  }
}

/** Creates the missing city pages (stable slugs) and refreshes the sourced facts of all; returns how many were created. */
async function createCityPages(tx: Db, pageCities: CityRow[]): Promise<number> {
  const existing = await tx
    .select({ inseeCode: t.cityPages.inseeCode, slug: t.cityPages.slug })
    .from(t.cityPages);
  const existingSlugs = new Map(existing.map((p) => [p.inseeCode, p.slug]));
  const slugs = assignCitySlugs(
    pageCities.map((c) => ({
      inseeCode: c.inseeCode,
      name: c.name,
      department: c.department,
      population: c.population ?? null,
    })),
    existingSlugs,
  );
  const toCreate = pageCities.filter((c) => !existingSlugs.has(c.inseeCode));
  for (const batch of chunks(toCreate, 300)) {
    await tx
      .insert(t.cityPages)
      .values(
        batch.map((c) => ({
          inseeCode: c.inseeCode,
          cityName: c.name,
          slug: slugs.get(c.inseeCode) as string,
          zoneApl: c.zoneApl ?? null,
          status: 'published' as const,
        })),
      )
      .onConflictDoNothing();
  }
  // Facts that come from the sources follow them; editorial fields are never touched.
  await rawRun(
    tx,
    sql`UPDATE city_pages SET zone_apl = fc.zone_apl, city_name = fc.name, updated_at = ${nowText(tx)}
    FROM french_cities fc WHERE fc.insee_code = city_pages.insee_code
    AND (city_pages.zone_apl IS DISTINCT FROM fc.zone_apl OR city_pages.city_name IS DISTINCT FROM fc.name)`,
  );
  return toCreate.length;
}

export async function importCommunes(db: Db, options: ImportOptions = {}): Promise<ImportReport> {
  const started = performance.now();
  const sources = loadSources();
  const pageCities = pageWorthy(sources, options);
  const { newPages, links } = await inTransaction(db, async (tx) => {
    await upsertCities(tx, sources.cities);
    await replaceCampusFacts(tx, sources);
    const newPages = await createCityPages(tx, pageCities);
    return { newPages, links: await rebuildProximityLinks(tx) };
  });
  const pages = (await first(db.select({ n: count() }).from(t.cityPages)))?.n ?? 0;
  return {
    communes: sources.cities.length,
    cityPages: pages,
    newCityPages: newPages,
    proximityLinks: links,
    higherEducationSites: sources.higherEducation.length,
    crousResidences: sources.crous.length,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * 35,000 upserts. On SQLite through one prepared statement (drizzle's query builder costs ~1 s more here); on
 * PostgreSQL in multi-row statements of 1,000. Values come from the validated sources and are bound as
 * parameters, never interpolated.
 */
async function upsertCities(db: Db, cities: CityRow[]): Promise<void> {
  const columns = Object.entries(cityColumns).map(([key, column]) => ({ key, name: column.name }));
  const updated = columns.filter((c) => c.key !== 'inseeCode');
  if (kindOf(db) === 'postgres') {
    const set = Object.fromEntries(updated.map((c) => [c.key, sql.raw(`excluded.${c.name}`)]));
    for (const batch of chunks(cities, 1000)) {
      await db
        .insert(t.frenchCities)
        .values(batch)
        .onConflictDoUpdate({ target: t.frenchCities.inseeCode, set });
    }
    return;
  }
  const statement = db.$client.prepare(
    `INSERT INTO french_cities (${columns.map((c) => c.name).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT (insee_code) DO UPDATE SET ${updated.map((c) => `${c.name} = excluded.${c.name}`).join(', ')}`,
  );
  for (const city of cities) {
    statement.run(
      columns.map(({ key }) => {
        const value = city[key as keyof CityRow];
        return Array.isArray(value) ? JSON.stringify(value) : (value ?? null);
      }),
    );
  }
}

/** The 4 nearest communes that have a page, for every page (a commune's own arrondissements excluded). */
export async function rebuildProximityLinks(db: Db): Promise<number> {
  const located = (
    await db
      .select({ id: t.cityPages.inseeCode, lat: t.frenchCities.lat, lon: t.frenchCities.lon })
      .from(t.cityPages)
      .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
  ).filter((p): p is { id: string; lat: number; lon: number } => p.lat != null && p.lon != null);
  const nearest = nearestNeighbours(located, located, NEARBY_CITIES);
  await db.delete(t.cityProximityLinks);
  const rows = [...nearest].flatMap(([source, targets]) =>
    targets.map((n) => ({
      sourceCityInsee: source,
      targetCityInsee: n.id,
      distanceKm: round2(n.distanceKm),
    })),
  );
  for (const batch of chunks(rows, 500)) await db.insert(t.cityProximityLinks).values(batch);
  return rows.length;
}

function countBy(keys: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return m;
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
