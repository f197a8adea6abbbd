/**
 * Étape 15 — Réduction de loyer de solidarité (RLS), logements conventionnés (HLM) seulement.
 *
 * Le bailleur social baisse le loyer des locataires dont les ressources mensuelles (R / 12) sont sous un
 * plafond fixé par zone et composition ; l'APL est alors diminuée de 98 % de cette réduction
 * (CCH L. 442-2-1 et D. 823-16 ; arrêté du 27/02/2018). Variables OpenFisca `reduction_loyer_solidarite`
 * et `aide_logement_montant_brut_crds`.
 */
import { parComposition } from './composition.ts';
import { f32 } from './float32.ts';
import type { ParComposition } from './parameters/types.ts';
import type { Foyer } from './types.ts';

export type MontantsRls = {
  readonly isole: number;
  readonly couple: number;
  readonly unePac: number;
  readonly parPacSupplementaire: number;
};

export type Rls = {
  /** Plafond mensuel de ressources ouvrant droit à la RLS. */
  readonly plafondRessources: number;
  /** Vrai si le foyer bénéficie de la RLS. */
  readonly eligible: boolean;
  /** Montant mensuel de la RLS (0 si non éligible). */
  readonly montant: number;
  /** Part de la RLS déduite de l'APL. */
  readonly deduction: number;
};

/** Montant mensuel de la RLS pour la composition du foyer. */
export function montantRls(m: MontantsRls, foyer: Foyer): number {
  const n = foyer.personnesACharge;
  if (n === 0) return f32(foyer.couple ? m.couple : m.isole);
  return f32(m.unePac + (n - 1) * m.parPacSupplementaire);
}

export function reductionLoyerSolidarite(
  conventionne: boolean,
  R: number,
  foyer: Foyer,
  plafonds: ParComposition,
  montants: MontantsRls,
  fraction: number,
): Rls {
  const plafondRessources = f32(parComposition(plafonds, foyer));
  const eligible = conventionne && f32(R / 12) < plafondRessources;
  const montant = eligible ? montantRls(montants, foyer) : 0;
  return { plafondRessources, eligible, montant, deduction: f32(montant * f32(fraction)) };
}

/** Aide après déduction de la RLS. */
export function aideApresRls(aide: number, rls: Rls): number {
  return Math.max(0, f32(aide - rls.deduction));
}
