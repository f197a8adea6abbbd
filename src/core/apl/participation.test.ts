import { describe, expect, it } from 'vitest';
import { f32 } from './float32.ts';
import { participationMinimale, participationPersonnelle } from './participation.ts';

const p0 = { taux: 0.085, minimum: 39.56 };

describe('participation (arrêté art. 13, CCH D. 823-17)', () => {
  it('P0 est le plus grand de 8,5 % de L + C et du minimum', () => {
    expect(participationMinimale(f32(290.34), f32(60.59), p0)).toBe(f32(39.56));
    expect(participationMinimale(f32(395.77), f32(73.57), p0)).toBe(f32(f32(0.085) * f32(395.77 + 73.57)));
  });

  it('Pp = P0 + (TF + TL) × max(0, R − R0), en float32 (exemple A de FORMULA.md)', () => {
    expect(participationPersonnelle(f32(39.56), f32(0.0283), f32(0.00305), 8600, 5235)).toBe(f32(145.05275));
    expect(participationPersonnelle(f32(39.56), f32(0.0283), f32(0.00305), 4000, 5235)).toBe(f32(39.56));
  });
});
