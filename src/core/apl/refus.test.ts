import { describe, expect, it } from 'vitest';
import { computeAid } from './explained.ts';
import type { EntreeMoteur } from './types.ts';

const hlm: EntreeMoteur = {
  zone: 2,
  rent: 100,
  furnished: false,
  chambre: false,
  colocation: false,
  conventionne: true,
  birthDate: '2004-05-10',
  status: 'student',
  boursier: false,
  livingAlone: true,
  children: 0,
  income: 0,
};

const motif = (e: Partial<EntreeMoteur>) => {
  const r = computeAid({ ...hlm, ...e }, '2025-11');
  if (!r.ok) throw new Error('échec');
  return r.result;
};

describe('motifs de refus', () => {
  it('APL absorbée par la réduction de loyer de solidarité', () => {
    const r = motif({});
    expect(r.intermediaires.aideBrute).toBeGreaterThan(0);
    expect(r.refusCode).toBe('ABSORBEE_PAR_RLS');
    expect(r.refusReason).toContain('réduction de loyer de solidarité');
    // The APL loses 98 % of the reduction (CCH D. 823-16), not « as much ».
    expect(r.refusReason).toContain('98\u00a0% de cette baisse');
    expect(r.refusReason).not.toContain("d'autant");
  });

  it('APL qui ne dépasse pas la minoration forfaitaire', () => {
    const r = motif({ rent: 78 });
    expect(r.intermediaires.aideAvantSeuil).toBeGreaterThan(0);
    expect(r.intermediaires.aideBrute).toBe(0);
    expect(r.refusCode).toBe('SOUS_SEUIL_VERSEMENT');
    expect(r.refusReason).toContain('minoration forfaitaire de 5');
  });

  it('allocation de logement sous 10 € dès l’aide avant seuil (OpenFisca l’annule)', () => {
    const r = motif({ conventionne: false, rent: 80 });
    expect(r.intermediaires.aideAvantSeuil).toBeGreaterThan(0);
    expect(r.intermediaires.aideAvantSeuil).toBeLessThan(10);
    expect(r.montant).toBe(0);
    expect(r.refusCode).toBe('SOUS_SEUIL_VERSEMENT');
  });

  it('dégressivité qui ne laisse rien, ou moins que le seuil de versement', () => {
    // Plafond de suppression : 900,05 € en zone 2 pour une personne seule.
    for (const [rent, reste] of [
      [899, 'il n’en reste rien'],
      [895, 'sous le seuil de 10'],
    ] as const) {
      const r = motif({ conventionne: false, rent });
      expect(r.intermediaires.coefficientDegressivite).toBeGreaterThan(0);
      expect(r.intermediaires.coefficientDegressivite).toBeLessThan(1);
      expect(r.refusCode).toBe('LOYER_TROP_ELEVE');
      expect(r.refusReason).toContain('diminue quand le loyer augmente');
      expect(r.refusReason?.replaceAll("'", '’')).toContain(reste);
    }
  });
});
