/**
 * Steps with nothing to ask for these answers (issue 29: « no step without a question »): in a residence (CROUS,
 * foyer) the charges are in the redevance and there is no flat-share, so « charges » and « colocation » are not
 * shown. Their answers are still given — what the step would have saved — so the recap says what was inferred and
 * the server keeps the same answers as before.
 */
import { type FormData, nextStep, previousStep, type StepSlug } from '../../core/simulation/form.ts';
import { QUESTION_STEPS } from './steps.tsx';
import type { Prefill } from './store.ts';

type QuestionSlug = Exclude<StepSlug, 'resultats'>;

const skipped = (slug: StepSlug | null, form: FormData): slug is QuestionSlug =>
  slug !== null && slug !== 'resultats' && QUESTION_STEPS[slug].skip?.(form) === true;

/** The next step that asks something, and the answers of those passed over (to be saved as if answered). */
export function nextAsked(
  slug: StepSlug,
  form: FormData,
  prefill: Prefill | null,
): { next: StepSlug | null; inferred: Array<[QuestionSlug, Record<string, unknown>]> } {
  const inferred: Array<[QuestionSlug, Record<string, unknown>]> = [];
  let next = nextStep(slug);
  while (skipped(next, form)) {
    const def = QUESTION_STEPS[next];
    inferred.push([next, def.toData(def.init(form, prefill))]);
    next = nextStep(next);
  }
  return { next, inferred };
}

/** The previous step that asks something (« Précédent » passes over the others). */
export function previousAsked(slug: StepSlug, form: FormData): StepSlug | null {
  let previous = previousStep(slug);
  while (skipped(previous, form)) previous = previousStep(previous);
  return previous;
}
