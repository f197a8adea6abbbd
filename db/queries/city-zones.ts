/** The published city pages counted by APL zone and department (the scale preview, src/lib/server/scale-pages.ts). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { tables as t } from '../tables.ts';

export type CityZoneCount = { zone: number | null; department: string; pages: number };

export async function publishedCityZones(db: Db): Promise<CityZoneCount[]> {
  const c = t.cityPages;
  const f = t.frenchCities;
  const rows = await db
    .select({ zone: c.zoneApl, department: f.department, pages: sql<number | string>`count(*)` })
    .from(c)
    .innerJoin(f, eq(f.inseeCode, c.inseeCode))
    .where(eq(c.status, 'published'))
    .groupBy(c.zoneApl, f.department);
  return rows.map((r) => ({ zone: r.zone, department: r.department, pages: Number(r.pages) }));
}
