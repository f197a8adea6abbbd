/**
 * The amount alone, without the explained steps' texts: what the results page loads at once, so that it
 * shows the result instantly, even offline. compute.ts gives the same result with its explained steps.
 */
import { calculateAidAmount } from '../apl/amount.ts';
import { type Outcome, outcome } from './outcome.ts';
import type { FormData } from './steps.ts';

export function computeSimulationAmount(form: FormData, today: string): Outcome {
  return outcome(form, today, calculateAidAmount);
}
