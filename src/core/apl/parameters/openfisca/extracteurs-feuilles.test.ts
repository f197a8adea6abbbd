import { describe, expect, it } from 'vitest';
import { EXTRACTEURS_FEUILLES, type Lecteur } from './extracteurs-feuilles.ts';

describe('séries lues dans les feuilles', () => {
  it('lisent chacune ses feuilles OpenFisca, et seulement des feuilles des aides au logement ou du RSA', () => {
    for (const ex of Object.values(EXTRACTEURS_FEUILLES)) {
      const lues: string[] = [];
      const l: Lecteur = {
        v: (c) => {
          lues.push(c);
          return 1;
        },
        tranches: (c) => {
          lues.push(c);
          return [{ seuil: 0, taux: 0 }];
        },
      };
      ex.valeur(l);
      expect(lues.length).toBeGreaterThan(0);
      for (const c of lues)
        expect(c).toMatch(/^prestations_sociales\.(aides_logement|solidarite_insertion)\./);
    }
    expect(EXTRACTEURS_FEUILLES.forfaitChargesFoyer?.revalorisation).toBe('10-01');
  });
});
