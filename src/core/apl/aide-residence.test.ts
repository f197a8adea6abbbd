import { describe, expect, it } from 'vitest';
import { abattementDepenseNette, aideFormuleResidence, aideVerseeResidence } from './aide-residence.ts';

describe('aide en logement-foyer', () => {
  it('K × (L + C − L0), jamais négative, nulle sans loyer', () => {
    expect(aideFormuleResidence(Math.fround(0.6889), 456.15, 0, 79.15)).toBeCloseTo(
      0.6889 * (456.15 - 79.15),
      3,
    );
    expect(aideFormuleResidence(0.5, 100, 0, 200)).toBe(0);
    expect(aideFormuleResidence(0.5, 0, 60, 10)).toBe(0);
  });

  it('dépense nette minimale : l’aide est abattue de ce qui manque', () => {
    expect(abattementDepenseNette(100, 84.95, 26.68)).toBeCloseTo(11.63, 9);
    expect(abattementDepenseNette(300, 200, 26.68)).toBe(0);
  });

  it('montant versé selon le texte : minoration, dépense nette minimale, plafond de la redevance', () => {
    // APL, petite redevance : 0,95 × (100 − 5,32) = 89,95 ; − 5 € = 84,95 ; dépense nette 15,05 € < 26,68 €.
    expect(
      aideVerseeResidence({
        K: 0.95,
        depense: 100,
        minimale: 5.32,
        minoration: 5,
        depenseNetteMinimale: 26.68,
      }),
    ).toEqual({ aide: 89.95, apresMinoration: 84.95, abattementDepenseNette: 11.63, aideBrute: 73.32 });
    // AL : l'aide ne dépasse pas la redevance (CCH D. 842-15).
    const al = aideVerseeResidence({
      K: 0.9,
      depense: 250.72,
      minimale: 6.36,
      minoration: 5,
      depenseNetteMinimale: 15,
      plafondRedevance: 150,
    });
    expect(al).toMatchObject({
      aide: 219.92,
      apresMinoration: 214.92,
      abattementDepenseNette: 0,
      aideBrute: 150,
    });
  });
});
