import { describe, expect, it } from 'vitest';
import { horsBande, problemesEcarts } from './ecarts.ts';

describe('bande plausible', () => {
  it('tolère ± 10 % de la valeur précédente, pas au-delà', () => {
    expect(horsBande(100, 110)).toBe(false);
    expect(horsBande(100, 90)).toBe(false);
    expect(horsBande(100, 110.01)).toBe(true);
    expect(horsBande(-0.0006, -0.0007)).toBe(true);
    expect(horsBande(0, 0)).toBe(false);
    expect(horsBande(0, 1)).toBe(true);
  });

  it('nomme la valeur hors bande, la valeur nouvelle et la baisse', () => {
    expect(problemesEcarts('s', { a: 50, b: [1] }, { a: 40, b: [1, 2] }, false)).toEqual([
      { field: 's.a', message: '40 au lieu de 50 (− 20 %) : écart de plus de 10 %, donner la raison' },
      { field: 's.b.1', message: 'Nouvelle valeur (2) sans équivalent : donner la raison' },
    ]);
    expect(problemesEcarts('s', { a: 50, b: [1] }, { a: 40, b: [1, 2] }, true)).toEqual([]);
    expect(problemesEcarts('s', 0.085, 0.085, false)).toEqual([]);
  });
});
