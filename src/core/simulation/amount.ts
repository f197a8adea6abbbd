/**
 * The amount alone, for the results page: no explained steps' texts and no validation library, so that
 * it shows the result at once, even offline, with little JavaScript. The answers come from this browser's
 * store, where each was validated by its step's zod schema when entered; the server recomputes everything
 * from the saved answers with full validation (compute.ts) before storing or e-mailing a result.
 */
import { computeAidAmount, motifCondition } from '../apl/calculate.ts';
import { conditionNonRemplie } from '../apl/conditions.ts';
import type { Locale } from '../locales.ts';
import { aidMonth, candidateAnswers, engineInputOf, type FormData, unansweredStep } from './form.ts';
import { type Outcome, type SimulationFailure, type SimulationResult, toOutcome } from './result.ts';

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

/** The words of a result that depend on its language, apart from the explained steps. */
const wordsOf = (r: { refusReason: string | null; bareme: { label: string; warning?: string } }) => [
  r.refusReason,
  r.bareme.label,
  r.bareme.warning,
];

/**
 * A result the server computed in French, its words (why it is zero, the scales applied) in `language`: the
 * same answers computed again for the same month (a shared recap with the first representative age that
 * gives the very same French words, figures included). Kept as it is when none does.
 */
export function resultInLanguage(
  result: SimulationResult,
  form: FormData,
  language: Locale,
): SimulationResult;
export function resultInLanguage(
  result: SimulationResult | SimulationFailure,
  form: FormData,
  language: Locale,
): SimulationResult | SimulationFailure;
export function resultInLanguage(
  result: SimulationResult | SimulationFailure,
  form: FormData,
  language: Locale,
): SimulationResult | SimulationFailure {
  if (language === 'fr' || result.error) return result;
  const again = recomputedIn(result, form, language);
  if (again) return again;
  // A refusal for a condition of entitlement is written from its code: a shared recap has no nationality.
  const unmet = conditionNonRemplie(result.conditions ?? []);
  return unmet ? { ...result, refusReason: motifCondition(unmet, language) } : result;
}

/** The same answers computed again in `language`, when they give the very same French result. */
function recomputedIn(result: SimulationResult, form: FormData, language: Locale): SimulationResult | null {
  const same = wordsOf(result);
  for (const answers of candidateAnswers(form, result.calculatedFor)) {
    try {
      const input = engineInputOf(answers);
      const fr = computeAidAmount(input, result.calculatedFor);
      if (!fr.ok || fr.result.montant !== result.montant || fr.result.montantFinal !== result.montantFinal)
        continue;
      if (wordsOf(fr.result).some((word, k) => word !== same[k])) continue;
      const again = computeAidAmount(input, result.calculatedFor, {}, language);
      if (again.ok) return { ...result, refusReason: again.result.refusReason, bareme: again.result.bareme };
    } catch {
      // An answer the engine cannot read: try the next candidate.
    }
  }
  return null;
}
