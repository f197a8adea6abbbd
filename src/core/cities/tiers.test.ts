import { describe, expect, it } from 'vitest';
import { cityPageMaxAge, deservesCityPage, priorityTier } from './tiers.ts';

describe('priorityTier', () => {
  it.each([
    [2_103_778, 1],
    [200_000, 1],
    [199_999, 2],
    [100_000, 2],
    [50_000, 3],
    [49_999, 4],
    [null, 4],
  ])('population %s → tier %s', (population, tier) => {
    expect(priorityTier(population)).toBe(tier);
  });
  it('caches tier 1 pages for an hour and others for a day (spec §9)', () => {
    expect(cityPageMaxAge(1)).toBe(3600);
    expect(cityPageMaxAge(4)).toBe(86_400);
  });
});

describe('deservesCityPage', () => {
  const base = { type: 'COM' as const, population: 1000, higherEducationSites: 0, crousResidences: 0 };
  it('needs 5,000 inhabitants, a higher-education site or a CROUS residence', () => {
    expect(deservesCityPage(base)).toBe(false);
    expect(deservesCityPage({ ...base, population: 5000 })).toBe(true);
    expect(deservesCityPage({ ...base, higherEducationSites: 1 })).toBe(true);
    expect(deservesCityPage({ ...base, crousResidences: 2 })).toBe(true);
  });
  it('takes a configurable threshold', () => {
    expect(deservesCityPage({ ...base, population: 5000 }, 10_000)).toBe(false);
  });
  it('never gives an arrondissement its own page', () => {
    expect(deservesCityPage({ ...base, type: 'ARM', population: 180_000 })).toBe(false);
  });
});
