import { describe, expect, it } from 'vitest';
import { centimes, f32, rint, round2, round2f32, sommeMensuelleF32 } from './float32.ts';

describe('arithmétique OpenFisca', () => {
  it('arrondit au pair le plus proche (numpy.rint)', () => {
    expect(rint(450.5)).toBe(450);
    expect(rint(451.5)).toBe(452);
    expect(rint(466.6666)).toBe(467);
    expect(rint(-2.5)).toBe(-2);
    expect(rint(2.4999)).toBe(2);
  });

  it('arrondit au centime en double et en simple précision', () => {
    expect(round2(340.62 * 0.75)).toBe(255.46);
    expect(round2(1.005)).toBe(1);
    expect(round2f32(f32(200.88 - 1.0044))).toBe(f32(199.88));
  });

  it('additionne les mois en float32 comme options=[ADD]', () => {
    expect(sommeMensuelleF32(583.33, 12)).toBe(f32(6999.960449));
    expect(sommeMensuelleF32(1000, 12)).toBe(12000);
  });

  it('nettoie un montant float32 pour l’affichage', () => {
    expect(centimes(f32(199.88))).toBe(199.88);
  });
});
