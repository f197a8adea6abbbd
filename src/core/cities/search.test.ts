import { describe, expect, it } from 'vitest';
import {
  CITY_QUERY_MAX,
  CITY_RESULTS_MAX,
  cityQuerySchema,
  indexCities,
  normaliseCityName,
  parseCityQuery,
  type SearchableCity,
  searchCities,
} from './search.ts';

const city = (
  name: string,
  department: string,
  inseeCode: string,
  postalCodes: string[],
  population: number,
  slug: string,
): SearchableCity => ({ name, department, inseeCode, postalCodes, population, slug });

const CITIES = [
  city('Saint-Étienne', '42', '42218', ['42000', '42100', '42230'], 170_000, 'apl-saint-etienne'),
  city('Saint-Étienne-du-Rouvray', '76', '76575', ['76800'], 28_000, 'apl-saint-etienne-du-rouvray'),
  city('Saint-Denis', '974', '97411', ['97400', '97417', '97490'], 153_000, 'apl-saint-denis'),
  city('Saint-Denis', '93', '93066', ['93200', '93210'], 113_000, 'apl-saint-denis-93'),
  city("L'Île-Saint-Denis", '93', '93039', ['93450'], 8_000, 'apl-l-ile-saint-denis'),
  city('Strasbourg', '67', '67482', ['67000', '67100', '67200'], 290_000, 'apl-strasbourg'),
  city('Lyon', '69', '69123', ['69001', '69003'], 520_000, 'apl-lyon'),
  city('Cergy', '95', '95127', ['95000', '95800'], 66_000, 'apl-cergy'),
  city('Pontoise', '95', '95500', ['95000', '95300'], 32_000, 'apl-pontoise'),
  city('Ajaccio', '2A', '2A004', ['20000', '20090'], 73_000, 'apl-ajaccio'),
  city('Paris', '75', '75056', ['75001', '75015'], 2_100_000, 'apl-paris'),
  city('Œting', '57', '57521', ['57600'], 2_700, 'apl-oeting'),
];
const index = indexCities(CITIES);
const slugs = (text: string) => searchCities(index, text).cities.map((c) => c.slug);

describe('normaliseCityName', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['st etienne', 'saint etienne'],
    ['ST-ÉTIENNE', 'saint etienne'],
    ['  saint   étienne ', 'saint etienne'],
    ['Ste-Maxime', 'sainte maxime'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['L’Île-Saint-Denis', 'l ile saint denis'],
    ['Œting', 'oeting'],
    // « st » inside a word is not an abbreviation.
    ['Stains', 'stains'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseCityName(input)).toBe(expected);
  });
});

describe('parseCityQuery', () => {
  it('reads five digits and Corsican INSEE codes as codes', () => {
    expect(parseCityQuery(' 69003 ')).toEqual({ kind: 'code', code: '69003' });
    expect(parseCityQuery('69 003')).toEqual({ kind: 'code', code: '69003' });
    expect(parseCityQuery('2a004')).toEqual({ kind: 'code', code: '2A004' });
    expect(parseCityQuery('6900')).toMatchObject({ kind: 'name' });
  });
  it('finds nothing to search in punctuation alone', () => {
    expect(parseCityQuery(" - ' ")).toEqual({ kind: 'empty' });
  });
  it('reads a trailing department code', () => {
    expect(parseCityQuery('Saint-Denis (93)')).toMatchObject({
      kind: 'name',
      department: { code: '93', key: 'saint denis' },
    });
  });
});

describe('searchCities', () => {
  it('finds « st etienne » as Saint-Étienne alone (exact name wins over prefixes)', () => {
    expect(searchCities(index, 'st etienne')).toMatchObject({ match: 'exact', truncated: false });
    expect(slugs('st etienne')).toEqual(['apl-saint-etienne']);
    expect(slugs('SAINT-ETIENNE')).toEqual(['apl-saint-etienne']);
    expect(slugs('saint étienne du rouvray')).toEqual(['apl-saint-etienne-du-rouvray']);
  });

  it('lists homonyms, most populous first, and a department code tells them apart', () => {
    expect(slugs('Saint-Denis')).toEqual(['apl-saint-denis', 'apl-saint-denis-93']);
    expect(slugs('st denis 93')).toEqual(['apl-saint-denis-93']);
    expect(slugs('Saint-Denis (974)')).toEqual(['apl-saint-denis']);
  });

  it('falls back to names starting with the query, then to a later word', () => {
    expect(searchCities(index, 'saint et')).toMatchObject({ match: 'prefix' });
    expect(slugs('saint et')).toEqual(['apl-saint-etienne', 'apl-saint-etienne-du-rouvray']);
    // « st » as typed is also the start of Strasbourg.
    expect(slugs('st')[0]).toBe('apl-strasbourg');
    expect(slugs('st')).toContain('apl-saint-denis');
    expect(slugs('etienne')).toEqual(['apl-saint-etienne', 'apl-saint-etienne-du-rouvray']);
    expect(slugs('oeting')).toEqual(['apl-oeting']);
  });

  it('finds postal codes shared by several communes, and INSEE codes', () => {
    expect(searchCities(index, '95000')).toMatchObject({ match: 'code' });
    expect(slugs('95000')).toEqual(['apl-cergy', 'apl-pontoise']);
    expect(slugs('69003')).toEqual(['apl-lyon']);
    expect(slugs('42218')).toEqual(['apl-saint-etienne']);
    expect(slugs('2A004')).toEqual(['apl-ajaccio']);
  });

  it('a department code that matches nothing is read as part of the name, then dropped', () => {
    expect(slugs('Paris 15')).toEqual(['apl-paris']);
  });

  it('reads a postal code beside a name as a filter on that name, in either order', () => {
    expect(slugs('69003 Lyon')).toEqual(['apl-lyon']);
    expect(slugs('Lyon (69003)')).toEqual(['apl-lyon']);
    expect(slugs('75015 Paris')).toEqual(['apl-paris']);
    // Two communes share 95000: the name picks one.
    expect(slugs('95000 Pontoise')).toEqual(['apl-pontoise']);
    expect(slugs('Saint-Denis 93200')).toEqual(['apl-saint-denis-93']);
    // A name that is not at that code counts alone; an unknown name, the code alone.
    expect(slugs('69003 Paris')).toEqual(['apl-paris']);
    expect(slugs('95000 Nullepart')).toEqual(['apl-cergy', 'apl-pontoise']);
    expect(parseCityQuery('69003 Lyon')).toEqual({
      kind: 'name',
      key: 'lyon',
      raw: 'lyon',
      postalCode: '69003',
    });
  });

  it('leads an arrondissement without a page to its commune', () => {
    for (const text of [
      'Lyon 3e',
      'lyon 3eme',
      'Lyon 3ème arrondissement',
      'Lyon 3e arr.',
      'Lyon 1er',
      '69003 Lyon 3e',
    ])
      expect(slugs(text), text).toEqual(['apl-lyon']);
    expect(slugs('Paris 15ème')).toEqual(['apl-paris']);
    expect(parseCityQuery('Paris 15e arrondissement')).toMatchObject({ kind: 'name', commune: 'paris' });
    // An arrondissement that has its own page is found by its own name first.
    const withArrondissement = indexCities([
      ...CITIES,
      city('Lyon 3e Arrondissement', '69', '69383', ['69003'], 100_000, 'apl-lyon-3e-arrondissement'),
    ]);
    expect(searchCities(withArrondissement, 'Lyon 3e').cities.map((c) => c.slug)).toEqual([
      'apl-lyon-3e-arrondissement',
    ]);
    // Not an ordinal: a name that only ends in digits and letters is left alone.
    expect(parseCityQuery('3e Lyon')).not.toHaveProperty('commune');
  });

  it('finds nothing for an unknown name, an unknown code or an empty query', () => {
    expect(searchCities(index, 'Xyzville')).toEqual({ match: 'none', cities: [], truncated: false });
    expect(slugs('99999')).toEqual([]);
    expect(slugs('   ')).toEqual([]);
    expect(slugs('<script>alert(1)</script>')).toEqual([]);
  });

  it('lists at most CITY_RESULTS_MAX communes and says when there were more', () => {
    const many = indexCities(
      Array.from({ length: CITY_RESULTS_MAX + 5 }, (_, i) =>
        city(`Villeneuve-${i}`, '01', `01${String(i).padStart(3, '0')}`, ['01000'], i, `apl-villeneuve-${i}`),
      ),
    );
    const found = searchCities(many, 'villeneuve');
    expect(found.cities).toHaveLength(CITY_RESULTS_MAX);
    expect(found.truncated).toBe(true);
    expect(found.cities[0]?.slug).toBe(`apl-villeneuve-${CITY_RESULTS_MAX + 4}`);
  });
});

describe('cityQuerySchema', () => {
  it('trims, collapses spaces and drops control characters', () => {
    expect(cityQuerySchema.parse({ ville: '  st \t\u0000 etienne \n' })).toEqual({ ville: 'st etienne' });
    expect(cityQuerySchema.parse({})).toEqual({ ville: '' });
  });
  it(`refuses more than ${CITY_QUERY_MAX} characters`, () => {
    expect(cityQuerySchema.safeParse({ ville: 'a'.repeat(CITY_QUERY_MAX) }).success).toBe(true);
    const long = cityQuerySchema.safeParse({ ville: 'a'.repeat(CITY_QUERY_MAX + 1) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toContain('80 caractères');
  });
});
