import { describe, expect, it } from 'vitest';
import { categorieAl, equivalenceAl, equivalenceApl, plafondEquivalenceApl } from './equivalence-loyer.ts';
import { baremesDuMois } from './parameters/index.ts';

const v = baremesDuMois('2025-10')?.valeurs;
if (!v?.equivalenceLoyerFoyer || !v.equivalenceLoyerAl) throw new Error('barèmes absents');
const E2 = v.equivalenceLoyerFoyer[2];
const eqAl = v.equivalenceLoyerAl;

describe('loyer pris en compte en logement-foyer', () => {
  it('APL : la redevance dans la limite du plafond de la zone et du foyer', () => {
    const plafond = plafondEquivalenceApl(E2, { couple: false, personnesACharge: 0 });
    expect(plafond).toBe(Math.fround(456.15));
    expect(equivalenceApl(478, plafond)).toBe(plafond);
    expect(equivalenceApl(365, plafond)).toBe(365);
  });

  it('APL : au-delà de quatre personnes à charge, le plafond de quatre plus la majoration (arrêté art. 27)', () => {
    expect(plafondEquivalenceApl(E2, { couple: true, personnesACharge: 5 })).toBe(
      Math.fround(689.89 + 71.91),
    );
  });

  it('AL : équivalence fixée par catégorie de résident', () => {
    const base = { crous: true, chambre: true, rehabilitee: false, age: 22, agePersonneAgee: 62 };
    expect(categorieAl(base)).toBe('etudiantChambre');
    expect(categorieAl({ ...base, rehabilitee: true })).toBe('etudiantChambreRehabilitee');
    expect(categorieAl({ ...base, chambre: false })).toBe('etudiantChambreRehabilitee');
    expect(categorieAl({ ...base, crous: false })).toBe('autre');
    expect(categorieAl({ ...base, age: 62 })).toBe('personneAgee');
    expect(equivalenceAl(eqAl, 'etudiantChambre', false)).toBe(Math.fround(94.04));
    expect(equivalenceAl(eqAl, 'personneAgee', true)).toBe(Math.fround(358.47));
    expect(equivalenceAl(eqAl, 'autre', false)).toBe(Math.fround(190.13));
  });
});
