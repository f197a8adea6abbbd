/**
 * From a simulation's answers to an outcome, every answer checked with the steps' zod schemas first:
 * missing or invalid answers are reported by field with the step to go back to.
 */
import type { calculateAid } from '../apl/index.ts';
import { MESSAGES } from '../validation/messages.ts';
import { type Outcome, toOutcome } from './result.ts';
import {
  aidMonth,
  crossStepGap,
  type FormData,
  STEP_SLUGS,
  stepFields,
  toEngineInput,
  validateStep,
} from './steps.ts';

export * from './result.ts';

export function outcome(form: FormData, today: string, calculate: typeof calculateAid): Outcome {
  for (const slug of STEP_SLUGS) {
    if (slug === 'resultats') break;
    const fields = stepFields(slug);
    const data = Object.fromEntries(fields.map((f) => [f, form[f]]).filter(([, v]) => v !== undefined));
    const check = validateStep(slug, data, today);
    if (!check.ok) return { kind: 'incomplete', errors: check.errors, firstStep: slug };
  }
  const gap = crossStepGap(form, today);
  if (gap) return { kind: 'incomplete', errors: { parentsIfi: MESSAGES.ifiParents }, firstStep: gap };
  const month = aidMonth(today);
  return toOutcome(calculate(toEngineInput(form), { date: month }), month);
}
