/**
 * What each question step shows and asks (spec §2, §5; DECISIONS 3, 5, 11), one file per step in steps/. Each
 * step turns its draft (what the visitor typed) into answers that the shared schemas validate.
 */
import type { StepSlug } from '../../core/simulation/form.ts';
import { chargesStep } from './steps/charges.tsx';
import { codePostalStep } from './steps/code-postal.tsx';
import { colocationStep } from './steps/colocation.tsx';
import { emailStep } from './steps/email.tsx';
import { enfantsStep } from './steps/enfants.tsx';
import { loyerStep } from './steps/loyer.tsx';
import { meubleStep } from './steps/meuble.tsx';
import { naissanceStep } from './steps/naissance.tsx';
import { revenusStep } from './steps/revenus.tsx';
import type { QuestionStep } from './steps/shared.tsx';
import { situationStep } from './steps/situation.tsx';
import { statutStep } from './steps/statut.tsx';

export type { Draft, QuestionStep, StepProps } from './steps/shared.tsx';

export const QUESTION_STEPS: Record<Exclude<StepSlug, 'resultats'>, QuestionStep> = {
  email: emailStep,
  'code-postal': codePostalStep,
  loyer: loyerStep,
  charges: chargesStep,
  meuble: meubleStep,
  colocation: colocationStep,
  naissance: naissanceStep,
  statut: statutStep,
  enfants: enfantsStep,
  situation: situationStep,
  revenus: revenusStep,
};
