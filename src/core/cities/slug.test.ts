import { describe, expect, it } from 'vitest';
import { isValidSlug, SLUG_MAX_LENGTH } from '../validation/slug.ts';
import {
  assignCitySlugs,
  boundedSlug,
  canonicalCitySlug,
  isZoneSlug,
  normalizeCitySlug,
  slugCandidates,
  slugify,
} from './slug.ts';

describe('normalizeCitySlug (spec §5)', () => {
  it.each([
    ['Saint-Étienne', 'apl-saint-etienne'],
    ['Lyon', 'apl-lyon'],
    ["L'Haÿ-les-Roses", 'apl-l-hay-les-roses'],
    ['Œuilly', 'apl-oeuilly'],
    ['  Aix  en   Provence ', 'apl-aix-en-provence'],
    ['apl-lyon', 'apl-lyon'],
    ['APL Paris', 'apl-paris'],
    ['Paris 15e Arrondissement', 'apl-paris-15e-arrondissement'],
    ['Bourg---en--Bresse', 'apl-bourg-en-bresse'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCitySlug(input)).toBe(expected);
  });

  it('never leaves leading, trailing or doubled hyphens', () => {
    expect(slugify('--Éze  ! ')).toBe('eze');
  });
});

describe('canonicalCitySlug', () => {
  it('removes the prefix and a department suffix of 2 or 3 digits', () => {
    expect(canonicalCitySlug('apl-saint-denis-93')).toBe('saint-denis');
    expect(canonicalCitySlug('apl-saint-denis-974')).toBe('saint-denis');
    expect(canonicalCitySlug('apl-lyon')).toBe('lyon');
    expect(canonicalCitySlug('apl-ajaccio-2a')).toBe('ajaccio');
  });
  it('keeps digits that are part of the name', () => {
    expect(canonicalCitySlug('apl-paris-15e-arrondissement')).toBe('paris-15e-arrondissement');
  });
});

describe('slugCandidates and zone slugs', () => {
  it('tries the slug with and without the apl- prefix', () => {
    expect(slugCandidates('lyon')).toContain('apl-lyon');
    expect(slugCandidates('apl-lyon')).toContain('apl-lyon');
  });
  it('recognises zone slugs, which are never cities', () => {
    expect(isZoneSlug('zone-1')).toBe(true);
    expect(isZoneSlug('apl-zone-3')).toBe(true);
    expect(isZoneSlug('apl-zone-4')).toBe(false);
    expect(isZoneSlug('apl-lyon')).toBe(false);
  });
});

describe('assignCitySlugs: homonyms made unique by department', () => {
  const communes = [
    { inseeCode: '97411', name: 'Saint-Denis', department: '974', population: 153_000 },
    { inseeCode: '93066', name: 'Saint-Denis', department: '93', population: 150_000 },
    { inseeCode: '11339', name: 'Saint-Denis', department: '11', population: 500 },
    { inseeCode: '69123', name: 'Lyon', department: '69', population: 519_127 },
  ];

  it('gives the bare slug to the most populous and the department to the others', () => {
    const slugs = assignCitySlugs(communes);
    expect(slugs.get('97411')).toBe('apl-saint-denis');
    expect(slugs.get('93066')).toBe('apl-saint-denis-93');
    expect(slugs.get('11339')).toBe('apl-saint-denis-11');
    expect(slugs.get('69123')).toBe('apl-lyon');
    expect(new Set(slugs.values()).size).toBe(communes.length);
  });

  it('keeps the slugs of existing pages, so links never break', () => {
    const existing = new Map([['93066', 'apl-saint-denis']]);
    const slugs = assignCitySlugs(communes, existing);
    expect(slugs.get('93066')).toBe('apl-saint-denis');
    expect(slugs.get('97411')).toBe('apl-saint-denis-974');
    expect(new Set(slugs.values()).size).toBe(communes.length);
  });

  it('falls back to the INSEE code for two homonyms of one department', () => {
    const slugs = assignCitySlugs([
      { inseeCode: '01001', name: 'Foo', department: '01', population: 10 },
      { inseeCode: '01002', name: 'Foo', department: '01', population: 5 },
      { inseeCode: '01003', name: 'Foo', department: '01', population: 1 },
    ]);
    expect([...slugs.values()].sort()).toEqual(['apl-foo', 'apl-foo-01', 'apl-foo-01003']);
  });
});

describe('assignCitySlugs bounds every slug (issue 26: a 300-character slug broke every build)', () => {
  it('cuts a very long name, homonyms included, to a valid slug of 120 characters at most', () => {
    const name = 'Saint-'.repeat(60);
    const slugs = assignCitySlugs([
      { inseeCode: '01001', name, department: '01', population: 10 },
      { inseeCode: '97401', name, department: '974', population: 5 },
      { inseeCode: '01002', name, department: '01', population: 1 },
    ]);
    expect(slugs.size).toBe(3);
    for (const slug of slugs.values()) {
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      expect(isValidSlug(slug, 'city')).toBe(true);
    }
    expect(new Set(slugs.values()).size).toBe(3);
  });

  it('boundedSlug leaves no trailing hyphen', () => {
    expect(boundedSlug('apl-aaaa-bbbb', 9)).toBe('apl-aaaa');
    expect(boundedSlug('apl-lyon')).toBe('apl-lyon');
  });
});
