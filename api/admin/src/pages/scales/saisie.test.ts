import { describe, expect, it } from 'vitest';
import { avecSaisie, feuillesDe, horsDeBande, modifiee, nombre, type Saisie, saisieDe } from './saisie.ts';

const plafonds = {
  1: { personneSeule: 333.14, couple: 401.78 },
  2: { personneSeule: 290.34, couple: 355.38 },
};

describe('la saisie des barèmes', () => {
  it('lit les nombres à la française', () => {
    expect(nombre('1 234,5')).toBe(1234.5);
    expect(nombre('0.085')).toBe(0.085);
    expect(nombre('')).toBeNaN();
    expect(nombre('abc')).toBeNaN();
  });

  it('rend les valeurs dans leur forme, les nombres saisis à leur place', () => {
    const saisie: Saisie = {
      ...saisieDe({ loyersPlafonds: plafonds }),
      'loyersPlafonds.2.personneSeule': '293,24',
    };
    expect(saisie['loyersPlafonds.1.couple']).toBe('401,78');
    expect(avecSaisie(plafonds, saisie, 'loyersPlafonds')).toEqual({
      1: plafonds[1],
      2: { personneSeule: 293.24, couple: 355.38 },
    });
    const tranches = { tranches: [[0, { taux: 0.1 }]] };
    expect(avecSaisie(tranches, { 'e.tranches.0.1.taux': '0,2' }, 'e')).toEqual({
      tranches: [[0, { taux: 0.2 }]],
    });
  });

  it('dit ce qui change et ce qui sort de la bande de ± 10 %', () => {
    const [seule] = feuillesDe('loyersPlafonds', { 2: { personneSeule: 290.34 } });
    if (!seule) throw new Error('feuille absente');
    expect(seule.libelle).toBe('Zone 2 › Personne seule');
    expect(modifiee(seule, { [seule.chemin]: '290,34' })).toBe(false);
    expect(modifiee(seule, { [seule.chemin]: '293,24' })).toBe(true);
    expect(horsDeBande(seule, { [seule.chemin]: '293,24' })).toBe(false);
    expect(horsDeBande(seule, { [seule.chemin]: '350' })).toBe(true);
  });
});
