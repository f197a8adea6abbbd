import { describe, expect, it } from 'vitest';
import { f32 } from './float32.ts';
import { loyerPlafond, loyerRetenu, plafondDeBase } from './loyer-plafond.ts';
import { baremesDuMois } from './parameters/index.ts';

const p = baremesDuMois('2025-10')?.valeurs;
if (!p) throw new Error('barèmes 2025-10 absents');
const z2 = p.loyersPlafonds[2];
const coefs = p.coefficientsPlafond;
const seul = { couple: false, personnesACharge: 0 };
const couple = { couple: true, personnesACharge: 0 };
const sans = { colocation: false, chambre: false };

describe('loyer plafond (arrêté art. 7, 8, 16)', () => {
  it('suit la composition du foyer', () => {
    expect(loyerPlafond(z2, coefs, seul, sans)).toBe(f32(290.34));
    expect(loyerPlafond(z2, coefs, couple, sans)).toBe(f32(355.38));
    expect(loyerPlafond(z2, coefs, { couple: false, personnesACharge: 1 }, sans)).toBe(f32(399.89));
    expect(loyerPlafond(z2, coefs, { couple: true, personnesACharge: 3 }, sans)).toBe(
      f32(399.89 + 2 * 58.21),
    );
  });

  it('applique 75 % en colocation, arrondi une fois au centime', () => {
    expect(loyerPlafond(z2, coefs, seul, { colocation: true, chambre: false })).toBe(f32(217.76));
    const oct23 = baremesDuMois('2023-10')?.valeurs;
    // 340,62 × 0,75 = 255,465 en décimal, 255,46 en binaire (l'arrêté publie 255,47).
    expect(
      oct23 && loyerPlafond(oct23.loyersPlafonds[2], coefs, couple, { colocation: true, chambre: false }),
    ).toBe(f32(255.46));
  });

  it('donne à une chambre le plafond d’une personne seule à 90 %, quel que soit le foyer', () => {
    expect(plafondDeBase(z2, { couple: true, personnesACharge: 2 }, true)).toBe(290.34);
    expect(
      loyerPlafond(z2, coefs, { couple: true, personnesACharge: 2 }, { colocation: false, chambre: true }),
    ).toBe(f32(261.31));
    expect(loyerPlafond(z2, coefs, seul, { colocation: true, chambre: true })).toBe(f32(195.98));
    expect(
      loyerPlafond(z2, coefs, seul, { colocation: false, chambre: true, personneAgeeOuHandicapee: true }),
    ).toBe(f32(217.76));
  });

  it('retient le plus petit du loyer réel et du plafond', () => {
    expect(loyerRetenu(450, f32(290.34))).toBe(f32(290.34));
    expect(loyerRetenu(250, f32(290.34))).toBe(250);
  });
});
