/**
 * What each question step shows and asks (spec §2, §5; DECISIONS 3, 5, 11), one file per step in steps/. Each
 * step turns its draft (what the visitor typed) into answers that the shared schemas validate.
 *
 * Each step is a chunk of its own (issue 29: a step page downloads at most 92 KB of JavaScript): a step page's island
 * is the simulator with that step (entries/<step>.ts, chosen by SimulatorIsland.astro), and the others are loaded
 * when the visitor moves to them — the neighbouring ones are fetched ahead, once the page is idle, so « Continuer »
 * does not wait.
 */
import type { StepSlug } from '../../core/simulation/form.ts';
import type { QuestionStep } from './steps/shared.tsx';

export type { Draft, QuestionStep, StepProps } from './steps/shared.tsx';

export type QuestionSlug = Exclude<StepSlug, 'resultats'>;

/** One dynamic import per step: the bundler makes each its own chunk (with the code steps share in another). */
const LOADERS: Record<QuestionSlug, () => Promise<QuestionStep>> = {
  email: () => import('./steps/email.tsx').then((m) => m.emailStep),
  'code-postal': () => import('./steps/code-postal.tsx').then((m) => m.codePostalStep),
  loyer: () => import('./steps/loyer.tsx').then((m) => m.loyerStep),
  charges: () => import('./steps/charges.tsx').then((m) => m.chargesStep),
  meuble: () => import('./steps/meuble.tsx').then((m) => m.meubleStep),
  colocation: () => import('./steps/colocation.tsx').then((m) => m.colocationStep),
  naissance: () => import('./steps/naissance.tsx').then((m) => m.naissanceStep),
  statut: () => import('./steps/statut.tsx').then((m) => m.statutStep),
  enfants: () => import('./steps/enfants.tsx').then((m) => m.enfantsStep),
  situation: () => import('./steps/situation.tsx').then((m) => m.situationStep),
  revenus: () => import('./steps/revenus.tsx').then((m) => m.revenusStep),
};

export const QUESTION_SLUGS = Object.keys(LOADERS) as QuestionSlug[];

const loading = new Map<QuestionSlug, Promise<QuestionStep>>();
const loaded = new Map<QuestionSlug, QuestionStep>();

/** The step `slug`, loaded once (a failed load is tried again at the next call). */
export function loadStep(slug: QuestionSlug): Promise<QuestionStep> {
  let promise = loading.get(slug);
  if (!promise) {
    promise = LOADERS[slug]().then(
      (step) => {
        loaded.set(slug, step);
        return step;
      },
      (error: unknown) => {
        loading.delete(slug);
        throw error;
      },
    );
    loading.set(slug, promise);
  }
  return promise;
}

/** The step of the page being shown, given with the island (entries/): no chunk to wait for. */
export function ownStep(slug: QuestionSlug, step: QuestionStep): void {
  loaded.set(slug, step);
  loading.set(slug, Promise.resolve(step));
}

/** The step `slug` if it is already loaded. */
export const loadedStep = (slug: QuestionSlug): QuestionStep | undefined => loaded.get(slug);
