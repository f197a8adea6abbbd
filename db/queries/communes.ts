/** Communes as the zoning core sees them (src/core/zoning): one record per commune or arrondissement. */
import { count } from 'drizzle-orm';
import type { Zone } from '../../src/core/apl/types.ts';
import type { CommuneZoneRecord } from '../../src/core/zoning/index.ts';
import type { Db } from '../client.ts';
import { first, jsonArrayHasAny } from '../dialect.ts';
import { frenchCities } from '../tables.ts';

/**
 * Every commune and arrondissement with its zone; with `postalCodes`, only those bearing one of these codes
 * (all the zoning core needs to resolve them: src/lib/build/reference-cases.ts, a few dozen rows, not 35,000).
 */
export async function communeZoneRecords(
  db: Db,
  postalCodes?: ReadonlyArray<string>,
): Promise<CommuneZoneRecord[]> {
  const codes = postalCodes?.filter((c) => /^\d{5}$/.test(c));
  if (codes?.length === 0) return [];
  const query = db
    .select({
      insee: frenchCities.inseeCode,
      name: frenchCities.name,
      department: frenchCities.department,
      postalCodes: frenchCities.postalCodes,
      population: frenchCities.population,
      zone: frenchCities.zoneApl,
      type: frenchCities.type,
      parentInsee: frenchCities.parentInsee,
    })
    .from(frenchCities);
  const rows = await (codes ? query.where(jsonArrayHasAny(db, frenchCities.postalCodes, codes)) : query);
  return rows.map((r) => ({
    insee: r.insee,
    name: r.name,
    department: r.department,
    postalCodes: r.postalCodes,
    population: r.population ?? 0,
    zone: (r.zone as Zone | null) ?? null,
    type: r.type,
    ...(r.parentInsee ? { parentInsee: r.parentInsee } : {}),
  }));
}

/** How many communes the store holds (0 on a fresh database). */
export async function communeCount(db: Db): Promise<number> {
  return (await first(db.select({ n: count() }).from(frenchCities)))?.n ?? 0;
}
