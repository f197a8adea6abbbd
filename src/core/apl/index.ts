/**
 * Moteur de calcul des aides personnelles au logement (APL, ALS, ALF) d'un locataire, secteur locatif
 * ordinaire, métropole — API publique. Pur : ni I/O, ni horloge ; la date du mois de l'aide est un argument.
 *
 *   const r = calculateAid(input, { date: '2025-11' });
 *   if (r.ok) r.result.montantFinal; else r.errors;
 */

import { calculerAvecValidation } from './amount.ts';
import { computeAid } from './explained.ts';
import type { ResultatCalcul } from './types.ts';

export { ageOpenFisca } from './age.ts';
export { calculateAidAmount, MESSAGE_ERREUR_CALCUL } from './amount.ts';
export { computeAidAmount, MESSAGE_BAREME_INACTIF, typeAide } from './calculate.ts';
export { libelleComposition } from './composition.ts';
export { computeAid } from './explained.ts';
export {
  baremesDuMois,
  effectiveDates,
  revalorisationAttendue,
  revalorisationsAttendues,
  source as sourceBaremes,
} from './parameters/index.ts';
export type * from './types.ts';

/**
 * Calcule l'aide pour le mois `date` (AAAA-MM ou AAAA-MM-JJ). Valide l'entrée avec les schémas du
 * simulateur ; renvoie `{ ok: false, errors }` (messages français nommant le champ) au lieu de lever une
 * exception, y compris quand aucun barème ne couvre la date.
 */
export function calculateAid(input: unknown, options: { readonly date: string }): ResultatCalcul {
  return calculerAvecValidation(input, options, computeAid);
}
