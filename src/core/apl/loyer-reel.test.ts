import { describe, expect, it } from 'vitest';
import { loyerReel } from './loyer-reel.ts';

const deuxTiers = 2 / 3;
const logement = (meuble: boolean, conventionne = false, chambre = false) => ({
  meuble,
  conventionne,
  chambre,
});

describe('loyer réel', () => {
  it('arrondit le loyer à l’euro, demi au pair', () => {
    expect(loyerReel(450.5, logement(false), deuxTiers)).toBe(450);
    expect(loyerReel(451.5, logement(false), deuxTiers)).toBe(452);
    expect(loyerReel(450.49, logement(false), deuxTiers)).toBe(450);
  });

  it('retient les deux tiers d’un meublé pour l’allocation de logement', () => {
    expect(loyerReel(700, logement(true), deuxTiers)).toBe(467);
    expect(loyerReel(450, logement(true), deuxTiers)).toBe(300);
  });

  it('en APL, seulement pour une chambre meublée', () => {
    expect(loyerReel(700, logement(true, true), deuxTiers)).toBe(700);
    expect(loyerReel(600, logement(true, true, true), deuxTiers)).toBe(400);
    expect(loyerReel(600, logement(false, true, true), deuxTiers)).toBe(600);
  });
});
