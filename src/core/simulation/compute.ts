/**
 * From a simulation's answers to the amount shown, with the explained steps: the server recomputes with it
 * from the stored answers (it never trusts the browser). The browser shows the amount with amount.ts.
 */
import { calculateAid, type Langue } from '../apl/index.ts';
import { type Outcome, outcome } from './outcome.ts';
import type { FormData } from './steps.ts';

export * from './outcome.ts';

/**
 * Computes the aid for `today` (AAAA-MM-JJ) from the answers, with the explained steps. Missing or invalid
 * answers are reported by field with the step to go back to; an engine failure gives the spec's zero result.
 * The explained steps are written in `language` (French by default; the amounts never depend on it).
 */
export function simulate(form: FormData, today: string, language: Langue = 'fr'): Outcome {
  return outcome(form, today, (input, options) => calculateAid(input, { ...options, langue: language }));
}
