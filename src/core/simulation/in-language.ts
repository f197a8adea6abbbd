/**
 * A result the server computed in French, worded again in another language of the site (why it is zero, the
 * scales applied). Apart from amount.ts so that a French page's browser never downloads it: the English pages
 * load it with the engine's English words (src/islands/simulator/result-words.ts).
 */
import { computeAidAmount, motifCondition } from '../apl/calculate.ts';
import { conditionNonRemplie } from '../apl/conditions.ts';
import type { Locale } from '../locales.ts';
import { candidateAnswers, engineInputOf, type FormData } from './form.ts';
import type { SimulationFailure, SimulationResult } from './result.ts';

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
