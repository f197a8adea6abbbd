import departements from '@etalab/decoupage-administratif/data/departements.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { communeLabel, DEPARTMENT_NAMES, departmentName, departmentOfInsee, homonymKeys } from './names.ts';

describe('a commune named without ambiguity', () => {
  const communes = [
    { name: 'Saint-Denis', department: '974' },
    { name: 'Saint-Denis', department: '93' },
    { name: 'SAINT DENIS', department: '11' },
    { name: "L'Île-Saint-Denis", department: '93' },
    { name: 'Lyon', department: '69' },
    { name: 'Ajaccio', department: '2A' },
  ];
  const homonyms = homonymKeys(communes);

  it('gives the department of every commune whose name another one bears, and nothing to the others', () => {
    expect(communes.map((c) => communeLabel(c, homonyms))).toEqual([
      'Saint-Denis (La Réunion)',
      'Saint-Denis (Seine-Saint-Denis)',
      'SAINT DENIS (Aude)',
      "L'Île-Saint-Denis",
      'Lyon',
      'Ajaccio',
    ]);
    expect([...homonyms]).toEqual(['apl-saint-denis']);
  });

  it('names the department always when asked, Corsica and overseas included, and keeps a code it does not know', () => {
    expect(communeLabel({ name: 'Ajaccio', department: '2a' }, true)).toBe('Ajaccio (Corse-du-Sud)');
    expect(communeLabel({ name: 'Lyon', department: '69' }, true)).toBe('Lyon (Rhône)');
    expect(communeLabel({ name: 'Nulle-Part', department: '999' }, true)).toBe('Nulle-Part (999)');
    expect(departmentName('976')).toBe('Mayotte');
    expect(['97411', '2a004', '69123', '98735'].map(departmentOfInsee)).toEqual(['974', '2A', '69', '987']);
  });

  it("leaves an editor's name that already says where it is", () => {
    expect(communeLabel({ name: 'Saint-Denis (La Réunion)', department: '974' }, true)).toBe(
      'Saint-Denis (La Réunion)',
    );
    expect(communeLabel({ name: 'Saint-Denis', department: '' }, true)).toBe('Saint-Denis');
  });

  it('holds the names of the COG it was copied from, every department', () => {
    expect(DEPARTMENT_NAMES).toEqual(Object.fromEntries(departements.map((d) => [d.code, d.nom])));
  });
});
