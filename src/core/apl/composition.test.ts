import { describe, expect, it } from 'vitest';
import { libelleComposition, parComposition } from './composition.ts';

const bareme = {
  isole: 1,
  couple: 2,
  pac1: 3,
  pac2: 4,
  pac3: 5,
  pac4: 6,
  pac5: 7,
  pac6: 8,
  parPacAuDelaDe6: 10,
};

describe('composition du foyer', () => {
  it('lit la bonne case du barème', () => {
    expect(parComposition(bareme, { couple: false, personnesACharge: 0 })).toBe(1);
    expect(parComposition(bareme, { couple: true, personnesACharge: 0 })).toBe(2);
    expect(parComposition(bareme, { couple: true, personnesACharge: 1 })).toBe(3);
    expect(parComposition(bareme, { couple: false, personnesACharge: 6 })).toBe(8);
    expect(parComposition(bareme, { couple: false, personnesACharge: 9 })).toBe(38);
  });

  it('a un libellé français', () => {
    expect(libelleComposition({ couple: false, personnesACharge: 0 })).toBe('personne seule');
    expect(libelleComposition({ couple: true, personnesACharge: 0 })).toBe('couple sans personne à charge');
    expect(libelleComposition({ couple: true, personnesACharge: 2 })).toBe(
      'couple avec 2 personnes à charge',
    );
  });
});
