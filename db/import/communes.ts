/**
 * Imports every commune and municipal arrondissement (COG 2026) with its sourced facts, creates the
 * city pages and the proximity links. Idempotent: a second run changes nothing.
 * All files are read and validated before the first write; the writes happen in one transaction,
 * so a bad file leaves the previous database untouched.
 *
 *   npm run import:communes -- [--all] [--min-population=5000]
 *   CITY_PAGE_MIN_POPULATION=5000 (default)
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { distanceKm, nearestNeighbours } from '#core/cities/geo.ts';
import { assignCitySlugs } from '#core/cities/slug.ts';
import { DEFAULT_PAGE_MIN_POPULATION, deservesCityPage, priorityTier } from '#core/cities/tiers.ts';
import type { Db } from '../client.ts';
import * as t from '../schema.ts';
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
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
function replaceCampusFacts(tx: Tx, { higherEducation, crous }: Sources): void {
  tx.delete(t.higherEducationSites).run();
  for (const batch of chunks(higherEducation, 200)) tx.insert(t.higherEducationSites).values(batch).run();
  tx.delete(t.crousResidences).run();
  for (const batch of chunks(crous, 200)) {
    tx.insert(t.crousResidences)
      .values(batch.map(({ postalCode: _postalCode, ...r }) => r))
      .run();
  }
}

/** Creates the missing city pages (stable slugs) and refreshes the sourced facts of all; returns how many were created. */
function createCityPages(tx: Tx, pageCities: CityRow[]): number {
  const existing = tx
    .select({ inseeCode: t.cityPages.inseeCode, slug: t.cityPages.slug })
    .from(t.cityPages)
    .all();
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
    tx.insert(t.cityPages)
      .values(
        batch.map((c) => ({
          inseeCode: c.inseeCode,
          cityName: c.name,
          slug: slugs.get(c.inseeCode) as string,
          zoneApl: c.zoneApl ?? null,
          status: 'published' as const,
        })),
      )
      .onConflictDoNothing()
      .run();
  }
  // Facts that come from the sources follow them; editorial fields are never touched.
  tx.run(sql`UPDATE city_pages SET zone_apl = fc.zone_apl, city_name = fc.name,
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
    FROM french_cities fc WHERE fc.insee_code = city_pages.insee_code
    AND (city_pages.zone_apl IS NOT fc.zone_apl OR city_pages.city_name IS NOT fc.name)`);
  return toCreate.length;
}

export function importCommunes(db: Db, options: ImportOptions = {}): ImportReport {
  const started = performance.now();
  const sources = loadSources();
  const pageCities = pageWorthy(sources, options);
  let newPages = 0;
  let links = 0;
  db.transaction((tx) => {
    upsertCities(db, sources.cities);
    replaceCampusFacts(tx, sources);
    newPages = createCityPages(tx, pageCities);
    links = rebuildProximityLinks(tx as unknown as Db);
  });
  const pages = db.select({ n: sql<number>`count(*)` }).from(t.cityPages).get()?.n ?? 0;
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
 * 35,000 upserts through one prepared statement (drizzle's query builder costs ~1 s more here).
 * Values come from the validated sources and are bound as parameters, never interpolated.
 */
function upsertCities(db: Db, cities: CityRow[]): void {
  const columns = Object.entries(cityColumns).map(([key, column]) => ({ key, name: column.name }));
  const statement = db.$client.prepare(
    `INSERT INTO french_cities (${columns.map((c) => c.name).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT (insee_code) DO UPDATE SET ${columns
       .filter((c) => c.key !== 'inseeCode')
       .map((c) => `${c.name} = excluded.${c.name}`)
       .join(', ')}`,
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
export function rebuildProximityLinks(db: Db): number {
  const located = db
    .select({ id: t.cityPages.inseeCode, lat: t.frenchCities.lat, lon: t.frenchCities.lon })
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .all()
    .filter((p): p is { id: string; lat: number; lon: number } => p.lat != null && p.lon != null);
  const nearest = nearestNeighbours(located, located, NEARBY_CITIES);
  db.delete(t.cityProximityLinks).run();
  const rows = [...nearest].flatMap(([source, targets]) =>
    targets.map((n) => ({
      sourceCityInsee: source,
      targetCityInsee: n.id,
      distanceKm: round2(n.distanceKm),
    })),
  );
  for (const batch of chunks(rows, 500)) db.insert(t.cityProximityLinks).values(batch).run();
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
