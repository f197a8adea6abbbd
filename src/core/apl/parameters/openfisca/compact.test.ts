import { describe, expect, it } from 'vitest';
import type { Baremes } from '../types.ts';
import { replier } from './compact.ts';

describe('replier', () => {
  it('écrit une fois une feuille constante, la liste des valeurs d’une feuille qui varie', () => {
    const series = {
      crds: { versions: [{ depuis: '2021-01-01', valeur: 0.005 }] },
      participationMinimale: {
        revalorisation: '10-01',
        versions: [
          { depuis: '2024-10-01', valeur: { taux: 0.085, minimum: 39.15 } },
          { depuis: '2025-10-01', valeur: { taux: 0.085, minimum: 39.56 } },
        ],
      },
    } as unknown as Baremes;
    expect(replier(series)).toEqual({
      crds: { d: ['2021-01-01'], v: 0.005 },
      participationMinimale: {
        r: '10-01',
        d: ['2024-10-01', '2025-10-01'],
        v: { taux: 0.085, minimum: [39.15, 39.56] },
      },
    });
  });
});
