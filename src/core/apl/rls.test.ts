import { describe, expect, it } from 'vitest';
import { f32 } from './float32.ts';
import { baremesDuMois } from './parameters/index.ts';
import { aideApresRls, montantRls, reductionLoyerSolidarite } from './rls.ts';

const p = baremesDuMois('2025-10')?.valeurs;
if (!p) throw new Error('barèmes absents');
const seul = { couple: false, personnesACharge: 0 };

describe('réduction de loyer de solidarité', () => {
  it('ne concerne que les logements conventionnés sous le plafond de ressources', () => {
    const hlm = reductionLoyerSolidarite(true, 8600, seul, p.rlsPlafonds[2], p.rlsMontants[2], p.rlsFraction);
    expect(hlm).toMatchObject({ eligible: true, montant: f32(34.83), plafondRessources: 895 });
    expect(hlm.deduction).toBe(f32(f32(34.83) * f32(0.98)));
    expect(
      reductionLoyerSolidarite(false, 8600, seul, p.rlsPlafonds[2], p.rlsMontants[2], p.rlsFraction).montant,
    ).toBe(0);
    // 12 × 895 = 10 740 : R / 12 doit être strictement sous le plafond.
    expect(
      reductionLoyerSolidarite(true, 10_800, seul, p.rlsPlafonds[2], p.rlsMontants[2], p.rlsFraction)
        .eligible,
    ).toBe(false);
    expect(
      reductionLoyerSolidarite(true, 10_700, seul, p.rlsPlafonds[2], p.rlsMontants[2], p.rlsFraction)
        .eligible,
    ).toBe(true);
  });

  it('compte chaque personne à charge au-delà de la première', () => {
    expect(montantRls(p.rlsMontants[1], { couple: true, personnesACharge: 3 })).toBe(f32(54.14 + 2 * 7.75));
  });

  it('ne rend jamais l’aide négative', () => {
    const rls = reductionLoyerSolidarite(true, 0, seul, p.rlsPlafonds[2], p.rlsMontants[2], p.rlsFraction);
    expect(aideApresRls(f32(10), rls)).toBe(0);
  });
});
