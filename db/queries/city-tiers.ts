/** The size tier of every city page's commune (spec §9: how long the CDN edge keeps the page). */
import { eq } from 'drizzle-orm';
import type { PriorityTier } from '../../src/core/cities/tiers.ts';
import type { Db } from '../client.ts';
import { cityPages, frenchCities } from '../tables.ts';

/** slug → tier of every city page, published or not (the build writes them beside its pages). */
export async function cityPageTiers(db: Db): Promise<Record<string, PriorityTier>> {
  const rows = await db
    .select({ slug: cityPages.slug, tier: frenchCities.priorityTier })
    .from(cityPages)
    .innerJoin(frenchCities, eq(frenchCities.inseeCode, cityPages.inseeCode));
  return Object.fromEntries(rows.map((r) => [r.slug, r.tier as PriorityTier]));
}
