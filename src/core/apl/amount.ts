/**
 * Le montant seul, validation comprise, sans les textes des étapes expliquées : le module que la page de
 * résultats du simulateur charge d'emblée (voir explained.ts pour le calcul expliqué).
 */

import { validateEngineInput } from '../validation/engine-input.ts';
import { aidDateSchema } from '../validation/fields.ts';
import { computeAidAmount } from './calculate.ts';
import type { ResultatCalcul } from './types.ts';

/** Message affiché quand le calcul échoue pour une raison inattendue (cahier des charges, § 4). */
export const MESSAGE_ERREUR_CALCUL = 'Erreur lors du calcul';

/** `calculateAid` sans les étapes expliquées (`steps` vide), pour afficher un montant avec peu de code. */
export function calculateAidAmount(input: unknown, options: { readonly date: string }): ResultatCalcul {
  return calculerAvecValidation(input, options, computeAidAmount);
}

/** Valide la date et l'entrée, puis calcule ; ne laisse jamais échapper d'exception. */
export function calculerAvecValidation(
  input: unknown,
  options: { readonly date: string },
  calcul: typeof computeAidAmount,
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
    return calcul(valid.data, date.data.slice(0, 7));
  } catch {
    return { ok: false, code: 'ERREUR_CALCUL', errors: [{ field: 'input', message: MESSAGE_ERREUR_CALCUL }] };
  }
}
