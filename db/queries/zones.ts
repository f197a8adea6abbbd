/** Zones and departments as the public pages show them: how many communes a zone holds, where each city page is. */
import { count, eq } from 'drizzle-orm';
import type { Zone } from '../../src/core/apl/types.ts';
import type { Db } from '../client.ts';
import { countWhere } from '../dialect.ts';
import { cityPages, frenchCities } from '../tables.ts';

export type ZoneCoverage = {
  /** Communes of the zone (arrondissements not counted: they share their commune's zone). */
  communes: number;
  /** By department: communes in the zone, out of the department's communes. */
  departments: Array<{ department: string; inZone: number; total: number }>;
};

/** How many communes of each department the zone holds, from the zoning imported with the communes. */
export async function zoneCoverage(db: Db, zone: Zone): Promise<ZoneCoverage> {
  const rows = (
    await db
      .select({
        department: frenchCities.department,
        inZone: countWhere(eq(frenchCities.zoneApl, zone)),
        total: count(),
      })
      .from(frenchCities)
      .where(eq(frenchCities.type, 'COM'))
      .groupBy(frenchCities.department)
  ).filter((r) => r.inZone > 0);
  return {
    communes: rows.reduce((n, r) => n + r.inZone, 0),
    departments: rows.sort((a, b) => a.department.localeCompare(b.department)),
  };
}

/** Department of every published city page, by slug: which comparison candidates are overseas. */
export async function cityDepartments(db: Db): Promise<Map<string, string>> {
  return new Map(
    (
      await db
        .select({ slug: cityPages.slug, department: frenchCities.department })
        .from(cityPages)
        .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode))
    ).map((r) => [r.slug, r.department]),
  );
}
