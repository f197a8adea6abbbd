/**
 * Le zonage réel : chargeur (db/import/commune-zones.ts) + résolution (src/core/zoning), comparés à la
 * correspondance code postal → commune des cas de référence (ORACLE-MAPPING.md).
 */
import { describe, expect, it } from 'vitest';
import { buildZoneIndex, resolveByInsee, resolveByPostalCode } from '#core/zoning/index.ts';
import { loadCommuneZoneRecords } from '../../db/import/commune-zones.ts';

const t0 = performance.now();
const records = loadCommuneZoneRecords();
const loadMs = performance.now() - t0;
const index = buildZoneIndex(records);

describe('zonage des communes (COG 2026)', () => {
  it('charge communes et arrondissements avec leur zone', () => {
    expect(records.length).toBe(35_014);
    expect(records.filter((r) => r.type === 'ARM')).toHaveLength(45);
    expect(records.filter((r) => r.zone === 1)).toHaveLength(778);
    expect(loadMs).toBeLessThan(1500); // < 300 ms sur une machine au repos (voir le bench)
  });

  it('résout les grandes villes', () => {
    expect(resolveByPostalCode(index, '75015')).toMatchObject({
      kind: 'ok',
      zone: 1,
      commune: { insee: '75056' },
    });
    expect(resolveByPostalCode(index, '13008')).toMatchObject({
      kind: 'ok',
      zone: 2,
      commune: { insee: '13055' },
    });
    expect(resolveByPostalCode(index, '69007')).toMatchObject({
      kind: 'ok',
      zone: 2,
      commune: { insee: '69123' },
    });
    expect(resolveByPostalCode(index, '38000')).toMatchObject({ kind: 'ok', commune: { insee: '38185' } });
    expect(resolveByInsee(index, '13201')).toMatchObject({ kind: 'ok', zone: 2 });
    expect(resolveByInsee(index, '77316')).toMatchObject({ kind: 'ok', zone: 1 });
  });

  it('signale les codes postaux à cheval sur plusieurs zones', () => {
    const codes = [...index.byPostalCode.keys()];
    const ambigus = codes.filter((cp) => resolveByPostalCode(index, cp).kind === 'ambiguous');
    // 305 codes à cheval selon l'oracle, dont 55000 (Culey, sans zone) ici résolu en zone 3.
    expect(ambigus.length).toBe(304);
    expect(resolveByPostalCode(index, '01170')).toMatchObject({
      kind: 'ambiguous',
      zones: [2, 3],
      defaultCommune: { name: 'Gex' },
    });
    expect(resolveByPostalCode(index, '31460')).toMatchObject({ kind: 'ok', commune: { insee: '31106' } });
    expect(resolveByPostalCode(index, '55000')).toMatchObject({ kind: 'ok', zone: 3 });
  });

  it('résout chaque commune des départements d’outre-mer en zone 2, avec le barème d’outre-mer', () => {
    const dom = records.filter((r) => ['971', '972', '973', '974', '976'].includes(r.department));
    expect(dom).toHaveLength(129);
    for (const r of dom) {
      expect(resolveByInsee(index, r.insee)).toMatchObject({ kind: 'ok', zone: 2, overseas: true });
      for (const cp of r.postalCodes) {
        expect(resolveByPostalCode(index, cp)).toMatchObject({ kind: 'ok', zone: 2, overseas: true });
      }
    }
    // Même commune que les cas de référence (la plus peuplée du code postal).
    expect(resolveByPostalCode(index, '97136')).toMatchObject({ commune: { insee: '97130' } });
    expect(resolveByPostalCode(index, '97250')).toMatchObject({ commune: { insee: '97225' } });
  });

  it('refuse les collectivités d’outre-mer et les codes inconnus', () => {
    for (const cp of ['97133', '97150', '97500', '98800', '98714']) {
      expect(resolveByPostalCode(index, cp)).toMatchObject({ kind: 'error', code: 'HORS_CHAMP' });
    }
    expect(resolveByPostalCode(index, '00000')).toMatchObject({ kind: 'error', code: 'CODE_POSTAL_INCONNU' });
  });
});
