/**
 * Étapes 2 et 3 — Loyer plafond (`aide_logement_loyer_plafond`) et loyer retenu (`aide_logement_loyer_retenu`).
 *
 * Plafond de la zone selon la composition du foyer (arrêté du 27/09/2019, art. 7) ; une chambre prend
 * toujours le plafond « personne seule », à 90 % (art. 8) ; en colocation le plafond est de 75 % (art. 16).
 * Les coefficients multiplient le plafond, arrondi une seule fois au centime (demi au pair).
 * Loyer retenu L = min(loyer réel, plafond) (CCH D. 823-16, 2°).
 */
import { f32, round2 } from './float32.ts';
import type { LoyersPlafondsZone } from './parameters/types.ts';
import type { Foyer } from './types.ts';

export type CoefficientsPlafond = {
  readonly colocation: number;
  readonly chambre: number;
  readonly chambrePersonneAgeeOuHandicapee: number;
};

export type LogementPlafond = {
  readonly colocation: boolean;
  readonly chambre: boolean;
  /** Chambre louée à une personne âgée ou handicapée hébergée à titre onéreux (coefficient de 75 %). */
  readonly personneAgeeOuHandicapee?: boolean;
};

/** Plafond de la composition du foyer, avant coefficients. */
export function plafondDeBase(plafonds: LoyersPlafondsZone, foyer: Foyer, chambre: boolean): number {
  const n = foyer.personnesACharge;
  if (chambre || (!foyer.couple && n === 0)) return plafonds.personneSeule;
  if (n >= 1) return plafonds.unePac + (n - 1) * plafonds.parPacSupplementaire;
  return plafonds.couple;
}

/** Loyer plafond mensuel, au centime. */
export function loyerPlafond(
  plafonds: LoyersPlafondsZone,
  coefficients: CoefficientsPlafond,
  foyer: Foyer,
  logement: LogementPlafond,
): number {
  const coefColocation = logement.colocation ? coefficients.colocation : 1;
  const coefChambre = logement.chambre
    ? logement.personneAgeeOuHandicapee
      ? coefficients.chambrePersonneAgeeOuHandicapee
      : coefficients.chambre
    : 1;
  return f32(round2(plafondDeBase(plafonds, foyer, logement.chambre) * coefColocation * coefChambre));
}

/** Loyer retenu L. */
export function loyerRetenu(loyerReel: number, plafond: number): number {
  return Math.min(loyerReel, plafond);
}
