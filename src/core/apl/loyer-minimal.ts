/**
 * Équivalence de loyer et de charges minimale E0 (APL) et loyer minimal L0 (AL) d'un logement-foyer
 * (variables OpenFisca `aides_logement_loyer_minimal_apl`, `aides_logement_loyer_minimal_al`).
 *
 * Des pourcentages s'appliquent à des tranches de ressources dont les limites sont multipliées par le
 * nombre de parts N, dans la limite des ressources R ; on y ajoute un forfait (multiplié par N pour l'APL),
 * et le total est divisé par douze (CCH D. 832-26 ; arrêté du 27/09/2019, art. 31). Appliquer les tranches
 * de base à R / N puis multiplier par N revient au même : c'est ce que fait OpenFisca (barème en double
 * précision, ressources par part et résultat stockés en float32).
 */
import { f32 } from './float32.ts';
import type { Tranche } from './parameters/types.ts';

export type ParametresLoyerMinimal = {
  readonly apl: { readonly tranches: ReadonlyArray<Tranche>; readonly forfaitParPart: number };
  readonly al: { readonly tranches: ReadonlyArray<Tranche>; readonly forfait: number };
};

/** Facteur appliqué aux seuils par OpenFisca-Core pour éviter 0 × ∞ (1 + epsilon machine). */
const FACTEUR_SEUILS = 1 + Number.EPSILON;

/** Barème à taux marginaux : somme des taux appliqués à chaque tranche de `base` (double précision). */
export function baremeMarginal(base: number, tranches: ReadonlyArray<Tranche>): number {
  let total = 0;
  for (let i = 0; i < tranches.length; i++) {
    const t = tranches[i] as Tranche;
    const bas = t.seuil * FACTEUR_SEUILS;
    const suivante = tranches[i + 1];
    const haut = suivante ? suivante.seuil * FACTEUR_SEUILS : Number.POSITIVE_INFINITY;
    total += t.taux * Math.max(Math.min(base, haut) - bas, 0);
  }
  return total;
}

/** E0 (APL) ou L0 (AL), mensuel. */
export function loyerMinimal(apl: boolean, R: number, N: number, p: ParametresLoyerMinimal): number {
  const parPart = f32(R / N);
  if (apl) {
    const forfait = f32(f32(p.apl.forfaitParPart) * N);
    return f32((baremeMarginal(parPart, p.apl.tranches) * N + forfait) / 12);
  }
  return f32((baremeMarginal(parPart, p.al.tranches) * N + p.al.forfait) / 12);
}
