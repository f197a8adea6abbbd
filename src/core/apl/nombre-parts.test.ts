import { describe, expect, it } from 'vitest';
import { nombreParts } from './nombre-parts.ts';
import { baremesDuMois } from './parameters/index.ts';

const parts = baremesDuMois('2025-10')?.valeurs.nombreParts;
if (!parts) throw new Error('barèmes absents');

describe('nombre de parts N', () => {
  it('suit le barème de l’APL et celui de l’AL (CCH D. 832-25)', () => {
    expect(nombreParts(parts.apl, { couple: false, personnesACharge: 0 })).toBe(Math.fround(1.4));
    expect(nombreParts(parts.apl, { couple: true, personnesACharge: 0 })).toBe(Math.fround(1.8));
    expect(nombreParts(parts.al, { couple: false, personnesACharge: 0 })).toBe(Math.fround(1.2));
    expect(nombreParts(parts.al, { couple: true, personnesACharge: 0 })).toBe(Math.fround(1.5));
    expect(nombreParts(parts.al, { couple: false, personnesACharge: 3 })).toBe(Math.fround(3.7));
  });

  it('ajoute 0,5 part par personne à charge au-delà de quatre', () => {
    expect(nombreParts(parts.apl, { couple: true, personnesACharge: 4 })).toBe(Math.fround(4.3));
    expect(nombreParts(parts.apl, { couple: true, personnesACharge: 6 })).toBe(Math.fround(5.3));
  });
});
