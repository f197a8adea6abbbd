import { describe, expect, it } from 'vitest';
import { computeAidAmount } from '../../calculate.ts';
import type { EntreeMoteur } from '../../types.ts';
import { baremes } from '../index.ts';
import { impact } from './impact.ts';
import { brouillonRevalorisation } from './revalorisation.ts';

// Revalorisation fictive de + 1,00 % au 1er décembre 2026 (après le jour de ce test d'issue 27).
const r = brouillonRevalorisation(baremes, '2026-12-01', 1);
if (!r.ok) throw new Error(JSON.stringify(r.errors));
const apres = r.baremes;

/**
 * Étudiant seul, non boursier, sans revenu, en zone 2, dont le loyer (300 €) dépasse le plafond avant comme
 * après la revalorisation (290,34 € → 290,34 × 1,01 = 293,24 €) : le loyer retenu est le plafond.
 */
const etudiant: EntreeMoteur = {
  zone: 2,
  rent: 300,
  charges: 0,
  furnished: false,
  colocation: false,
  chambre: false,
  conventionne: false,
  birthDate: '2005-03-01',
  status: 'student',
  boursier: false,
  livingAlone: true,
  children: 0,
  income: 0,
};
const salarieZone1: EntreeMoteur = { ...etudiant, zone: 1, rent: 450, status: 'employee', income: 900 };
const cas = [
  { id: 'etudiant-zone-2', entree: etudiant },
  { id: 'salarie-zone-1', entree: salarieZone1 },
];

describe('impact', () => {
  it("ne change rien avant la date d'effet", () => {
    const lignes = impact(baremes, apres, cas, '2026-11');
    expect(lignes.map((l) => l.change)).toEqual([false, false]);
    expect(lignes[0]?.avant).toEqual(lignes[0]?.apres);
  });

  it('donne à un étudiant seul au plafond de zone 2 le gain que la formule donne', () => {
    // A = L + C − Pp, Pp = P0 + TP × (R − R0). Au plafond, RL = L / LR = 1 avant comme après : TL, TP et
    // R − R0 ne changent pas (R0 et le forfait étudiant sont revalorisés en janvier). Seuls changent
    // L : 290,34 → 293,24 (+ 2,90), C : 60,59 → 61,20 (+ 0,61), P0 = minimum (8,5 % × (L + C) < 39,56) :
    // 39,56 → 39,96 (+ 0,40) ; A gagne 2,90 + 0,61 − 0,40 = 3,11 €, 3,09 € nets de CRDS (0,5 %).
    const lignes = impact(baremes, apres, cas, '2026-12-01');
    expect(lignes.map((l) => l.change)).toEqual([true, true]);
    const [ligne] = lignes;
    if (!ligne || 'erreur' in ligne.avant || 'erreur' in ligne.apres) throw new Error('calcul impossible');
    expect(ligne.change).toBe(true);
    expect(Math.round((ligne.apres.montant - ligne.avant.montant) * 100) / 100).toBe(3.09);
    expect(ligne.apres.montantFinal - ligne.avant.montantFinal).toBe(3);
    const [avantR, apresR] = [
      computeAidAmount(etudiant, '2026-12'),
      computeAidAmount(etudiant, '2026-12', { baremes: apres }),
    ];
    if (!avantR.ok || !apresR.ok) throw new Error('calcul impossible');
    const i = [avantR.result.intermediaires, apresR.result.intermediaires];
    expect(i[0]?.loyerRetenu).toBeCloseTo(290.34, 4);
    expect(i[1]?.loyerRetenu).toBeCloseTo(293.24, 4);
    expect(Math.round(((i[1]?.aideAvantSeuil ?? 0) - (i[0]?.aideAvantSeuil ?? 0)) * 100) / 100).toBe(3.11);
  });

  it("dit l'échec d'un calcul hors des périodes couvertes", () => {
    const [ligne] = impact(baremes, apres, cas, '2022-01');
    expect(ligne).toEqual({
      id: 'etudiant-zone-2',
      avant: { erreur: 'BAREME_INACTIF' },
      apres: { erreur: 'BAREME_INACTIF' },
      change: false,
    });
  });
});
