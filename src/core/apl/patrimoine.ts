/**
 * Revenu forfaitaire du patrimoine (variable OpenFisca `aide_logement_base_ressources_patrimoine`).
 *
 * Quand la valeur du patrimoine dépasse 30 000 € (strictement), le patrimoine qui ne produit pas de revenu
 * imposable est réputé rapporter 3 % par an des capitaux ; ce revenu s'ajoute aux ressources annuelles avant
 * l'arrondi à la centaine (CCH L. 822-5, R. 822-22). Ici, le patrimoine est l'épargne déclarée (livret A et
 * placements semblables). Calcul en float32, comme OpenFisca.
 */
import { f32 } from './float32.ts';

export type ParametresPatrimoine = { readonly seuil: number; readonly tauxCapitaux: number };

/** Revenu annuel retenu pour une épargne de `epargne` euros (0 jusqu'au seuil compris). */
export function revenuPatrimoine(epargne: number, p: ParametresPatrimoine): number {
  return epargne > p.seuil ? f32(f32(epargne) * f32(p.tauxCapitaux)) : 0;
}
