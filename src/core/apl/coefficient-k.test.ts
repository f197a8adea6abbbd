import { describe, expect, it } from 'vitest';
import { coefficientK, coefficientKArrondi, coefficientKBrut } from './coefficient-k.ts';
import { baremesDuMois } from './parameters/index.ts';

const p = baremesDuMois('2025-10')?.valeurs.coefficientPriseEnCharge;
if (!p) throw new Error('barèmes absents');
const N14 = Math.fround(1.4);
const N12 = Math.fround(1.2);

describe('coefficient de prise en charge K', () => {
  it('APL : 0,95 − (R − r × N) / (cm × N), en float32 comme la référence', () => {
    // Étudiant en résidence CROUS conventionnée, forfait de 6 600 € : 0,6889 pour la référence.
    expect(coefficientK(true, 6600, N14, p)).toBeCloseTo(0.6889, 4);
    expect(coefficientK(true, 13_100, N14, p)).toBeCloseTo(0.3422, 4);
  });

  it('AL : 0,90 − R / (cm × N)', () => {
    expect(coefficientK(false, 6600, N12, p)).toBeCloseTo(0.6432, 4);
    expect(coefficientK(false, 0, N12, p)).toBe(Math.fround(0.9));
  });

  it('plafonne K à 0,95 pour l’APL quand R < r × N (CCH D. 832-25, 1° a), ce que la référence ne fait pas', () => {
    expect(coefficientKBrut(true, 0, N14, p)).toBeGreaterThan(1);
    expect(coefficientK(true, 0, N14, p)).toBe(Math.fround(0.95));
  });

  it('arrondit K à deux décimales par défaut pour le montant versé', () => {
    expect(coefficientKArrondi(true, 6600, 1.4, p, 0.01)).toBe(0.68);
    expect(coefficientKArrondi(true, 0, 1.4, p, 0.01)).toBe(0.95);
    expect(coefficientKArrondi(false, 6600, 1.2, p, 0.01)).toBe(0.64);
    expect(coefficientKArrondi(false, 0, 1.2, p, 0.01)).toBe(0.9);
  });
});
