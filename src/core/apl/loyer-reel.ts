/**
 * Étape 1 — Loyer réel (variable OpenFisca `aide_logement_loyer_reel`).
 *
 * Pour l'allocation de logement (logement non conventionné), le loyer d'un logement meublé n'est retenu
 * qu'aux deux tiers (CCH D. 842-2) ; pour l'APL (logement conventionné), seulement s'il s'agit d'une
 * chambre meublée. Le résultat est arrondi à l'euro, demi au pair (451,50 → 452 ; 450,50 → 450).
 */
import { f32, rint } from './float32.ts';

export type LogementLoyer = {
  readonly meuble: boolean;
  readonly conventionne: boolean;
  readonly chambre: boolean;
};

/** Vrai si le coefficient « meublé » s'applique à ce logement. */
export function appliqueCoefficientMeuble(logement: LogementLoyer): boolean {
  return logement.meuble && (!logement.conventionne || logement.chambre);
}

/** Loyer réel mensuel retenu, en euros entiers. */
export function loyerReel(loyer: number, logement: LogementLoyer, coefficientMeuble: number): number {
  const coef = appliqueCoefficientMeuble(logement) ? coefficientMeuble : 1;
  return f32(rint(f32(loyer) * coef));
}
