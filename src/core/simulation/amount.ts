/**
 * The amount alone, for the results page: no explained steps' texts and no validation library, so that
 * it shows the result at once, even offline, with little JavaScript. The answers come from this browser's
 * store, where each was validated by its step's zod schema when entered; the server recomputes everything
 * from the saved answers with full validation (compute.ts) before storing or e-mailing a result.
 */
import { computeAidAmount } from '../apl/calculate.ts';
import type { Locale } from '../locales.ts';
import { aidMonth, engineInputOf, type FormData, unansweredStep } from './form.ts';
import { type Outcome, toOutcome } from './result.ts';

/** Missing answers send the visitor back to the first unanswered step. */
export const MISSING_ANSWER = 'Cette réponse manque encore : complétez cette étape pour voir votre résultat.';

/** The amount for `today`; why it is zero and the scales applied are written in `language` (French by default). */
export function simulateAmount(form: FormData, today: string, language: Locale = 'fr'): Outcome {
  const missing = unansweredStep(form, today);
  if (missing) return { kind: 'incomplete', errors: { [missing]: MISSING_ANSWER }, firstStep: missing };
  const month = aidMonth(today);
  try {
    return toOutcome(computeAidAmount(engineInputOf(form), month, {}, language), month);
  } catch {
    return toOutcome({ ok: false, code: 'ERREUR_CALCUL', errors: [] }, month);
  }
}
