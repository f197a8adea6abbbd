import { describe, expect, it } from 'vitest';
import { baremesDuMois } from './parameters/index.ts';
import { chargesFoyer, evaluerResidence, type SituationResidence } from './residence.ts';

const p = baremesDuMois('2025-12')?.valeurs;
const charges = p?.forfaitChargesFoyer;
if (!p?.equivalenceLoyerFoyer || !p.equivalenceLoyerAl || !charges) throw new Error('barèmes absents');

const etudiant: SituationResidence = {
  crous: true,
  apl: true,
  redevance: 478,
  chambre: false,
  rehabilitee: true,
  age: 19,
  foyer: { couple: false, personnesACharge: 0 },
  R: 6600,
  plafondsE: p.equivalenceLoyerFoyer[2],
  equivalencesAl: p.equivalenceLoyerAl,
  forfaitCharges: charges,
};

describe('aide en logement-foyer ou en résidence CROUS', () => {
  it('APL : chaîne de la référence pour `montant`, texte pour `montantFinal` (dev-crous-001)', () => {
    const r = evaluerResidence(etudiant, p);
    expect(r.montant).toBeCloseTo(253.44, 2);
    expect(r.montantFinal).toBe(250);
    expect(r.inter).toMatchObject({ forfaitCharges: 0, coefficientDegressivite: 1, seuilVersement: 10 });
    expect(r.inter.loyerRetenu).toBe(Math.fround(456.15));
  });

  it('AL : équivalence de loyer et forfait de charges, aide limitée à la redevance', () => {
    const al = evaluerResidence({ ...etudiant, apl: false, redevance: 50 }, p);
    expect(al.inter.loyerRetenu).toBe(Math.fround(190.13));
    expect(al.inter.forfaitCharges).toBe(Math.fround(60.59));
    expect(al.inter.residence?.plafonneeALaRedevance).toBe(true);
    expect(al.inter.aideBrute).toBe(50);
    expect(chargesFoyer(charges, { couple: true, personnesACharge: 2 })).toBe(Math.fround(60.59 + 2 * 13.74));
  });
});
