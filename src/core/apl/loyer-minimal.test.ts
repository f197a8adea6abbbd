import { describe, expect, it } from 'vitest';
import { baremeMarginal, loyerMinimal } from './loyer-minimal.ts';
import { baremesDuMois } from './parameters/index.ts';

const p = baremesDuMois('2025-10')?.valeurs.equivalenceLoyerMinimale;
if (!p) throw new Error('barèmes absents');

describe('équivalence minimale E0 et loyer minimal L0', () => {
  it('applique les taux marginaux tranche par tranche', () => {
    const tranches = [
      { seuil: 0, taux: 0 },
      { seuil: 100, taux: 0.1 },
      { seuil: 300, taux: 0.5 },
    ];
    expect(baremeMarginal(50, tranches)).toBe(0);
    expect(baremeMarginal(200, tranches)).toBeCloseTo(10, 9);
    expect(baremeMarginal(400, tranches)).toBeCloseTo(70, 9);
  });

  it('APL : tranches par part, forfait par part, sur douze mois (valeurs de la référence)', () => {
    expect(loyerMinimal(true, 6600, Math.fround(1.4), p)).toBeCloseTo(79.1503, 4);
    expect(loyerMinimal(true, 13_100, Math.fround(1.4), p)).toBeCloseTo(304.7642, 4);
    // Sans ressources : le seul forfait, 45,57 € × 1,4 / 12.
    expect(loyerMinimal(true, 0, Math.fround(1.4), p)).toBeCloseTo((45.57 * 1.4) / 12, 4);
  });

  it('AL : forfait unique', () => {
    expect(loyerMinimal(false, 6600, Math.fround(1.2), p)).toBeCloseTo(100.0446, 4);
    expect(loyerMinimal(false, 0, Math.fround(1.2), p)).toBeCloseTo(76.32 / 12, 4);
  });
});
