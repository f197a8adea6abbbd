import { describe, expect, it } from 'vitest';
import { baremes } from '../index.ts';
import { brouillon, valeursAu } from './brouillon.ts';
import { memesValeurs } from './valeurs.ts';

const plafonds2025 = baremes.loyersPlafonds.versions.at(-1)?.valeur;
if (!plafonds2025) throw new Error('loyers plafonds absents');
const zone2 = { ...plafonds2025[2], personneSeule: 300 };
const nouveauxPlafonds = { ...plafonds2025, 2: zone2 };

describe('valeursAu', () => {
  it('donne pour chaque série la valeur en vigueur à la date', () => {
    const v = valeursAu(baremes, '2025-11-01');
    expect(v.loyersPlafonds?.[2].personneSeule).toBe(290.34);
    expect(v.participationMinimale?.minimum).toBe(39.56);
    expect(v.abattementR0?.isole).toBe(5235);
    expect(Object.keys(v)).toEqual(Object.keys(baremes));
  });

  it("omet les séries qui n'ont pas de version à la date (outre-mer avant octobre 2023)", () => {
    const v = valeursAu(baremes, '2021-03-01');
    expect(v.loyersPlafonds?.[2].personneSeule).toBe(258.69);
    expect(v.forfaitChargesOutreMer).toBeUndefined();
    expect('equivalenceLoyerFoyer' in v).toBe(false);
  });
});

describe('brouillon', () => {
  it('ajoute une version datée aux seules séries modifiées', () => {
    const r = brouillon(baremes, '2026-10-01', {
      loyersPlafonds: nouveauxPlafonds,
      crds: 0.005, // inchangée : pas de nouvelle ligne
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.modifiees).toEqual(['loyersPlafonds']);
    const versions = r.baremes.loyersPlafonds.versions;
    expect(versions).toHaveLength(baremes.loyersPlafonds.versions.length + 1);
    expect(versions.at(-1)).toEqual({ depuis: '2026-10-01', valeur: nouveauxPlafonds });
    expect(r.baremes.loyersPlafonds.revalorisation).toBe('10-01');
    expect(r.baremes.crds).toBe(baremes.crds);
    expect(r.baremes.forfaitCharges).toBe(baremes.forfaitCharges);
    // La version précédente n'est pas touchée.
    expect(baremes.loyersPlafonds.versions.at(-1)?.depuis).toBe('2025-10-01');
  });

  it("refuse une date d'effet antérieure ou égale à la dernière version d'une série modifiée", () => {
    for (const date of ['2025-10-01', '2024-12-01']) {
      const r = brouillon(baremes, date, { loyersPlafonds: nouveauxPlafonds });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.errors).toEqual([
          {
            field: 'loyersPlafonds',
            message: `La date d'effet (${date}) doit être postérieure à la dernière version de la série (2025-10-01)`,
          },
        ]);
      }
    }
  });

  it('refuse une date invalide et une série inconnue', () => {
    const invalide = brouillon(baremes, '2026-02-30', { loyersPlafonds: nouveauxPlafonds });
    expect(!invalide.ok && invalide.errors[0]?.field).toBe('date');
    const inconnue = brouillon(baremes, '2026-10-01', { plafondInconnu: 1 } as never);
    expect(!inconnue.ok && inconnue.errors).toEqual([
      { field: 'plafondInconnu', message: 'Série inconnue : plafondInconnu' },
    ]);
  });

  it('rend les valeurs pré-remplies, inchangées, sans aucune nouvelle version', () => {
    const r = brouillon(baremes, '2026-10-01', valeursAu(baremes, '2026-10-01'));
    expect(r.ok && r.modifiees).toEqual([]);
    expect(r.ok && memesValeurs(r.baremes, baremes)).toBe(true);
  });
});
