/**
 * Étape 13 — Dégressivité de l'aide pour les loyers élevés (`aide_logement_montant_brut`, 1re partie).
 *
 * Au-delà d'un plafond de dégressivité (plafond de loyer × 3,4 en zone 1, × 2,5 ailleurs), l'aide décroît
 * proportionnellement au dépassement et s'annule au plafond de suppression (× 4 en zone 1, × 3,1 ailleurs)
 * (CCH D. 823-16 ; arrêté du 27/09/2019, art. 10). La comparaison porte sur le loyer réel (après
 * le coefficient « meublé »). Pas de dégressivité si le demandeur ou son conjoint perçoit l'AAH ou l'AEEH.
 * Calcul en double précision ; l'aide dégressive est arrondie au centime (demi au pair).
 */
import { round2 } from './float32.ts';

export type CoefficientsDegressivite = { readonly degressivite: number; readonly suppression: number };

export type Degressivite = {
  /** Plafond de dégressivité. */
  readonly plafondDegressivite: number;
  /** Plafond de suppression. */
  readonly plafondSuppression: number;
  /** Coefficient k appliqué à l'aide (1 sans dégressivité, 0 au-delà du plafond de suppression). */
  readonly coefficient: number;
};

export function degressivite(
  loyerReel: number,
  loyerPlafond: number,
  coefs: CoefficientsDegressivite,
  exemption = false,
): Degressivite {
  const plafondDegressivite = round2(loyerPlafond * coefs.degressivite);
  const plafondSuppression = round2(loyerPlafond * coefs.suppression);
  let coefficient: number;
  if (exemption || loyerReel <= plafondDegressivite) coefficient = 1;
  else if (loyerReel <= plafondSuppression) {
    coefficient = 1 - (loyerReel - plafondDegressivite) / (plafondSuppression - plafondDegressivite);
  } else coefficient = 0;
  return { plafondDegressivite, plafondSuppression, coefficient };
}

/** Aide après dégressivité, au centime. */
export function aideDegressive(aide: number, coefficient: number): number {
  return round2(aide * coefficient);
}
