import { describe, expect, it } from 'vitest';
import { revenuPatrimoine } from './patrimoine.ts';

const p = { seuil: 30_000, tauxCapitaux: 0.03 };

describe('revenu forfaitaire de l’épargne', () => {
  it('ne compte rien jusqu’à 30 000 € compris, 3 % de tout le capital au-delà', () => {
    expect(revenuPatrimoine(0, p)).toBe(0);
    expect(revenuPatrimoine(30_000, p)).toBe(0);
    // Calcul en float32, comme le moteur de référence (900,03 et 2 082,3899 à quatre décimales).
    expect(revenuPatrimoine(30_001, p)).toBe(Math.fround(Math.fround(30_001) * Math.fround(0.03)));
    expect(revenuPatrimoine(30_001, p)).toBeCloseTo(900.03, 4);
    expect(revenuPatrimoine(69_413, p)).toBeCloseTo(2082.3899, 4);
  });
});
