import { describe, expect, it } from 'vitest';
import { parseCrousRent } from './sources.ts';

describe('parseCrousRent (free text of the CNOUS file)', () => {
  it.each([
    ['Tarif * de 333 € à\u00a0537 € * Loyer toutes charges comprises', [333, 537]],
    ['Tarif *334 € * Loyer toutes charges comprises', [334, 334]],
    ['Tarifs * de 332 à\u00a0359 € * toutes charges comprises', [332, 359]],
    ['Loyer : 263 € en chambre et 411 € en studio', [263, 411]],
    ['LOYER MENSUEL :\u00a0246,30 € TTC', [246.3, 246.3]],
    [
      'Tarif au mois TCC*\n\n\nChambres\n240 €\n\n\nStudio\n333 €\n\n D’autres tarifs à la nuitée 12 €',
      [240, 333],
    ],
  ])('%j', (text, expected) => {
    expect(parseCrousRent(text)).toEqual(expected);
  });

  it('ignores amounts that are not rents (wifi, surfaces) and texts without one', () => {
    expect(parseCrousRent('loyer (abonnement à wifirst 5.99€/mois)')).toBeNull();
    expect(parseCrousRent('Résidence proche du campus, 18 m²')).toBeNull();
  });
});
