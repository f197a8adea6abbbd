/**
 * From a simulation's answers to the amount shown, with the explained steps: the server recomputes with it
 * from the stored answers (it never trusts the browser). The browser shows the amount with amount.ts.
 */
import { motifCondition } from '../apl/calculate.ts';
import { conditionNonRemplie } from '../apl/conditions.ts';
import { calculateAid, type Langue } from '../apl/index.ts';
import { LIBELLES_EN } from '../apl/libelles/en.ts';
import { LIBELLES_FR } from '../apl/libelles/fr.ts';
import { etapeConditionNonRemplie } from '../apl/steps.ts';
import { type Outcome, outcome } from './outcome.ts';
import type { SimulationResult } from './result.ts';
import { stepsWithoutAge } from './shared-result.ts';
import { candidateAnswers, type FormData, toEngineInput } from './steps.ts';

export * from './outcome.ts';

/**
 * Computes the aid for `today` (AAAA-MM-JJ) from the answers, with the explained steps. Missing or invalid
 * answers are reported by field with the step to go back to; an engine failure gives the spec's zero result.
 * The explained steps are written in `language` (French by default; the amounts never depend on it).
 */
export function simulate(form: FormData, today: string, language: Langue = 'fr'): Outcome {
  return outcome(form, today, (input, options) => calculateAid(input, { ...options, langue: language }));
}

type Steps = SimulationResult['steps'];

/**
 * The explained steps of a result in `language`, computed again in its month from the answers that give it:
 * the visitor's own, or a shared recap with the first representative age whose French steps are the stored
 * ones (the same amount when none were stored). Null when no answers give the result again.
 */
export function stepsIn(
  result: SimulationResult,
  form: FormData,
  language: Langue,
): SimulationResult['steps'] | null {
  const unmet = conditionNonRemplie(result.conditions ?? []);
  if (unmet) {
    const words = language === 'en' ? LIBELLES_EN : LIBELLES_FR;
    return [etapeConditionNonRemplie(unmet, motifCondition(unmet, language), words)];
  }
  const date = result.calculatedFor;
  // A shared result's steps come without the visitor's age (shared-result.ts): compared, and given, the same way.
  const shown = form.birthDate ? (steps: Steps) => steps : (steps: Steps) => stepsWithoutAge(steps, date);
  const stored = JSON.stringify(shown(result.steps));
  for (const answers of candidateAnswers(form, date)) {
    const input = toEngineInput(answers);
    const fr = calculateAid(input, { date });
    if (!fr.ok || fr.result.montant !== result.montant || fr.result.montantFinal !== result.montantFinal)
      continue;
    if (result.steps.length > 0 && JSON.stringify(shown(fr.result.steps)) !== stored) continue;
    const again = calculateAid(input, { date, langue: language });
    return again.ok ? shown(again.result.steps) : null;
  }
  return null;
}
