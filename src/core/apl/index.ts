/**
 * Moteur de calcul des aides personnelles au logement (APL, ALS, ALF) d'un locataire — API publique : une
 * entrée, `calculateAid` (validation et étapes expliquées), et la version légère `computeAidAmount` (le montant
 * seul, pour des réponses déjà validées). Pur : ni I/O, ni horloge ; le mois de l'aide est un argument.
 *
 *   const r = calculateAid(input, { date: '2025-11' });
 *   if (r.ok) r.result.montantFinal; else r.errors;
 */

import { validateEngineInput } from '../validation/engine-input.ts';
import { aidDateSchema } from '../validation/fields.ts';
import { computeAid } from './explained.ts';
import type { Langue } from './libelles/types.ts';
import type { ResultatCalcul } from './types.ts';

export { ageOpenFisca } from './age.ts';
// The bundle-light entry: the amount alone, for answers already validated (the simulator's results page).
export { computeAidAmount, MESSAGE_BAREME_INACTIF, typeAide } from './calculate.ts';
export { libelleComposition } from './composition.ts';
export type { Langue } from './libelles/types.ts';
export {
  baremesDuMois,
  baremesInstalles,
  effectiveDates,
  installerBaremes,
  revalorisationAttendue,
  revalorisationsAttendues,
  source as sourceBaremes,
} from './parameters/index.ts';
export type * from './types.ts';

/**
 * Calcule l'aide pour le mois `date` (AAAA-MM ou AAAA-MM-JJ). Valide l'entrée avec les schémas du
 * simulateur ; renvoie `{ ok: false, errors }` (messages français nommant le champ) au lieu de lever une
 * exception, y compris quand aucun barème ne couvre la date. Les étapes expliquées sont écrites dans la
 * langue `options.langue` (le français par défaut).
 */
export function calculateAid(
  input: unknown,
  options: { readonly date: string; readonly langue?: Langue },
): ResultatCalcul {
  try {
    const date = aidDateSchema.safeParse(options?.date);
    if (!date.success) {
      return {
        ok: false,
        code: 'VALIDATION',
        errors: [{ field: 'date', message: date.error.issues[0]?.message ?? '' }],
      };
    }
    const valid = validateEngineInput(input, date.data);
    if (!valid.ok) return { ok: false, code: 'VALIDATION', errors: valid.errors };
    return computeAid(valid.data, date.data.slice(0, 7), {}, options.langue);
  } catch {
    return { ok: false, code: 'ERREUR_CALCUL', errors: [{ field: 'input', message: MESSAGE_ERREUR_CALCUL }] };
  }
}

/** Message affiché quand le calcul échoue pour une raison inattendue (cahier des charges, § 4). */
export const MESSAGE_ERREUR_CALCUL = 'Erreur lors du calcul';
