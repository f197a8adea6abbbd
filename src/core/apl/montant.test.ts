import { describe, expect, it } from 'vitest';
import { f32 } from './float32.ts';
import {
  aideApresSeuil,
  aideAvantSeuil,
  aideMinoree,
  crds,
  montantNet,
  montantVerse,
  seuilVersement,
} from './montant.ts';

describe('aide, seuil, minoration, CRDS, montant versé', () => {
  it('A = max(0, L + C − Pp)', () => {
    expect(aideAvantSeuil(f32(290.34), f32(60.59), f32(145.05275))).toBe(f32(205.87724));
    expect(aideAvantSeuil(f32(290.34), f32(60.59), f32(400))).toBe(0);
  });

  it('applique le seuil de 10 € de l’AL sur A (OpenFisca), aucun seuil en APL', () => {
    const seuils = { al: 10, apl: 0 };
    expect(aideApresSeuil(9.99, seuilVersement(seuils, false))).toBe(0);
    expect(aideApresSeuil(10, seuilVersement(seuils, false))).toBe(10);
    expect(aideApresSeuil(3, seuilVersement(seuils, true))).toBe(3);
  });

  it('retire la minoration puis la CRDS, au centime (exemple A : 199,88 €)', () => {
    const b = aideMinoree(205.88, 5);
    expect(b).toBe(f32(200.88));
    expect(crds(b, 0.005)).toBeCloseTo(1.0044, 6);
    expect(montantNet(b, 0.005)).toBe(f32(199.88));
    expect(aideMinoree(4.2, 5)).toBe(0);
  });

  it('verse l’aide nette arrondie à l’euro inférieur, rien sous 10 € avant CRDS', () => {
    expect(montantVerse(f32(200.88), f32(199.88), 10)).toBe(199);
    expect(montantVerse(f32(9.99), f32(9.94), 10)).toBe(0);
    expect(montantVerse(f32(10), f32(9.95), 10)).toBe(9);
    expect(montantVerse(f32(0.9), f32(0.9), 0)).toBe(0);
    expect(montantVerse(f32(201.01), 200, 10)).toBe(200);
    expect(montantVerse(0, 0, 0)).toBe(0);
  });
});
