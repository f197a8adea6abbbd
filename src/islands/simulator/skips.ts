/**
 * Steps with nothing to ask for these answers (issue 29: « no step without a question »): in a residence (CROUS,
 * foyer) the charges are in the redevance and there is no flat-share, so « charges » and « colocation » are not
 * shown. Their answers are still given — what the step would have saved — so the recap says what was inferred and
 * the server keeps the same answers as before. Each step being a chunk of its own (steps.tsx), the steps looked at
 * are loaded first: the one found is then ready to show.
 */
import { type FormData, nextStep, previousStep, type StepSlug } from '../../core/simulation/form.ts';
import { loadStep, type QuestionSlug } from './steps.tsx';
import type { Prefill } from './store.ts';

/** The step `slug`, if it is a question step passed over for these answers. */
async function skipped(slug: StepSlug | null, form: FormData) {
  if (slug === null || slug === 'resultats') return null;
  const def = await loadStep(slug);
  return def.skip?.(form) === true ? def : null;
}

/** The next step that asks something, and the answers of those passed over (to be saved as if answered). */
export async function nextAsked(
  slug: StepSlug,
  form: FormData,
  prefill: Prefill | null,
): Promise<{ next: StepSlug | null; inferred: Array<[QuestionSlug, Record<string, unknown>]> }> {
  const inferred: Array<[QuestionSlug, Record<string, unknown>]> = [];
  let next = nextStep(slug);
  for (let def = await skipped(next, form); def && next; def = await skipped(next, form)) {
    inferred.push([next as QuestionSlug, def.toData(def.init(form, prefill))]);
    next = nextStep(next);
  }
  return { next, inferred };
}

/** The previous step that asks something (« Précédent » passes over the others). */
export async function previousAsked(slug: StepSlug, form: FormData): Promise<StepSlug | null> {
  let previous = previousStep(slug);
  while (await skipped(previous, form)) previous = previousStep(previous as StepSlug);
  return previous;
}
