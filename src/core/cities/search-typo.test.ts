/**
 * One typo forgiven in the city search (issue 29): « Lyom » finds Lyon, « Bordeau » Bordeaux — on every commune
 * of the COG, as the search box of the site holds them, in a few milliseconds.
 */
import communes from '@etalab/decoupage-administratif/data/communes.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { indexCities, type SearchableCity, searchCities, TYPO_MIN_LENGTH, withinOneEdit } from './search.ts';
import { normalizeCitySlug } from './slug.ts';

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap of neighbours, and nothing more', () => {
    const one = [
      ['lyom', 'lyon'],
      ['lyo', 'lyon'],
      ['lyoon', 'lyon'],
      ['ylon', 'lyon'],
      ['lyno', 'lyon'],
      ['bordeau', 'bordeaux'],
      ['bordaeux', 'bordeaux'],
      ['marseile', 'marseille'],
      ['saint etiene', 'saint etienne'],
      ['lyon', 'lyon'],
    ];
    for (const [a, b] of one) expect(withinOneEdit(a as string, b as string), `${a} ~ ${b}`).toBe(true);
    const two = [
      ['lymo', 'lyon'],
      ['lion', 'lyonn'],
      ['ly', 'lyon'],
      ['noyl', 'lyon'],
      ['bordo', 'bordeaux'],
      ['paris', 'pairs x'],
    ];
    for (const [a, b] of two) expect(withinOneEdit(a as string, b as string), `${a} !~ ${b}`).toBe(false);
    // Symmetric.
    for (const [a, b] of [...one, ...two])
      expect(withinOneEdit(b as string, a as string)).toBe(withinOneEdit(a as string, b as string));
  });
});

describe('the city search on every commune', () => {
  const all: SearchableCity[] = communes
    .filter((c) => c.type === 'commune-actuelle')
    .map((c) => ({
      inseeCode: c.code,
      name: c.nom,
      department: c.departement ?? '',
      postalCodes: c.codesPostaux ?? [],
      population: c.population ?? null,
      slug: normalizeCitySlug(c.nom),
    }));
  const index = indexCities(all);
  const names = (text: string) => searchCities(index, text).cities.map((c) => `${c.name} ${c.department}`);

  it('finds Lyon for « Lyom », Bordeaux for « Bordeau » and « Bordaeux », Marseille for « Marseile »', () => {
    expect(all.length).toBeGreaterThan(34_000);
    expect(searchCities(index, 'Lyom')).toMatchObject({ match: 'typo' });
    expect(names('Lyom')).toEqual(['Lyon 69']);
    expect(names('Bordeau')[0]).toBe('Bordeaux 33');
    expect(names('Bordaeux')).toEqual(['Bordeaux 33']);
    expect(names('Marseile')).toEqual(['Marseille 13']);
    // Two communes one typo away: both listed, the most populous first.
    expect(names('Montpelier')).toEqual(['Montpellier 34', 'Montélier 26']);
    expect(names('st etiene')).toEqual(['Saint-Étienne 42']);
  });

  it('never corrects a name that exists, nor a name too short to be a typo', () => {
    expect(names('Lyons')).not.toContain('Lyon 69');
    expect(names('Pau')).toEqual(['Pau 64']);
    expect('pao'.length).toBeLessThan(TYPO_MIN_LENGTH);
    expect(searchCities(index, 'Pao').match).not.toBe('typo');
    expect(names('Xyzvillesurmer')).toEqual([]);
  });

  it('stays fast: a typo scans all the communes in a few milliseconds', () => {
    const queries = ['Lyom', 'Bordaeux', 'Marseile', 'Toulousse', 'Xyzvillesurmer', 'Strasbourh', 'Nantess'];
    for (const q of queries) searchCities(index, q); // warm-up
    const rounds = 20;
    const start = performance.now();
    for (let r = 0; r < rounds; r++) for (const q of queries) searchCities(index, q);
    const perQuery = (performance.now() - start) / (rounds * queries.length);
    console.info(`city search with typos: ${all.length} communes, ${perQuery.toFixed(2)} ms per query`);
    expect(perQuery).toBeLessThan(25);
  });
});
