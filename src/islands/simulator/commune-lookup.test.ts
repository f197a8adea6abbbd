import { describe, expect, it } from 'vitest';
import { communeLabel } from '../../core/cities/names.ts';
import { shownName, shownNames } from './commune-lookup.ts';

/** A commune as /data/communes/<prefix>.json lists it: a homonym with its label (src/pages/data/communes). */
const commune = (insee: string, name: string, department: string, homonym?: boolean) => ({
  insee,
  name,
  department,
  postalCodes: [],
  population: 1,
  zone: 2 as const,
  type: 'COM' as const,
  ...(homonym ? { label: communeLabel({ name, department }, true) } : {}),
});

describe('the commune picker’s names (issue 29)', () => {
  it('names a homonym with its department, as the city pages and the search do, and leaves the others bare', () => {
    expect(shownName(commune('97411', 'Saint-Denis', '974', true))).toBe('Saint-Denis (La Réunion)');
    expect(shownName(commune('93066', 'Saint-Denis', '93', true))).toBe('Saint-Denis (Seine-Saint-Denis)');
    expect(shownName(commune('35238', 'Rennes', '35'))).toBe('Rennes');
  });

  it('gives each commune of a file its name by INSEE code', () => {
    const names = shownNames([
      commune('97411', 'Saint-Denis', '974', true),
      commune('97415', 'Saint-Paul', '974'),
    ]);
    expect(names.get('97411')).toBe('Saint-Denis (La Réunion)');
    expect(names.get('97415')).toBe('Saint-Paul');
  });
});
