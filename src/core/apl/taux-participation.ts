/**
 * Étapes 6 à 8 — Abattement R0, taux famille TF, loyer de référence LR et taux loyer TL.
 *
 * - R0 (`aide_logement_R0`) : abattement forfaitaire annuel selon la composition du foyer
 *   (arrêté du 27/09/2019, art. 15 ; CCH D. 823-17).
 * - TF (`aide_logement_taux_famille`) : taux selon la composition du foyer (arrêté art. 14, 1°).
 * - Outre-mer : R0 d'un ménage à une personne à charge et TF propres (arrêté art. 46, 1° et 3°).
 * - LR (`aide_logement_loyer_reference`) : plafond de la zone II pour la composition du foyer, sans
 *   coefficient de colocation ni de chambre, quelle que soit la zone (arrêté art. 14, 2°).
 * - TL (`aide_logement_taux_loyer`) : taux marginal par tranches du rapport RL = L / LR (arrêté art. 14, 2°).
 *   OpenFisca n'arrondit ni RL ni TL (l'arrêté les arrondit à 2 et 3 décimales en pourcentage : écart
 *   inférieur au centime sur l'aide). LR est calculé en double précision à partir des paramètres, RL et TL
 *   aussi ; seul TL est stocké en float32 (vérifié sur les valeurs intermédiaires des cas de référence).
 */
import { parComposition } from './composition.ts';
import { f32 } from './float32.ts';
import { plafondDeBase } from './loyer-plafond.ts';
import type { LoyersPlafondsZone, ParComposition } from './parameters/types.ts';
import type { Foyer } from './types.ts';

export type BaremeTauxLoyer = {
  readonly seuil1: number;
  readonly seuil2: number;
  readonly taux1: number;
  readonly taux2: number;
  readonly taux3: number;
};

/** Abattement forfaitaire annuel R0. */
export function abattementR0(bareme: ParComposition, foyer: Foyer): number {
  return f32(parComposition(bareme, foyer));
}

/**
 * R0 outre-mer : la valeur d'un ménage ayant une personne à charge est remplacée (arrêté du 27/09/2019,
 * art. 46, 1°) ; les autres compositions gardent celles de l'article 15.
 */
export function abattementR0OutreMer(
  bareme: ParComposition,
  outreMer: { readonly unePac: number },
  foyer: Foyer,
): number {
  return foyer.personnesACharge === 1 ? f32(outreMer.unePac) : abattementR0(bareme, foyer);
}

/** Taux famille TF. */
export function tauxFamille(bareme: ParComposition, foyer: Foyer): number {
  return f32(parComposition(bareme, foyer));
}

export type TauxFamilleOutreMer = Omit<ParComposition, 'parPacAuDelaDe6'> & {
  readonly pac7: number;
  readonly parPacAuDelaDe7: number;
};

/** TF outre-mer : barème jusqu'à sept personnes à charge, puis par personne au-delà (arrêté art. 46, 3°). */
export function tauxFamilleOutreMer(b: TauxFamilleOutreMer, foyer: Foyer): number {
  const n = foyer.personnesACharge;
  if (n < 7) return tauxFamille({ ...b, parPacAuDelaDe6: 0 }, foyer);
  return f32(b.pac7 + (n - 7) * b.parPacAuDelaDe7);
}

/** Loyer de référence LR (plafonds de la zone II, sans coefficient), en double précision. */
export function loyerReference(plafondsZone2: LoyersPlafondsZone, foyer: Foyer): number {
  return plafondDeBase(plafondsZone2, foyer, false);
}

/** Rapport RL = L / LR, non arrondi. */
export function rapportLoyer(loyerRetenu: number, loyerRef: number): number {
  return loyerRetenu / loyerRef;
}

/** Taux loyer TL, barème marginal à trois tranches appliqué à RL. */
export function tauxLoyer(rl: number, b: BaremeTauxLoyer): number {
  const tranche1 = Math.max(0, Math.min(rl, b.seuil1));
  const tranche2 = Math.max(0, Math.min(rl, b.seuil2) - b.seuil1);
  const tranche3 = Math.max(0, rl - b.seuil2);
  return f32(b.taux1 * tranche1 + b.taux2 * tranche2 + b.taux3 * tranche3);
}
