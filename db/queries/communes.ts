/** Communes as the zoning core sees them (src/core/zoning): one record per commune or arrondissement. */
import { count } from 'drizzle-orm';
import type { Zone } from '../../src/core/apl/types.ts';
import type { CommuneZoneRecord } from '../../src/core/zoning/index.ts';
import type { Db } from '../client.ts';
import { first } from '../dialect.ts';
import { frenchCities } from '../tables.ts';

export async function communeZoneRecords(db: Db): Promise<CommuneZoneRecord[]> {
  const rows = await db
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
