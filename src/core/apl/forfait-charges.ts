/**
 * Étape 4 — Forfait de charges C (`aide_logement_charges`).
 *
 * Montant forfaitaire, indépendant de la zone et des charges réellement payées (arrêté du 27/09/2019,
 * art. 9 ; colocation : art. 16, 2°) : un montant pour l'isolé ou le couple, plus un montant par personne
 * à charge. En colocation, l'isolé a un forfait réduit.
 */
import { f32 } from './float32.ts';
import type { Foyer } from './types.ts';

export type ForfaitsCharges = {
  readonly isoleOuCouple: number;
  readonly parPac: number;
  readonly colocationIsole: number;
  readonly colocationCouple: number;
  readonly colocationParPac: number;
};

/** Forfait de charges mensuel. */
export function forfaitCharges(forfaits: ForfaitsCharges, foyer: Foyer, colocation: boolean): number {
  const n = foyer.personnesACharge;
  if (colocation) {
    return f32(
      (foyer.couple ? forfaits.colocationCouple : forfaits.colocationIsole) + n * forfaits.colocationParPac,
    );
  }
  return f32(forfaits.isoleOuCouple + n * forfaits.parPac);
}
