import { describe, expect, it } from 'vitest';
import {
  buildZoneIndex,
  type CommuneZoneRecord,
  resolveByInsee,
  resolveByPostalCode,
  resolveByZone,
  resolveZone,
} from './index.ts';

const c = (r: Partial<CommuneZoneRecord> & Pick<CommuneZoneRecord, 'insee' | 'name'>): CommuneZoneRecord => ({
  department: r.insee.slice(0, 2),
  postalCodes: [],
  population: 1000,
  zone: 3,
  type: 'COM',
  ...r,
});

const index = buildZoneIndex([
  c({ insee: '75056', name: 'Paris', postalCodes: ['75001', '75002'], population: 2_100_000, zone: 1 }),
  c({
    insee: '75101',
    name: 'Paris 1er Arrondissement',
    postalCodes: ['75001'],
    population: 15_000,
    zone: 1,
    type: 'ARM',
    parentInsee: '75056',
  }),
  c({ insee: '31555', name: 'Toulouse', postalCodes: ['31000'], population: 500_000, zone: 2 }),
  c({ insee: '31106', name: 'Colomiers', postalCodes: ['31770', '99460'], population: 40_000, zone: 2 }),
  c({ insee: '31999', name: 'Village', postalCodes: ['99460'], population: 300, zone: 3 }),
  c({ insee: '55029', name: 'Bar-le-Duc', postalCodes: ['55000'], population: 15_000, zone: 3 }),
  c({ insee: '55138', name: 'Culey', postalCodes: ['55000'], population: 122, zone: null }),
  c({ insee: '55999', name: 'Sans zone', postalCodes: ['55999'], population: 50, zone: null }),
  c({
    insee: '97411',
    name: 'Saint-Denis',
    department: '974',
    postalCodes: ['97400'],
    population: 150_000,
    zone: 2,
  }),
  c({
    insee: '97701',
    name: 'Saint-Barthélemy',
    department: '977',
    postalCodes: ['97133'],
    population: 10_000,
    zone: null,
  }),
  c({ insee: '97801', name: 'Saint-Martin', department: '978', postalCodes: ['97150'], zone: null }),
  c({ insee: '97502', name: 'Saint-Pierre', department: '975', postalCodes: ['97500'], zone: null }),
  c({ insee: '98735', name: 'Papeete', department: '987', postalCodes: ['98714'], zone: null }),
  c({ insee: '97611', name: 'Mamoudzou', department: '976', postalCodes: ['97600'], zone: 2 }),
]);

describe('résolution de la zone', () => {
  it('par code postal : une zone, la commune la plus peuplée, l’arrondissement confondu avec sa commune', () => {
    const r = resolveByPostalCode(index, '75001');
    expect(r).toMatchObject({ kind: 'ok', zone: 1, commune: { insee: '75056', name: 'Paris' } });
    if (r.kind === 'ok') expect(r.candidates.map((x) => x.insee)).toEqual(['75056']);
  });

  it('par code postal : communes de zones différentes → ambiguë, avec les candidates', () => {
    const r = resolveByPostalCode(index, '99460');
    expect(r.kind).toBe('ambiguous');
    if (r.kind !== 'ambiguous') return;
    expect(r.zones).toEqual([2, 3]);
    expect(r.candidates.map((x) => [x.name, x.zone])).toEqual([
      ['Colomiers', 2],
      ['Village', 3],
    ]);
    expect(r.defaultCommune.insee).toBe('31106');
    expect(r.message).toContain('choisissez votre commune');
  });

  it('une commune sans zone ne rend pas le code postal ambigu, mais reste listée', () => {
    const r = resolveByPostalCode(index, '55000');
    expect(r).toMatchObject({ kind: 'ok', zone: 3, commune: { insee: '55029' } });
    if (r.kind === 'ok') expect(r.candidates.find((x) => x.insee === '55138')?.zone).toBeNull();
    expect(resolveByPostalCode(index, '55999')).toMatchObject({ kind: 'error', code: 'ZONE_INCONNUE' });
    expect(resolveByInsee(index, '55138')).toMatchObject({
      kind: 'error',
      code: 'ZONE_INCONNUE',
      field: 'depcom',
    });
  });

  it('accepte les départements d’outre-mer et le dit (barème d’outre-mer)', () => {
    expect(resolveByPostalCode(index, '97400')).toMatchObject({
      kind: 'ok',
      zone: 2,
      overseas: true,
      commune: { insee: '97411', name: 'Saint-Denis' },
    });
    expect(resolveByInsee(index, '97411')).toMatchObject({ kind: 'ok', zone: 2, overseas: true });
    expect(resolveByPostalCode(index, '97600')).toMatchObject({ kind: 'ok', overseas: true });
    expect(resolveByPostalCode(index, '31000')).toMatchObject({ kind: 'ok', overseas: false });
    expect(resolveZone(index, { zone: 2 })).toMatchObject({ kind: 'ok', overseas: false });
  });

  it('refuse les collectivités d’outre-mer, hors du champ du moteur, avec un message clair', () => {
    const stBarth = resolveByPostalCode(index, '97133');
    expect(stBarth).toMatchObject({ kind: 'error', code: 'HORS_CHAMP', field: 'postalCode' });
    if (stBarth.kind === 'error') {
      expect(stBarth.message).toBe(
        "Saint-Barthélemy (collectivité d'outre-mer) n'a pas de zone APL dans le zonage officiel : ce simulateur ne peut pas y calculer l'aide.",
      );
    }
    expect(resolveByInsee(index, '97801')).toMatchObject({
      kind: 'error',
      code: 'HORS_CHAMP',
      field: 'depcom',
    });
    const spm = resolveByPostalCode(index, '97500');
    if (spm.kind === 'error')
      expect(spm.message).toContain("Saint-Pierre (collectivité d'outre-mer) a ses propres règles");
    expect(resolveByPostalCode(index, '98714')).toMatchObject({ kind: 'error', code: 'HORS_CHAMP' });
  });

  it('donne une erreur en français pour un code inconnu ou mal formé', () => {
    expect(resolveByPostalCode(index, '99999')).toEqual({
      kind: 'error',
      code: 'CODE_POSTAL_INCONNU',
      field: 'postalCode',
      message: 'Code postal inconnu : 99999. Vérifiez-le ou indiquez votre commune.',
    });
    expect(resolveByPostalCode(index, '750')).toMatchObject({
      code: 'FORMAT_INVALIDE',
      message: 'Veuillez entrer un code postal valide (5 chiffres)',
    });
    expect(resolveByInsee(index, '12345')).toMatchObject({
      code: 'INSEE_INCONNU',
      message: 'Code commune INSEE inconnu : 12345.',
    });
    expect(resolveByInsee(index, 'abc')).toMatchObject({ code: 'FORMAT_INVALIDE' });
  });

  it('par code INSEE, arrondissement compris', () => {
    expect(resolveByInsee(index, '75101')).toMatchObject({
      kind: 'ok',
      zone: 1,
      commune: { name: 'Paris 1er Arrondissement' },
    });
    expect(resolveByInsee(index, '31555')).toMatchObject({ kind: 'ok', zone: 2 });
  });

  it('par zone, et dans l’ordre zone > INSEE > code postal', () => {
    expect(resolveByZone(2)).toEqual({ kind: 'ok', zone: 2, overseas: false, commune: null, candidates: [] });
    expect(resolveByZone(4)).toMatchObject({ kind: 'error', field: 'zone' });
    expect(resolveZone(index, { zone: 3, postalCode: '75001' })).toMatchObject({ zone: 3 });
    expect(resolveZone(index, { depcom: '31555', postalCode: '75001' })).toMatchObject({ zone: 2 });
    expect(resolveZone(index, { postalCode: '75001' })).toMatchObject({ zone: 1 });
    expect(resolveZone(index, {})).toMatchObject({
      kind: 'error',
      message: 'Veuillez entrer un code postal',
    });
    expect(resolveZone(null, { postalCode: 75001 })).toMatchObject({ kind: 'error', field: 'postalCode' });
  });
});
