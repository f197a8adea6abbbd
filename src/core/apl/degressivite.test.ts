import { describe, expect, it } from 'vitest';
import { aideDegressive, degressivite } from './degressivite.ts';
import { f32 } from './float32.ts';

const zone2 = { degressivite: 2.5, suppression: 3.1 };

describe('dégressivité (arrêté art. 10)', () => {
  it('ne touche pas un loyer sous le plafond de dégressivité', () => {
    expect(degressivite(725, f32(290.34), zone2).coefficient).toBe(1);
  });

  it('réduit proportionnellement puis supprime (exemple H de FORMULA.md)', () => {
    const d = degressivite(800, f32(290.34), zone2);
    expect(d.plafondDegressivite).toBe(725.85);
    expect(d.plafondSuppression).toBe(900.05);
    expect(d.coefficient).toBeCloseTo(0.57434, 5);
    expect(aideDegressive(f32(205.87724), d.coefficient)).toBe(118.24);
    expect(degressivite(901, f32(290.34), zone2).coefficient).toBe(0);
  });

  it('ne s’applique pas aux bénéficiaires de l’AAH ou de l’AEEH', () => {
    expect(degressivite(2000, f32(290.34), zone2, true).coefficient).toBe(1);
  });
});
