import { describe, expect, it } from 'vitest';
import { f32 } from './float32.ts';
import { baremesDuMois } from './parameters/index.ts';
import {
  abattementR0,
  abattementR0OutreMer,
  loyerReference,
  rapportLoyer,
  tauxFamille,
  tauxFamilleOutreMer,
  tauxLoyer,
} from './taux-participation.ts';

const p = baremesDuMois('2025-10')?.valeurs;
if (!p) throw new Error('barèmes absents');

describe('R0, TF, LR et TL (arrêté art. 14 et 15)', () => {
  it('lisent le barème par composition, au-delà de 6 personnes à charge compris', () => {
    expect(abattementR0(p.abattementR0, { couple: false, personnesACharge: 0 })).toBe(5235);
    expect(abattementR0(p.abattementR0, { couple: true, personnesACharge: 0 })).toBe(7501);
    expect(abattementR0(p.abattementR0, { couple: true, personnesACharge: 8 })).toBe(10_554 + 2 * 346);
    expect(tauxFamille(p.tauxFamille, { couple: false, personnesACharge: 0 })).toBe(f32(0.0283));
    expect(tauxFamille(p.tauxFamille, { couple: false, personnesACharge: 6 })).toBe(f32(0.0173));
    expect(tauxFamille(p.tauxFamille, { couple: false, personnesACharge: 7 })).toBe(f32(0.0173 - 0.0006));
  });

  it('prend le loyer de référence en zone 2 sans coefficient', () => {
    expect(loyerReference(p.loyersPlafonds[2], { couple: false, personnesACharge: 0 })).toBe(290.34);
    expect(loyerReference(p.loyersPlafonds[2], { couple: false, personnesACharge: 2 })).toBe(399.89 + 58.21);
  });

  it('calcule TL par tranches de RL', () => {
    expect(tauxLoyer(0.4, p.tauxLoyer)).toBe(0);
    expect(tauxLoyer(0.6, p.tauxLoyer)).toBe(f32(0.0045 * (0.6 - 0.45)));
    expect(tauxLoyer(1, p.tauxLoyer)).toBe(f32(0.00305));
    expect(tauxLoyer(rapportLoyer(f32(217.76), 290.34), p.tauxLoyer)).toBeCloseTo(0.00135, 6);
  });
});

describe('outre-mer (arrêté du 27/09/2019, art. 46)', () => {
  const v = baremesDuMois('2025-10')?.valeurs;
  if (!v?.tauxFamilleOutreMer || !v.abattementR0OutreMer) throw new Error('barèmes absents');
  const tf = v.tauxFamilleOutreMer;

  it('taux famille propre, jusqu’à sept personnes à charge puis −0,06 point par personne', () => {
    expect(tauxFamilleOutreMer(tf, { couple: false, personnesACharge: 0 })).toBe(Math.fround(0.0281));
    expect(tauxFamilleOutreMer(tf, { couple: true, personnesACharge: 0 })).toBe(Math.fround(0.0299));
    expect(tauxFamilleOutreMer(tf, { couple: true, personnesACharge: 6 })).toBe(Math.fround(0.0162));
    expect(tauxFamilleOutreMer(tf, { couple: true, personnesACharge: 7 })).toBe(Math.fround(0.0167));
    expect(tauxFamilleOutreMer(tf, { couple: true, personnesACharge: 9 })).toBe(Math.fround(0.0167 - 0.0012));
  });

  it('R0 propre à un ménage ayant une personne à charge, celui de l’article 15 sinon', () => {
    const om = v.abattementR0OutreMer as { unePac: number };
    expect(abattementR0OutreMer(v.abattementR0, om, { couple: false, personnesACharge: 1 })).toBe(8656);
    expect(abattementR0OutreMer(v.abattementR0, om, { couple: false, personnesACharge: 2 })).toBe(9148);
  });
});
