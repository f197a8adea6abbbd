import { describe, expect, it } from 'vitest';
import { f32 } from './float32.ts';
import { forfaitCharges } from './forfait-charges.ts';
import { baremesDuMois } from './parameters/index.ts';

const fc = baremesDuMois('2025-10')?.valeurs.forfaitCharges;
if (!fc) throw new Error('barèmes absents');

describe('forfait de charges (arrêté art. 9 et 16)', () => {
  it('ne dépend que du foyer et de la colocation', () => {
    expect(forfaitCharges(fc, { couple: false, personnesACharge: 0 }, false)).toBe(f32(60.59));
    expect(forfaitCharges(fc, { couple: true, personnesACharge: 0 }, false)).toBe(f32(60.59));
    expect(forfaitCharges(fc, { couple: true, personnesACharge: 2 }, false)).toBe(f32(60.59 + 2 * 13.74));
  });

  it('réduit le forfait de l’isolé en colocation', () => {
    expect(forfaitCharges(fc, { couple: false, personnesACharge: 0 }, true)).toBe(f32(30.29));
    expect(forfaitCharges(fc, { couple: true, personnesACharge: 0 }, true)).toBe(f32(60.59));
    expect(forfaitCharges(fc, { couple: false, personnesACharge: 1 }, true)).toBe(f32(30.29 + 13.74));
  });
});
