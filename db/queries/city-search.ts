/** The communes the city search box can lead to: those with a published page (src/core/cities/search.ts). */
import { eq } from 'drizzle-orm';
import type { SearchableCity } from '../../src/core/cities/search.ts';
import type { Db } from '../client.ts';
import { tables as t } from '../tables.ts';

export async function searchableCities(db: Db): Promise<SearchableCity[]> {
  return db
    .select({
      inseeCode: t.frenchCities.inseeCode,
      name: t.cityPages.cityName,
      department: t.frenchCities.department,
      postalCodes: t.frenchCities.postalCodes,
      population: t.frenchCities.population,
      slug: t.cityPages.slug,
    })
    .from(t.cityPages)
    .innerJoin(t.frenchCities, eq(t.frenchCities.inseeCode, t.cityPages.inseeCode))
    .where(eq(t.cityPages.status, 'published'));
}
