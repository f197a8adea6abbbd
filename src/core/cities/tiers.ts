/**
 * Which communes get a page, and how big a city is (spec §3 french_cities.priority_tier, §9 tiers).
 * Tier 1 pages change most often in search results and are cached for an hour; others for a day.
 */
export const DEFAULT_PAGE_MIN_POPULATION = 5000;

/** Population floors of tiers 1, 2 and 3 (spec §9: 200,000 / 100,000 / 50,000); tier 4 below. */
export const TIER_POPULATION_FLOORS = [200_000, 100_000, 50_000] as const;

export type PriorityTier = 1 | 2 | 3 | 4;

export function priorityTier(population: number | null | undefined): PriorityTier {
  const p = population ?? 0;
  const index = TIER_POPULATION_FLOORS.findIndex((floor) => p >= floor);
  return index === -1 ? 4 : ((index + 1) as PriorityTier);
}

export type PageCandidate = {
  type: 'COM' | 'ARM';
  population: number | null;
  higherEducationSites: number;
  crousResidences: number;
};

/**
 * A commune gets a page when it has at least `minPopulation` inhabitants, or a higher-education site,
 * or a CROUS residence. Arrondissements are covered by their commune's page.
 */
export function deservesCityPage(c: PageCandidate, minPopulation = DEFAULT_PAGE_MIN_POPULATION): boolean {
  if (c.type !== 'COM') return false;
  return (c.population ?? 0) >= minPopulation || c.higherEducationSites > 0 || c.crousResidences > 0;
}

/** Spec §9 cache policy for static city pages, in seconds. */
export function cityPageMaxAge(tier: PriorityTier): number {
  return tier === 1 ? 3600 : 86_400;
}
